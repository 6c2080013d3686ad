import { z } from 'zod';
import { LEAD_STATUSES } from '../backoffice/lead-workflow';

/**
 * The API's bodies and answers (issue 34), one zod schema each: the server validates with them and
 * the OpenAPI document is generated from them (server/api/v1/openapi.server.ts), so the two cannot
 * drift. Messages are French: they become the `detail` of a 400 answer.
 */

const text = (max: number) => z.string({ error: 'Texte attendu.' }).trim().max(max, { error: `${max} caractères au plus.` });
const required = (max: number) => text(max).min(1, { error: 'Champ obligatoire.' });
const nullableText = (max: number) => text(max).nullable().optional();

export const externalIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9._:-]+$/, { error: 'Identifiant externe : lettres, chiffres, « . _ : - » seulement (120 au plus).' })
  .meta({ description: 'L’identifiant de la fiche dans le CRM du réseau (unique dans le réseau).' });

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(z.object({ pointer: z.string(), detail: z.string() })).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 : une erreur, expliquée en français dans `detail`.' });

export const leadStatusSchema = z.enum(LEAD_STATUSES);

export const leadSchema = z
  .object({
    id: z.string(),
    siteId: z.string(),
    type: z.string(),
    status: leadStatusSchema,
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    assignedTo: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Lead' });

export const leadStatusUpdateSchema = z.strictObject({ status: z.enum(LEAD_STATUSES, { error: `Statut inconnu : ${LEAD_STATUSES.join(', ')}.` }) }).meta({ id: 'LeadStatusUpdate' });

const legalSchema = z.object({
  rsacNumber: required(60),
  rsacCity: required(80),
  networkName: required(120),
  cardTNumber: required(60),
  cardTIssuer: required(120),
  guaranteeInsurer: required(120),
  guaranteeAmount: z.number({ error: 'Nombre attendu.' }).int().min(0).max(1_000_000_000),
});

export const adviserInputSchema = z
  .strictObject({
    siteId: required(120).meta({ description: 'Le site réseau de l’agent (un site du réseau).' }),
    agencySiteId: nullableText(120),
    kind: z.enum(['mandataire', 'agence'], { error: 'mandataire ou agence.' }).default('mandataire'),
    firstName: required(80),
    lastName: required(80),
    title: required(120),
    phone: required(40),
    email: z.email({ error: 'Adresse e-mail invalide.' }).max(200),
    address: text(200).default(''),
    city: required(120),
    zip: z.string().regex(/^\d{5}$/, { error: 'Code postal à 5 chiffres.' }),
    description: text(5000).default(''),
    active: z.boolean({ error: 'true ou false.' }).default(true),
    legal: legalSchema,
  })
  .meta({ id: 'AdviserInput' });

export const adviserSchema = z
  .object({
    id: z.string(),
    externalId: z.string().nullable(),
    siteId: z.string(),
    agencySiteId: z.string().nullable(),
    slug: z.string(),
    kind: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    description: z.string(),
    active: z.boolean(),
    legal: z.object({
      rsacNumber: z.string(),
      rsacCity: z.string(),
      networkName: z.string(),
      cardTNumber: z.string(),
      cardTIssuer: z.string(),
      guaranteeInsurer: z.string(),
      guaranteeAmount: z.number(),
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'Adviser' });

export const postInputSchema = z
  .strictObject({
    siteId: required(120),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Adresse : minuscules, chiffres et tirets.' })
      .max(160),
    title: required(300),
    date: z.iso.date({ error: 'Date au format AAAA-MM-JJ.' }),
    image: nullableText(500),
    descriptionHtml: nullableText(100_000),
    excerpt: nullableText(1000),
    category: nullableText(120),
    author: nullableText(120),
  })
  .meta({ id: 'PostInput' });

export const postSchema = z
  .object({
    id: z.string(),
    externalId: z.string().nullable(),
    siteId: z.string(),
    slug: z.string(),
    title: z.string(),
    date: z.string(),
    image: z.string().nullable(),
    descriptionHtml: z.string().nullable(),
    excerpt: z.string().nullable(),
    category: z.string().nullable(),
    author: z.string().nullable(),
  })
  .meta({ id: 'Post' });

export const listingSchema = z
  .object({
    id: z.string(),
    externalId: z.string().nullable(),
    slug: z.string(),
    siteId: z.string(),
    adviserId: z.string(),
    state: z.enum(['draft', 'published', 'under-offer', 'sold', 'withdrawn']).meta({ description: 'L’état de l’éditeur : brouillon, publiée, sous compromis, vendue, retirée.' }),
    status: z.string(),
    publication: z.string(),
    underOffer: z.boolean(),
    type: z.string(),
    title: z.string(),
    price: z.number(),
    area: z.number().nullable(),
    rooms: z.number().nullable(),
    city: z.string(),
    zip: z.string(),
    dpeLetter: z.string().nullable(),
    publishedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Listing' });

export const siteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    family: z.string(),
    hosts: z.array(z.string()),
    crm: z.record(z.string(), z.unknown()),
    settings: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Site' });

/** A JSON merge patch (RFC 7396) of a site: the fields the back-office's site form lets a network admin change. */
export const siteUpdateSchema = z
  .strictObject({
    name: z.string().max(200).optional().meta({ description: 'Le nom du site (120 caractères au plus).' }),
    hosts: z.array(z.string().max(253)).max(50).optional().meta({ description: 'Toutes les adresses de production, la première canonique (remplace la liste ; 10 au plus).' }),
    crm: z.record(z.string(), z.unknown()).optional().meta({ description: 'Champs de la fiche CRM à changer ; null en retire un ; les absents sont gardés.' }),
    settings: z.record(z.string(), z.unknown()).optional().meta({ description: 'Réglages à changer, même règle.' }),
  })
  .meta({ id: 'SiteUpdate' });

const page = <T extends z.ZodType>(item: T, id: string) => z.object({ items: z.array(item), nextCursor: z.string().nullable() }).meta({ id });

export const leadPageSchema = page(leadSchema, 'LeadPage');
export const adviserPageSchema = page(adviserSchema, 'AdviserPage');
export const postPageSchema = page(postSchema, 'PostPage');
export const listingPageSchema = page(listingSchema, 'ListingPage');
export const sitePageSchema = page(siteSchema, 'SitePage');

export const listQuerySchema = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number({ error: 'Nombre attendu.' }).int({ error: 'Nombre entier attendu.' }).min(1, { error: 'Au moins 1.' }).max(200, { error: '200 au plus.' }).optional(),
  site: z.string().max(120).optional(),
});

export const leadListQuerySchema = listQuerySchema.extend({
  status: z.enum(LEAD_STATUSES, { error: `Statut inconnu : ${LEAD_STATUSES.join(', ')}.` }).optional(),
  since: z.iso.datetime({ error: 'Instant ISO 8601 attendu (2026-01-31T08:00:00Z).' }).optional(),
});

export type Lead = z.infer<typeof leadSchema>;
export type Adviser = z.infer<typeof adviserSchema>;
export type AdviserInput = z.infer<typeof adviserInputSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostInput = z.infer<typeof postInputSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type ApiSite = z.infer<typeof siteSchema>;
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;
