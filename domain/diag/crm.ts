import { z } from 'zod';
import { CATALOGUE } from './catalogue';

/**
 * The CRM record of a local diagnostician, field names as the CRM spells them (spec §3).
 * Parsed leniently: a field of the wrong type becomes undefined instead of breaking the site.
 */
const text = z.string().trim().optional().catch(undefined);
const num = z.coerce.number().finite().optional().catch(undefined);
const bool = z.boolean().optional().catch(undefined);

export const nearbyLinkSchema = z.object({ url: z.string(), label: z.string() });

export const diagCrmSchema = z
  .object({
    FirstName: text,
    LastName: text,
    PhoneNumber: text,
    Email: text,
    Address: text,
    ActivSecteur: text,
    ActivContactText: text,
    ActivCloudflareHomeAvatarImageIdString: text,
    ActivCloudflareHomeAvatarThankYouImageIdString: text,
    ActivAvisNoteMoyenne: num,
    ActivAvisNombreAvis: num,
    ActivAvisLien: text,
    ActivAvis1Nom: text,
    ActivAvis1Commentaire: text,
    ActivAvis2Nom: text,
    ActivAvis2Commentaire: text,
    ActivAvis3Nom: text,
    ActivAvis3Commentaire: text,
    ActivOrganismeCertificateur: text,
    /** The diagnostician's certification number(s), printed on the devis (issue 33); server-only. */
    ActivNumeroCertification: text,
    ActivAssurance: text,
    ActivTarifs: text,
    ActivNearbyLinks: z.array(nearbyLinkSchema.catch({ url: '', label: '' })).optional().catch(undefined),
    ActivShowHomeNotifBanner: bool,
    SocialFacebookUrl: text,
    SocialTwitterUrl: text,
    SocialInstagramUrl: text,
    SocialLinkedinUrl: text,
    SocialYoutubeUrl: text,
    SIRET: text,
    TypeOfCompany: text,
    CapitalSocial: z.union([z.string(), z.number()]).optional().catch(undefined),
    TVANumber: text,
  });

/** The CRM's service flags (`ActivPresta<key>`, spec §3): true shows the service, anything else hides it. */
export type ServiceFlags = Partial<Record<`ActivPresta${string}`, boolean>>;
const SERVICE_FLAG_KEYS = [...new Set(CATALOGUE.flatMap((entry) => (entry.guardKey ? [entry.guardKey] : [])))];

/** Known fields and service flags; any other field of the record is dropped here. */
export type DiagCrm = z.infer<typeof diagCrmSchema> & ServiceFlags;

export function parseDiagCrm(raw: unknown): DiagCrm {
  const record = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const result = diagCrmSchema.safeParse(record);
  const fields = result.success ? result.data : diagCrmSchema.parse({});
  const flags: ServiceFlags = Object.fromEntries(SERVICE_FLAG_KEYS.map((key) => [key, record[key] === true]));
  return { ...fields, ...flags };
}

/** "Bureau Veritas; Dekra | Qualixpert" → ['Bureau Veritas', 'Dekra', 'Qualixpert'] (comma, semicolon or pipe). */
export function splitCrmList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,;|]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Logo lookup key: the name lowercased, letters and digits only (spec §3). */
export function logoKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function fullName(crm: DiagCrm): string {
  return [crm.FirstName, crm.LastName].filter(Boolean).join(' ');
}

export interface Testimonial {
  name: string;
  text: string;
}

/** Up to three testimonials; only those with both a name and a text count. */
export function testimonials(crm: DiagCrm): Testimonial[] {
  const pairs: Array<[string | undefined, string | undefined]> = [
    [crm.ActivAvis1Nom, crm.ActivAvis1Commentaire],
    [crm.ActivAvis2Nom, crm.ActivAvis2Commentaire],
    [crm.ActivAvis3Nom, crm.ActivAvis3Commentaire],
  ];
  return pairs.filter(([n, t]) => n && t).map(([n, t]) => ({ name: n as string, text: t as string }));
}
