import { z } from 'zod';
import { legalField } from '../legal/legal-record';
import { commonSettingsShape, optionalText, parseLenient, pick } from '../sites/settings';
import { recrutementRecordSchema } from './record';
import { NO_FEATURES } from '../sites/features';
import type { PublicSiteRecord, RawSite, SiteRecord } from '../sites/site';

/** The recruitment site's CRM record: nothing read yet (the recruitment issue extends it). */
export const recrutementCrmSchema = z.object({
  /** Legal identity shown by the legal pages (domain/legal/legal-record.ts). */
  legal: legalField.optional(),
});
export type RecrutementCrm = z.infer<typeof recrutementCrmSchema>;

/** The recruitment site's settings. */
export const recrutementSettingsSchema = z.object({
  ...commonSettingsShape,
  phone: optionalText,
  email: optionalText,
  /** Prices, fees, meetings, promises (spec §9): unreadable reads as missing, and the pages say so (503). */
  recrutement: recrutementRecordSchema.optional().catch(undefined),
});
export type RecrutementSettings = z.infer<typeof recrutementSettingsSchema>;

export type RecrutementSite = SiteRecord<'recrutement', RecrutementCrm, RecrutementSettings>;

export function parseRecrutementSite(raw: RawSite & { family: 'recrutement' }): RecrutementSite {
  return { ...raw, family: raw.family, crm: parseLenient(recrutementCrmSchema, raw.crm), settings: parseLenient(recrutementSettingsSchema, raw.settings), features: NO_FEATURES, listingScope: 'none' };
}

// The browser allow-list.
const PUBLIC_CRM_FIELDS = ['legal'] as const satisfies readonly (keyof RecrutementCrm)[];
const PUBLIC_SETTINGS = ['brand', 'phone', 'email'] as const satisfies readonly (keyof RecrutementSettings)[];

export type RecrutementPublicSite = PublicSiteRecord<'recrutement', Pick<RecrutementCrm, (typeof PUBLIC_CRM_FIELDS)[number]>, Pick<RecrutementSettings, (typeof PUBLIC_SETTINGS)[number]>>;

export function toRecrutementPublicSite(site: RecrutementSite, origin: string): RecrutementPublicSite {
  return { id: site.id, family: site.family, name: site.name, crm: pick(site.crm, PUBLIC_CRM_FIELDS), settings: pick(site.settings, PUBLIC_SETTINGS), origin };
}
