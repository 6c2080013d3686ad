import { formatParisDateTime } from '../format/paris-time';
import { phoneForDisplay } from '../format/phone-number';
import { singleLine } from '../input/bounded-input';
import { payloadLines } from './notification-fields';

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

/** The site the lead came in on: its name, and its family, which tells which funnel it is. */
export interface NotifiedSite {
  name: string;
  family: string;
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
  'alerte-acheteur': 'Création d’une alerte acheteur',
  estimation: 'Demande d’estimation',
};

/** Where an estimation request came from, in the words of the business reading it. */
const ESTIMATION_ORIGIN: Record<string, string> = { immo: 'site du réseau', agence: 'site de l’agence' };

function contextOf(payload: unknown): string {
  const context = payload && typeof payload === 'object' ? (payload as { context?: unknown }).context : undefined;
  return typeof context === 'string' ? context : '';
}

/**
 * The lead's title: its type, and for an estimation where it came from (the network's funnel, an
 * agency's funnel, an agency's paid landing), so an agency never reads 'réseau' on its own request.
 */
export function leadTypeLabel(type: string, site?: NotifiedSite, payload?: unknown): string {
  const label = TYPE_LABELS[type] ?? `Demande (${type})`;
  if (type === 'estimation' && site && ESTIMATION_ORIGIN[site.family]) return `${label} (${ESTIMATION_ORIGIN[site.family]})`;
  if (type === 'agence-lead' && contextOf(payload).startsWith('landing')) return `${label} (page d’estimation gratuite)`;
  return label;
}

/**
 * Single-line fields (name, e-mail, phone, payload values) lose their line breaks, so a visitor can
 * never add lines such as 'Bcc: …' to the body; only the message keeps its paragraphs. Times are
 * Paris times in French, the payload's fields French labels (notification-fields.ts).
 */
export function leadNotification(lead: LeadForNotification, site: NotifiedSite): { subject: string; text: string } {
  const siteName = singleLine(site.name);
  const who = singleLine([lead.firstname, lead.lastname].filter(Boolean).join(' ')) || 'Un visiteur';
  const title = leadTypeLabel(lead.type, site, lead.payload);
  const receivedAt = formatParisDateTime(lead.created_at);
  const details = payloadLines(lead.payload);
  const lines = [
    `Nouveau contact reçu sur ${siteName}${receivedAt ? ` le ${receivedAt} (heure de Paris)` : ''} : ${title}.`,
    '',
    `Nom : ${who}`,
    lead.email ? `E-mail : ${singleLine(lead.email)}` : null,
    // Stored in E.164 where the form normalises it: read the French way (decision 0072).
    lead.phone ? `Téléphone : ${singleLine(phoneForDisplay(lead.phone))}` : null,
    lead.message ? `Message :\n${lead.message}` : null,
    ...(details.length ? ['', 'Détails de la demande :', ...details.map((d) => `- ${d.label} : ${d.value}`)] : []),
    '',
    `Référence de la demande : ${lead.id}`,
  ].filter((l): l is string => l !== null);
  return { subject: `[${siteName}] ${title} — ${who}`, text: lines.join('\n') };
}
