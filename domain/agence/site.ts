import { z } from 'zod';
import { legalField } from '../legal/legal-record';
import { commonSettingsShape, parseLenient, pick } from '../sites/settings';
import type { PublicSiteRecord, RawSite, SiteRecord } from '../sites/site';
import { agenceFeatures } from './features';

/**
 * The agency's claims and key figures (issue 13 item 1 rule: from the site's record, never written
 * in a component or a page table). Each is optional: a figure the record lacks is not shown, and a
 * sentence that needs it says it without a number.
 */
export const agenceKeyFiguresSchema = z.object({
  /** Share of clients who recommend the agency, in %. */
  recommendPercent: z.number().min(0).max(100).optional().catch(undefined),
  /** Sales signed over the last 36 months. */
  salesIn36Months: z.number().int().min(0).optional().catch(undefined),
  /** Visibility on the big portals, in %. */
  visibilityPercent: z.number().min(0).max(100).optional().catch(undefined),
  /** How many property portals a listing is published on ('plus de N portails'). */
  portals: z.number().int().positive().optional().catch(undefined),
});
export type AgenceKeyFigures = z.infer<typeof agenceKeyFiguresSchema>;

/** The agency's CRM record. */
export const agenceCrmSchema = z.object({
  /** Legal identity shown by the legal pages (domain/legal/legal-record.ts). */
  legal: legalField.optional(),
  keyFigures: agenceKeyFiguresSchema.catch({}).default({}),
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
  /**
   * The agency's own paid-traffic landing (/estimation-gratuite, the network spec's Sevran landing):
   * `context` names it in each lead. A site without one answers 404 there (issue 38 item 6).
   */
  landing: z.object({ context: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/) }).optional().catch(undefined),
});
export type AgenceSettings = z.infer<typeof agenceSettingsSchema>;

export type AgenceSite = SiteRecord<'agence', AgenceCrm, AgenceSettings>;

export function parseAgenceSite(raw: RawSite & { family: 'agence' }): AgenceSite {
  const settings = parseLenient(agenceSettingsSchema, raw.settings);
  // It shows its advisers' listings.
  return { ...raw, family: raw.family, crm: parseLenient(agenceCrmSchema, raw.crm), settings, features: agenceFeatures(settings), listingScope: 'agency' };
}

// The browser allow-list.
const PUBLIC_CRM_FIELDS = ['legal', 'keyFigures'] as const satisfies readonly (keyof AgenceCrm)[];
const PUBLIC_SETTINGS = ['brand', 'showLouer', 'showAddress', 'showAvatar', 'address', 'numeroTel', 'email', 'listCities', 'landing'] as const satisfies readonly (keyof AgenceSettings)[];

export type AgencePublicSite = PublicSiteRecord<'agence', Pick<AgenceCrm, (typeof PUBLIC_CRM_FIELDS)[number]>, Pick<AgenceSettings, (typeof PUBLIC_SETTINGS)[number]>>;

export function toAgencePublicSite(site: AgenceSite, origin: string): AgencePublicSite {
  return { id: site.id, family: site.family, name: site.name, crm: pick(site.crm, PUBLIC_CRM_FIELDS), settings: pick(site.settings, PUBLIC_SETTINGS), origin };
}
