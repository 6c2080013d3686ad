import { TZDate } from '@date-fns/tz';
import { startOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from '../format/paris-time';

/**
 * How long a network keeps its leads' personal data after their last change (issue 29 item 7).
 *
 * CNIL: the data of a prospect who is not a client may be kept three years from its collection or from
 * the prospect's last contact, then deleted or anonymised ("Référentiel relatif aux traitements de
 * données à caractère personnel mis en œuvre aux fins de gestion des activités commerciales",
 * délibération n° 2019-160 du 21 novembre 2019, section « durées de conservation »; restated on
 * cnil.fr in its guidance on commercial prospecting: "trois ans à compter de leur collecte ou du dernier
 * contact émanant du prospect"). Hence the
 * default of 1,095 days (migration 0020, `networks.lead_retention_days`). The CNIL calls the delay a
 * reference, not a rule: a network may shorten it, or lengthen it within the 5 years of the civil
 * limitation period (Code civil, art. 2224) it could have to answer a claim in.
 */
export const DEFAULT_RETENTION_DAYS = 1095;
/** A month: below it, leads would vanish before a franchisee has worked them. */
export const MIN_RETENTION_DAYS = 30;
/** Five years (Code civil, art. 2224: the limitation period of personal actions). */
export const MAX_RETENTION_DAYS = 1826;

/** Months as days, on an average year: 36 months are the 1,095 days of three years. */
export const monthsToDays = (months: number): number => Math.round((months * 365) / 12);

/**
 * The instant before which a lead's last change makes it expire at `now`: midnight (Paris time) that
 * starts the day `days` calendar days before today's Paris date. A lead last changed on day D is kept
 * through day D + days, and anonymised from day D + days + 1, whatever the time of day and whatever
 * DST did in between (days are Paris calendar days, not 24-hour periods).
 */
export function retentionCutoff(now: Date, days: number): Date {
  const today = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return new Date(startOfDay(subDays(today, days)).getTime());
}

/** The first instant of the next Paris day after `now`: when the daily job has new leads to look at. */
export function nextParisMidnight(now: Date): Date {
  const today = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return new Date(startOfDay(subDays(today, -1)).getTime());
}

/** The settings form: a whole number of days or months, within the bounds. Messages are catalogue keys. */
export const retentionSchema = z
  .object({
    amount: z
      .string({ error: 'privacy.retentionNumber' })
      .trim()
      .regex(/^\d{1,5}$/, { error: 'privacy.retentionNumber' })
      .transform(Number),
    unit: z.enum(['jours', 'mois'], { error: 'privacy.retentionUnitInvalid' }),
  })
  .transform((v) => ({ ...v, days: v.unit === 'mois' ? monthsToDays(v.amount) : v.amount }))
  .refine((v) => v.days >= MIN_RETENTION_DAYS, { path: ['amount'], error: 'privacy.retentionTooShort' })
  .refine((v) => v.days <= MAX_RETENTION_DAYS, { path: ['amount'], error: 'privacy.retentionTooLong' });

/** A delay shown as the member would have typed it: months when it is a whole number of them, else days. */
export function retentionAsTyped(days: number): { amount: number; unit: 'jours' | 'mois' } {
  const months = Math.round((days * 12) / 365);
  return months > 0 && monthsToDays(months) === days ? { amount: months, unit: 'mois' } : { amount: days, unit: 'jours' };
}
