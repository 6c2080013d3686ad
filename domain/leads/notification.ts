import { phoneForDisplay } from '../format/phone-number';
import { singleLine } from '../input/bounded-input';

/** The text of the e-mail that tells a local business it has a new lead. */
export interface LeadForNotification {
  id: string;
  type: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  payload: unknown;
  created_at: string;
}

const TYPE_LABELS: Record<string, string> = {
  devis: 'Demande de devis',
  freebies: 'Téléchargement du tableau des diagnostics',
  contact: 'Message de contact',
  'conseiller-message': 'Message pour un conseiller',
  'conseiller-devis': 'Demande de devis pour un conseiller',
  'conseiller-rdv': 'Demande de rendez-vous avec un conseiller',
  'agence-contact': 'Message de contact',
  'agence-lead': 'Demande d’estimation',
  'bien-contact': 'Demande sur un bien',
  'reunion-information': 'Inscription à une réunion d’information',
  estimation: 'Demande d’estimation (réseau)',
};

export function leadTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? `Demande (${type})`;
}

// Deeper than this, a payload's rest is summarised: the walk never recurses without bound.
const MAX_FLATTEN_DEPTH = 8;

function compactJson(value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    // Too deep for the serialiser (a payload stored before payloads were bounded).
    return '(données imbriquées omises)';
  }
}

function flatten(value: unknown, prefix = '', depth = 0): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'object' && depth >= MAX_FLATTEN_DEPTH) return [`${singleLine(prefix)}: (données imbriquées omises)`];
  if (Array.isArray(value)) return [`${singleLine(prefix)}: ${value.map((v) => (typeof v === 'object' && v !== null ? compactJson(v) : singleLine(String(v)))).join(', ')}`];
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k, depth + 1));
  }
  return [`${singleLine(prefix)}: ${singleLine(String(value))}`];
}

/**
 * Single-line fields (name, e-mail, phone, payload values) lose their line breaks, so a visitor can
 * never add lines such as 'Bcc: …' to the body; only the message keeps its paragraphs.
 */
export function leadNotification(lead: LeadForNotification, siteName: string): { subject: string; text: string } {
  const who = singleLine([lead.firstname, lead.lastname].filter(Boolean).join(' ')) || 'Un visiteur';
  const lines = [
    `${leadTypeLabel(lead.type)} reçue sur ${singleLine(siteName)}.`,
    '',
    `Nom : ${who}`,
    lead.email ? `Email : ${singleLine(lead.email)}` : null,
    // Stored in E.164 where the form normalises it: read the French way (decision 0072).
    lead.phone ? `Téléphone : ${singleLine(phoneForDisplay(lead.phone))}` : null,
    lead.message ? `Message :\n${lead.message}` : null,
    '',
    ...flatten(lead.payload).map((l) => `- ${l}`),
    '',
    `Référence : ${lead.id} (${lead.created_at})`,
  ].filter((l): l is string => l !== null);
  return { subject: `[${siteName}] ${leadTypeLabel(lead.type)} — ${who}`, text: lines.join('\n') };
}
