import { PROPERTY_CONTACT_FORM_ID } from '../leads/lead-form-fields';
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG } from '../leads/lead-limits';

/**
 * The property page's contact form (network spec §5 'Property contact form'): name, e-mail and
 * consent required, phone optional, message prefilled with the listing's title.
 */
export const PROPERTY_CONTACT_REQUIRED = 'Merci de compléter votre nom et votre email.';
export const PROPERTY_CONTACT_CONSENT = 'Merci d’accepter les conditions d’utilisation des données.';

export function propertyContactMessage(title: string): string {
  return `Bonjour, je suis intéressé(e) par : ${title}`;
}

const text = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''));

export const propertyContactSchema = z
  .object({
    slug: z.string().trim().min(1, 'Bien introuvable.').max(200),
    name: text(200),
    email: text(200),
    phone: text(40).transform((v) => v.replace(/[^\d+ ]/g, '').trim()),
    // Refused past the limit, never cut (issue 38 item 14): the form counts the characters.
    message: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() : ''))
      .refine((v) => v.length <= MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
    consent: z.union([z.boolean(), z.string(), z.null()]).optional().transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
  })
  .superRefine((c, ctx) => {
    if (!c.name || !c.email) ctx.addIssue({ code: 'custom', path: [], message: PROPERTY_CONTACT_REQUIRED });
    else if (!EMAIL_PATTERN.test(c.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email invalide' });
    if (!c.consent) ctx.addIssue({ code: 'custom', path: ['consent'], message: PROPERTY_CONTACT_CONSENT });
  });
export type PropertyContactInput = z.infer<typeof propertyContactSchema>;
/** The fields a refused post without JavaScript gives back, and the name of that kept input (decision 0070). */
export const PROPERTY_CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;
export const PROPERTY_CONTACT_FORM = 'bien';
/** The property contact form as a page form (its id in the posted `_formulaire`, its schema): declared by the listings capability. */
export const PROPERTY_CONTACT_LEAD_FORM = { id: PROPERTY_CONTACT_FORM_ID, schema: propertyContactSchema } as const;
