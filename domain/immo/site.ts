import { z } from 'zod';
import { legalField } from '../legal/legal-record';
import { keyFiguresSchema } from './key-figures';
import { commonSettingsShape, optionalText, parseLenient, pick, siblingSchema } from '../sites/settings';
import type { PublicSiteRecord, RawSite, SiteRecord } from '../sites/site';
import { IMMO_FEATURES } from './features';

/** The network site's CRM record: nothing read yet (the listings and advisers issues extend it). */
export const immoCrmSchema = z.object({
  /** Legal identity shown by the legal pages (domain/legal/legal-record.ts). */
  legal: legalField.optional(),
  /** Claims and key figures shown on the network pages (never written in components), each text plain or per language. */
  keyFigures: keyFiguresSchema.optional().catch(undefined),
  /** How many property portals a listing is published on: page texts say '{portails}' ('plus de N portails'). */
  portals: z.number().int().positive().optional().catch(undefined),
});
export type ImmoCrm = z.infer<typeof immoCrmSchema>;

/** The network site's settings (network spec §1). */
export const immoSettingsSchema = z.object({
  ...commonSettingsShape,
  phone: optionalText,
  email: optionalText,
  /** The network's recruitment site, linked from the menu and the footer. */
  recruitmentSite: siblingSchema,
  /** The home hero's looping background videos (same-site paths or https); one is picked per second. */
  heroVideos: z.array(z.string().trim().max(500)).max(6).optional().catch(undefined),
  /** The meeting-booking widget's page (a host of domain/immo/booking.ts), shown after consent. */
  bookingUrl: optionalText,
});
export type ImmoSettings = z.infer<typeof immoSettingsSchema>;

export type ImmoSite = SiteRecord<'immo', ImmoCrm, ImmoSettings>;

export function parseImmoSite(raw: RawSite & { family: 'immo' }): ImmoSite {
  // It shows its own listings.
  return { ...raw, family: raw.family, crm: parseLenient(immoCrmSchema, raw.crm), settings: parseLenient(immoSettingsSchema, raw.settings), features: IMMO_FEATURES, listingScope: 'network' };
}

// The browser allow-list.
const PUBLIC_CRM_FIELDS = ['legal', 'keyFigures', 'portals'] as const satisfies readonly (keyof ImmoCrm)[];
const PUBLIC_SETTINGS = ['brand', 'phone', 'email', 'recruitmentSite', 'bookingUrl'] as const satisfies readonly (keyof ImmoSettings)[];

export type ImmoPublicSite = PublicSiteRecord<'immo', Pick<ImmoCrm, (typeof PUBLIC_CRM_FIELDS)[number]>, Pick<ImmoSettings, (typeof PUBLIC_SETTINGS)[number]>>;

export function toImmoPublicSite(site: ImmoSite, origin: string): ImmoPublicSite {
  return { id: site.id, family: site.family, name: site.name, crm: pick(site.crm, PUBLIC_CRM_FIELDS), settings: pick(site.settings, PUBLIC_SETTINGS), origin };
}
