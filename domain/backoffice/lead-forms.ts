/**
 * The inbox's form filter: the forms a visitor fills, each the lead types its endpoints store
 * (leads.type). Adviser contact covers the adviser page's three tabs and the property page's form.
 */
export const INBOX_FORMS = {
  contact: ['contact'],
  devis: ['devis'],
  freebie: ['freebies'],
  evaluation: ['estimation'],
  'alerte-acheteur': ['alerte-acheteur'],
  'contact-conseiller': ['conseiller-message', 'conseiller-devis', 'conseiller-rdv', 'bien-contact'],
  'contact-agence': ['agence-contact'],
  landing: ['agence-lead'],
  'reunion-information': ['reunion-information'],
} as const satisfies Record<string, readonly string[]>;

export type InboxForm = keyof typeof INBOX_FORMS;

export function isInboxForm(value: unknown): value is InboxForm {
  return typeof value === 'string' && Object.hasOwn(INBOX_FORMS, value);
}

/** The form a stored lead type belongs to (an unknown type stays itself). */
export function formOfLeadType(type: string): InboxForm | null {
  for (const [form, types] of Object.entries(INBOX_FORMS)) if ((types as readonly string[]).includes(type)) return form as InboxForm;
  return null;
}
