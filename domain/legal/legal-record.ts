import { z } from 'zod';

/**
 * The legal identity a site's pages show (/mentions-legales, /protection-donnees; network spec §2
 * 'Legal pages'; loi pour la confiance dans l'économie numérique art. 6; loi Hoguet and its decree
 * for estate agents: carte professionnelle, issuing CCI, financial guarantee, professional liability
 * insurance; consumer code L612-1: the mediator). Part of the CRM record of immo, agence and
 * recrutement sites (`crm.legal`); read leniently: a missing field shows 'Non renseigné'.
 */
const text = z.string().trim().min(1).max(400).optional().catch(undefined);

export const legalRecordSchema = z.object({
  publisher: z
    .object({ name: text, legalForm: text, capital: text, address: text, rcs: text, siret: text, vat: text, phone: text, email: text })
    .partial()
    .catch({}),
  /** Directeur de la publication. */
  director: text,
  host: z.object({ name: text, address: text, phone: text, website: text }).partial().catch({}),
  /** Real-estate activity (loi Hoguet): absent for a site without transactions. */
  realEstate: z
    .object({
      cardNumber: text,
      cardIssuer: text,
      cardActivities: text,
      guarantor: text,
      guarantorAddress: text,
      guaranteeAmount: text,
      insurer: text,
      insurancePolicy: text,
      /** Holds no funds beyond its fees ('ne doit recevoir aucun fonds'). */
      noFundsHeld: z.boolean().optional().catch(undefined),
    })
    .partial()
    .optional()
    .catch(undefined),
  mediator: z.object({ name: text, address: text, website: text }).partial().catch({}),
  /** Contact for personal data requests (DPO or the publisher). */
  privacyEmail: text,
  /** Other structures behind the site (the spec lists two agency structures). */
  structures: z.array(z.object({ name: z.string().trim().max(200), address: z.string().trim().max(300), siret: z.string().trim().max(40).optional() })).max(10).catch([]),
  /** ISO date of the last update of the texts. */
  updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
});

export type LegalRecord = z.output<typeof legalRecordSchema>;

export const legalField = z.unknown().transform((v) => legalRecordSchema.safeParse(v ?? {}).data ?? legalRecordSchema.parse({})).catch(() => legalRecordSchema.parse({}));

/** What a missing field reads as (never 'XXX'). */
export const NOT_PROVIDED = 'Non renseigné';

export const or = (value: string | undefined) => value ?? NOT_PROVIDED;

/** The 14 anchors of /mentions-legales, in the spec's order. */
export const LEGAL_NOTICE_ANCHORS = [
  'identite-editeur',
  'hebergeur',
  'directeur-publication',
  'activite-immo',
  'mediateur',
  'propriete-intellectuelle',
  'liens',
  'donnees',
  'cookies',
  'securite',
  'responsabilite',
  'disponibilite',
  'loi',
  'contact',
] as const;

/** The anchors of /protection-donnees (spec: intro, definitions, roles, a1–a9, b1, b3, b4, modifs). */
export const PRIVACY_ANCHORS = ['intro', 'definitions', 'roles', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'b1', 'b3', 'b4', 'modifs'] as const;

/** Default date of the texts (spec: last update 01/10/2025). */
export const LEGAL_DEFAULT_UPDATE = '2025-10-01';

/** The fields a published site must fill (the seed's records are checked against it). */
export function missingLegalFields(record: LegalRecord, { realEstate }: { realEstate: boolean }): string[] {
  const missing: string[] = [];
  const need = (path: string, value: string | undefined) => {
    if (!value || /X{3,}/.test(value)) missing.push(path);
  };
  for (const key of ['name', 'legalForm', 'address', 'rcs', 'siret', 'phone', 'email'] as const) need(`publisher.${key}`, record.publisher[key]);
  need('director', record.director);
  for (const key of ['name', 'address'] as const) need(`host.${key}`, record.host[key]);
  for (const key of ['name', 'website'] as const) need(`mediator.${key}`, record.mediator[key]);
  if (realEstate) {
    const r = record.realEstate ?? {};
    for (const key of ['cardNumber', 'cardIssuer', 'guarantor', 'guaranteeAmount', 'insurer', 'insurancePolicy'] as const) need(`realEstate.${key}`, r[key]);
  }
  return missing;
}
