import type { Locale } from '../i18n/locale';
import { type Message, message } from '../i18n/message';
import { isPastSlot, parseSlotParam, slotPhrase } from './slots';

export interface RecapText {
  title: string;
  text: string;
}

/**
 * The three recap texts of spec §2 (no date, a date, or 'autreDate'), plus a past date: a stale
 * link must not confirm an appointment that can no longer happen (issue 17 item 10).
 */
export function recapText(date: string, name: string, now: Date): RecapText {
  const slot = parseSlotParam(date);
  const who = name || 'Votre diagnostiqueur';
  if (slot.kind === 'slot' && isPastSlot(slot.date, now)) {
    return {
      title: 'Votre demande de rendez-vous est envoyée',
      text: `La date demandée, le ${slotPhrase(slot.date)}, est passée : ${who} vous appelle pour convenir d’une nouvelle date.`,
    };
  }
  if (slot.kind === 'slot') {
    return {
      title: 'Votre demande de rendez-vous est envoyée',
      text: `Rendez-vous demandé le ${slotPhrase(slot.date)}. ${who} vous contacte pour le confirmer ou vous proposer de le modifier.`,
    };
  }
  if (slot.kind === 'autreDate') {
    return { title: 'Votre demande de rendez-vous est envoyée', text: `${who} vous appelle très vite pour vous proposer un rendez-vous.` };
  }
  return { title: 'Votre demande de devis est envoyée', text: `Votre devis est en cours de traitement : ${who} vous le transmet rapidement.` };
}

export const PAST_SLOT_MESSAGE =
  'La date de rendez-vous choisie est passée : revenez à l’accueil pour choisir un nouveau créneau, ou choisissez « C’est urgent, une autre date ».';

export interface RecapMessage {
  title: Message;
  text: Message;
}

/**
 * recapText as catalogue keys of `diag:quote.recap` (the French catalogue reads the same): `who` is
 * the diagnostician's name or the catalogue's 'Votre diagnostiqueur', `slot` the date in the locale.
 */
export function recapMessage(date: string, name: string, now: Date, locale: Locale): RecapMessage {
  const slot = parseSlotParam(date);
  const who: string | Message = name || message('diag:quote.recapText.who');
  const appointment = message('diag:quote.recapText.titleAppointment');
  if (slot.kind === 'slot') {
    const kind = isPastSlot(slot.date, now) ? 'pastSlot' : 'slot';
    return { title: appointment, text: message(`diag:quote.recapText.${kind}`, { who, slot: slotPhrase(slot.date, locale) }) };
  }
  if (slot.kind === 'autreDate') return { title: appointment, text: message('diag:quote.recapText.otherDate', { who }) };
  return { title: message('diag:quote.recapText.titleQuote'), text: message('diag:quote.recapText.quote', { who }) };
}
