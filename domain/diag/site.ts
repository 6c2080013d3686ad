import { z } from 'zod';
import { commonSettingsShape, optionalFlag, optionalText, parseLenient, pick } from '../sites/settings';
import { NO_FEATURES } from '../sites/features';
import type { PublicSiteRecord, RawSite, SiteRecord } from '../sites/site';
import { CATALOGUE } from './catalogue';
import { type DiagCrm, parseDiagCrm } from './crm';
import { legalSettingsSchema } from './legal';

/** A diagnostics site's settings (spec §1 variants, media of the home page). */
export const diagSettingsSchema = z.object({
  ...commonSettingsShape,
  /** The under-construction variant: one page with its own minimal chrome. */
  underConstruction: optionalFlag,
  heroVideoUrl: optionalText,
  /** The presentation clip the product serves itself (issue 17 item 12), and its credit line. */
  presentationVideoUrl: optionalText,
  presentationVideoCredit: optionalText,
  franchiseUrl: optionalText,
  /** The network's number when the CRM record has none (under-construction variant). */
  defaultPhone: optionalText,
  /** The legal notice's host, consumer mediator and RCS registry town (domain/diag/legal.ts). */
  legal: legalSettingsSchema.optional(),
});
export type DiagSettings = z.infer<typeof diagSettingsSchema>;

export type DiagSite = SiteRecord<'diag', DiagCrm, DiagSettings>;

export function parseDiagSite(raw: RawSite & { family: 'diag' }): DiagSite {
  return { ...raw, family: raw.family, crm: parseDiagCrm(raw.crm), settings: parseLenient(diagSettingsSchema, raw.settings), features: NO_FEATURES, listingScope: 'none' };
}

// The browser allow-list: what the diag layout and blocks show. Anything else in the record stays on the server.
const PUBLIC_CRM_FIELDS = [
  'FirstName',
  'LastName',
  'PhoneNumber',
  'Email',
  'Address',
  'ActivSecteur',
  'ActivContactText',
  'ActivCloudflareHomeAvatarImageIdString',
  'ActivCloudflareHomeAvatarThankYouImageIdString',
  'ActivAvisNoteMoyenne',
  'ActivAvisNombreAvis',
  'ActivAvisLien',
  'ActivAvis1Nom',
  'ActivAvis1Commentaire',
  'ActivAvis2Nom',
  'ActivAvis2Commentaire',
  'ActivAvis3Nom',
  'ActivAvis3Commentaire',
  'ActivOrganismeCertificateur',
  'ActivAssurance',
  'ActivTarifs',
  'ActivNearbyLinks',
  'ActivShowHomeNotifBanner',
  'SocialFacebookUrl',
  'SocialTwitterUrl',
  'SocialInstagramUrl',
  'SocialLinkedinUrl',
  'SocialYoutubeUrl',
  'SIRET',
  'TypeOfCompany',
  'CapitalSocial',
  'TVANumber',
] as const satisfies readonly (keyof DiagCrm)[];
const PUBLIC_SETTINGS = ['brand', 'underConstruction', 'heroVideoUrl', 'presentationVideoUrl', 'presentationVideoCredit', 'franchiseUrl', 'defaultPhone', 'legal'] as const satisfies readonly (keyof DiagSettings)[];
// The service flags (menus, carousel, mandatory diagnostics) are shown too.
const SERVICE_FLAGS = CATALOGUE.flatMap((entry) => (entry.guardKey ? [entry.guardKey as `ActivPresta${string}`] : []));

export type DiagPublicCrm = Pick<DiagCrm, (typeof PUBLIC_CRM_FIELDS)[number]> & Pick<DiagCrm, `ActivPresta${string}`>;
export type DiagPublicSite = PublicSiteRecord<'diag', DiagPublicCrm, Pick<DiagSettings, (typeof PUBLIC_SETTINGS)[number]>>;

export function toDiagPublicSite(site: DiagSite, origin: string): DiagPublicSite {
  return {
    id: site.id,
    family: site.family,
    name: site.name,
    crm: { ...pick(site.crm, PUBLIC_CRM_FIELDS), ...pick(site.crm, SERVICE_FLAGS) },
    settings: pick(site.settings, PUBLIC_SETTINGS),
    origin,
  };
}
