import { z } from 'zod';
import type { Locale } from '../i18n/locale';

/**
 * What the recruitment site promises, read from the site's record (`settings.recrutement`): prices,
 * fees, meeting times, training, tools, clubs (network spec §9 "Recruitment"). The values live only in
 * the record (seeded for the demo); the code never repeats them. See decision 0019 for the two values
 * the spec states twice.
 */
const money = z.number().nonnegative();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'heure attendue au format HH:MM');

/**
 * A text the visitor reads, written in every interface language: both are required, so an English
 * page never shows a French line by accident (a record missing one is refused, see parseRecrutementRecord).
 */
const localizedText = z.object({ fr: z.string().min(1), en: z.string().min(1) });
export type LocalizedText = z.infer<typeof localizedText>;

/** The text in the page's language. */
export function textIn(text: LocalizedText, locale: Locale): string {
  return text[locale];
}

const offerSchema = z.object({
  /** The toggle's label: 'Mandataire' or 'Agence'. */
  label: localizedText,
  title: localizedText,
  monthlyFeeHt: money,
  features: z.array(localizedText).min(1),
});

export const recrutementRecordSchema = z.object({
  pricing: z.object({ mandataire: offerSchema, agence: offerSchema }),
  adminFee: z.object({ amountHt: money, sliceHt: z.number().positive() }),
  meetings: z.object({
    /** 0 = Sunday … 2 = Tuesday (date-fns numbering). */
    weekday: z.number().int().min(0).max(6),
    time: hhmm,
    durationMinutes: z.number().int().positive(),
    trainingTime: hhmm,
    timeZone: z.string().min(1),
    /** Where the visitor joins the meeting (video call); sent in the confirmation e-mail. */
    joinUrl: z.string().url(),
  }),
  seminar: z.object({ hours: z.number().positive(), days: z.number().positive(), spreadDays: z.number().int().positive() }),
  webinars: z.object({ hoursPerWeek: z.number().positive() }),
  supportAnswerHours: z.number().int().positive(),
  feePaymentHours: z.number().int().positive(),
  tools: z.number().int().nonnegative(),
  /** How many property portals the network publishes its advisers' listings on; texts say {portails}. */
  portals: z.number().int().positive().optional(),
  clubs: z.array(localizedText),
  stats: z.array(z.object({ figure: localizedText, caption: localizedText })),
});
export type RecrutementRecord = z.infer<typeof recrutementRecordSchema>;
export type ProfileKey = keyof RecrutementRecord['pricing'];

/** A recruitment record, or the list of what is wrong with it (the seed test and the editors read it). */
export function parseRecrutementRecord(settings: Record<string, unknown>): { ok: true; record: RecrutementRecord } | { ok: false; problems: string[] } {
  const parsed = recrutementRecordSchema.safeParse(settings.recrutement);
  if (parsed.success) return { ok: true, record: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'recrutement'} : ${i.message}`) };
}

/** The network's offer the comparator compares against: the price of the profile the page shows (the adviser's by default). */
export function networkOffer(record: RecrutementRecord, profile: ProfileKey = 'mandataire') {
  return { monthlyFeeHt: record.pricing[profile].monthlyFeeHt, adminFeeHt: record.adminFee.amountHt, adminSlice: record.adminFee.sliceHt };
}

/** The query parameter that picks the profile (`/tarifs?profil=agence`). */
export const PROFILE_PARAM = 'profil';

/** `?profil=agence` picks the agency pricing; anything else the adviser's (the default). */
export function profileFromParam(value: string | null): ProfileKey {
  return value === 'agence' ? 'agence' : 'mandataire';
}

/** The record of a site already parsed by its family (domain/recrutement/site.ts); null for other families or a missing record. */
export function recordOfSite(site: { family: string; settings: object }): RecrutementRecord | null {
  if (site.family !== 'recrutement') return null;
  const record = (site.settings as { recrutement?: RecrutementRecord }).recrutement;
  return record ?? null;
}
