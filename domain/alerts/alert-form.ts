import { z } from 'zod';
import { parsePlaceText } from '../geo/place-query';
import { EMAIL_PATTERN } from '../leads/lead-limits';
import { PROPERTY_TYPES } from '../listings/listing';
import { type AlertCriteria, type AlertLocality, OFFER_TYPES, OUTDOOR_OPTIONS } from './buyer-alert';

/** Buyer-alert form messages (network spec §5 'Buyer-alert form', §8). */
export const ALERT_REQUIRED_MESSAGE = 'Merci de compléter Nom, Prénom, Téléphone et Email.';
export const ALERT_CONSENT_MESSAGE = 'Merci d’accepter les conditions d’utilisation des données.';
export const ALERT_SUCCESS_MESSAGE = 'Merci ! Votre demande d’alerte a bien été prise en compte.';

const text = (max: number) => z.unknown().optional().transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''));
/** Digits only (spec §5): anything else is no bound. */
const digits = z.unknown().optional().transform((v) => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/\s/g, '') : '';
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
});
/** A list of known values: unknown entries are dropped, duplicates removed. */
function listOf<const T extends readonly string[]>(allowed: T) {
  return z.unknown().optional().transform((v) => {
    const items = Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : [];
    return [...new Set(items.filter((i): i is T[number] => typeof i === 'string' && (allowed as readonly string[]).includes(i)))];
  });
}

/** A locality as typed ('Sevran', 'Sevran (93270)', '93270'): its postcode and name when they can be read. */
export function alertLocality(label: string): AlertLocality {
  const place = parsePlaceText(label);
  if (place?.kind === 'commune') return { label, zip: place.zip, name: place.name, centre: null };
  return { label, zip: null, name: place?.kind === 'text' ? place.text : null, centre: null };
}

/** The fields a plain form post repeats (checkboxes, chips): read as lists. */
export const ALERT_LIST_FIELDS = ['offre', 'typesBiens', 'localites', 'exterieur'] as const;

export const buyerAlertFormSchema = z
  .object({
    offre: listOf(OFFER_TYPES),
    typesBiens: listOf(PROPERTY_TYPES),
    // Chips from the script, or one text field without JavaScript: several places split on ',', ';' or lines.
    localites: z.unknown().optional().transform((v) => [...new Set((Array.isArray(v) ? v : [v]).filter((s): s is string => typeof s === 'string').flatMap((s) => s.split(/[,;\n]/)).map((s) => s.trim()).filter(Boolean))].slice(0, 20)),
    proximiteVille: z.unknown().optional().transform((v) => (v === '5' || v === '10' || v === '15' || v === 5 || v === 10 || v === 15 ? (Number(v) as 5 | 10 | 15) : 0)),
    prixMin: digits,
    prixMax: digits,
    chambresMin: digits,
    chambresMax: digits,
    surfMin: digits,
    surfMax: digits,
    // Stored upper-cased (spec §3).
    exterieur: z.unknown().optional().transform((v) => [...new Set((Array.isArray(v) ? v : []).filter((s): s is string => typeof s === 'string').map((s) => s.toUpperCase()))].filter((s): s is (typeof OUTDOOR_OPTIONS)[number] => (OUTDOOR_OPTIONS as readonly string[]).includes(s))),
    lastname: text(100),
    firstname: text(100),
    tel: text(40).transform((v) => v.replace(/[^\d+ ]/g, '').trim()),
    email: text(200),
    message: text(3000),
    rgpd: z.unknown().optional().transform((v) => v === true || v === 'on' || v === 'true'),
  })
  .superRefine((f, ctx) => {
    if (!f.lastname || !f.firstname || !f.tel || !f.email) ctx.addIssue({ code: 'custom', path: [], message: ALERT_REQUIRED_MESSAGE });
    else if (!EMAIL_PATTERN.test(f.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email invalide' });
    else if (!f.rgpd) ctx.addIssue({ code: 'custom', path: ['rgpd'], message: ALERT_CONSENT_MESSAGE });
  });
export type BuyerAlertForm = z.output<typeof buyerAlertFormSchema>;

/** The matching criteria of a valid form (domain/alerts/buyer-alert.ts). */
export function alertCriteriaOf(form: BuyerAlertForm): AlertCriteria {
  return {
    offre: form.offre,
    typesBiens: form.typesBiens,
    localites: form.localites.map(alertLocality),
    proximiteKm: form.proximiteVille,
    prixMin: form.prixMin,
    prixMax: form.prixMax,
    chambresMin: form.chambresMin,
    chambresMax: form.chambresMax,
    surfMin: form.surfMin,
    surfMax: form.surfMax,
    exterieur: form.exterieur,
  };
}
