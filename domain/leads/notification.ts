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
};

export function leadTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? `Demande (${type})`;
}

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return [`${prefix}: ${value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}`];
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [`${prefix}: ${String(value)}`];
}

export function leadNotification(lead: LeadForNotification, siteName: string): { subject: string; text: string } {
  const who = [lead.firstname, lead.lastname].filter(Boolean).join(' ') || 'Un visiteur';
  const lines = [
    `${leadTypeLabel(lead.type)} reçue sur ${siteName}.`,
    '',
    `Nom : ${who}`,
    lead.email ? `Email : ${lead.email}` : null,
    lead.phone ? `Téléphone : ${lead.phone}` : null,
    lead.message ? `Message :\n${lead.message}` : null,
    '',
    ...flatten(lead.payload).map((l) => `- ${l}`),
    '',
    `Référence : ${lead.id} (${lead.created_at})`,
  ].filter((l): l is string => l !== null);
  return { subject: `[${siteName}] ${leadTypeLabel(lead.type)} — ${who}`, text: lines.join('\n') };
}
