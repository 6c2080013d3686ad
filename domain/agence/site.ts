import { z } from 'zod';
import { legalField } from '../legal/legal-record';
import { commonSettingsShape, parseLenient, pick } from '../sites/settings';
import type { PublicSiteRecord, RawSite, SiteRecord } from '../sites/site';

/** The agency's CRM record: nothing read yet (the agency issue extends it). */
export const agenceCrmSchema = z.object({
  /** Legal identity shown by the legal pages (domain/legal/legal-record.ts). */
  legal: legalField.optional(),
});
export type AgenceCrm = z.infer<typeof agenceCrmSchema>;

/** The agency site's settings (network spec §1, agency variant): read leniently, defaults when missing. */
export const agenceSettingsSchema = z.object({
  ...commonSettingsShape,
  brand: z.string().catch('Maisonfort').default('Maisonfort'),
  showLouer: z.boolean().catch(false).default(false),
  showAddress: z.boolean().catch(false).default(false),
  showAvatar: z.boolean().catch(false).default(false),
  address: z.string().catch('').default(''),
  numeroTel: z.string().catch('').default(''),
  email: z.string().catch('').default(''),
  listCities: z.array(z.string()).catch([]).default([]),
});
export type AgenceSettings = z.infer<typeof agenceSettingsSchema>;

export type AgenceSite = SiteRecord<'agence', AgenceCrm, AgenceSettings>;

export function parseAgenceSite(raw: RawSite & { family: 'agence' }): AgenceSite {
  return { ...raw, family: raw.family, crm: parseLenient(agenceCrmSchema, raw.crm), settings: parseLenient(agenceSettingsSchema, raw.settings) };
}

// The browser allow-list.
const PUBLIC_CRM_FIELDS = ['legal'] as const satisfies readonly (keyof AgenceCrm)[];
const PUBLIC_SETTINGS = ['brand', 'showLouer', 'showAddress', 'showAvatar', 'address', 'numeroTel', 'email', 'listCities'] as const satisfies readonly (keyof AgenceSettings)[];

export type AgencePublicSite = PublicSiteRecord<'agence', Pick<AgenceCrm, (typeof PUBLIC_CRM_FIELDS)[number]>, Pick<AgenceSettings, (typeof PUBLIC_SETTINGS)[number]>>;

export function toAgencePublicSite(site: AgenceSite, origin: string): AgencePublicSite {
  return { id: site.id, family: site.family, name: site.name, crm: pick(site.crm, PUBLIC_CRM_FIELDS), settings: pick(site.settings, PUBLIC_SETTINGS), origin };
}
