import type { Locale } from '../i18n/locale';
import { formatAmount } from './format';
import { numberFormat } from '../format/intl';
import { type RecrutementRecord, textIn } from './record';

const WEEKDAYS: Record<Locale, string[]> = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
/** The tax words after an amount: 'HT' in French, 'excl. VAT' in English. */
const EXCL_VAT: Record<Locale, string> = { fr: 'HT', en: 'excl. VAT' };

/** '09:00' → '9h', '09:30' → '9h30'. */
export function frenchTime(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
}

/** '09:00' → '9:00', '14:05' → '14:05' (the English pages' clock, as the meeting dates read). */
export function englishTime(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return `${Number(h)}:${m}`;
}

const decimal = (n: number, locale: Locale) => numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(n);

/** The network's portals claim: never a number the record does not give. */
const PORTALS: Record<Locale, (count: number | undefined) => string> = {
  fr: (count) => (count ? `plus de ${count} portails` : 'de nombreux portails'),
  en: (count) => (count ? `more than ${count} portals` : 'many portals'),
};

/** The meeting's length: '1 h', '45 min' (the same abbreviations read in both languages). */
export function durationLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}\u00a0h` : `${minutes}\u00a0min`;
}

/**
 * The values page texts may name as {token}, in the page's language: every figure a page shows comes
 * from the record. Amounts keep the comparator's notation (190 €) in both languages.
 */
export function recordTokens(record: RecrutementRecord, locale: Locale = 'fr'): Record<string, string> {
  const { meetings, seminar } = record;
  const time = locale === 'en' ? englishTime : frenchTime;
  const excl = (amount: number) => `${formatAmount(amount)}\u00a0€ ${EXCL_VAT[locale]}`;
  return {
    abonnement: excl(record.pricing.mandataire.monthlyFeeHt),
    abonnementAgence: excl(record.pricing.agence.monthlyFeeHt),
    fraisAdmin: excl(record.adminFee.amountHt),
    tranche: `${formatAmount(record.adminFee.sliceHt)}\u00a0€`,
    reunionJour: WEEKDAYS[locale][meetings.weekday] ?? '',
    reunionHeure: time(meetings.time),
    reunionDuree: durationLabel(meetings.durationMinutes),
    formationHeure: time(meetings.trainingTime),
    seminaireHeures: `${decimal(seminar.hours, locale)}\u00a0h`,
    seminaireJours: decimal(seminar.days, locale),
    seminaireSur: String(seminar.spreadDays),
    webinairesHeures: `${decimal(record.webinars.hoursPerWeek, locale)}\u00a0h`,
    outils: String(record.tools),
    portails: PORTALS[locale](record.portals),
    clubsNombre: String(record.clubs.length),
    clubs: record.clubs.map((c) => textIn(c, locale)).join(', '),
    delaiReponse: `${record.supportAnswerHours}\u00a0h`,
    delaiPaiement: `${record.feePaymentHours}\u00a0h`,
  };
}

/** Replaces {token} by the record's value; an unknown token is left visible so an editor notices it. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
