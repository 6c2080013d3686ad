import { formatAmount } from './format';
import type { RecrutementRecord } from './record';
import { numberFormat } from '../format/intl';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** '09:00' → '9h', '09:30' → '9h30'. */
export function frenchTime(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
}

const decimal = (n: number) => numberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n);

/** The values page texts may name as {token}: every figure a page shows comes from the record. */
export function recordTokens(record: RecrutementRecord): Record<string, string> {
  const { meetings, seminar } = record;
  return {
    abonnement: `${formatAmount(record.pricing.mandataire.monthlyFeeHt)}\u00a0€ HT`,
    abonnementAgence: `${formatAmount(record.pricing.agence.monthlyFeeHt)}\u00a0€ HT`,
    fraisAdmin: `${formatAmount(record.adminFee.amountHt)}\u00a0€ HT`,
    tranche: `${formatAmount(record.adminFee.sliceHt)}\u00a0€`,
    reunionJour: WEEKDAYS[meetings.weekday] ?? '',
    reunionHeure: frenchTime(meetings.time),
    reunionDuree: meetings.durationMinutes % 60 === 0 ? `${meetings.durationMinutes / 60}\u00a0h` : `${meetings.durationMinutes}\u00a0min`,
    formationHeure: frenchTime(meetings.trainingTime),
    seminaireHeures: `${decimal(seminar.hours)}\u00a0h`,
    seminaireJours: decimal(seminar.days),
    seminaireSur: String(seminar.spreadDays),
    webinairesHeures: `${decimal(record.webinars.hoursPerWeek)}\u00a0h`,
    outils: String(record.tools),
    clubsNombre: String(record.clubs.length),
    clubs: record.clubs.join(', '),
    delaiReponse: `${record.supportAnswerHours}\u00a0h`,
    delaiPaiement: `${record.feePaymentHours}\u00a0h`,
  };
}

/** Replaces {token} by the record's value; an unknown token is left visible so an editor notices it. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
