import { describe, expect, it } from 'vitest';
import { leadNotification, type LeadForNotification } from './notification';

// The e-mail a business receives for each kind of lead, with payloads shaped as the endpoints store
// them (issue 38 item 13): French labels, never a raw key; Paris times in French, never UTC ISO.
const base: Omit<LeadForNotification, 'type' | 'payload'> = { id: 'L-1', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', phone: '06 12 34 56 78', message: null, created_at: '2026-11-24T17:05:00.000Z' };
const SEVRAN = { name: 'Agence de Sevran', family: 'agence' };
const NETWORK = { name: 'Maisonfort', family: 'immo' };
const RECRUITMENT = { name: 'Maisonfort Recrutement', family: 'recrutement' };

const CASES: Array<{ name: string; type: string; site: { name: string; family: string }; payload: unknown; title: string; lines: string[] }> = [
  {
    name: 'agency paid landing',
    type: 'agence-lead',
    site: SEVRAN,
    payload: { kind: 'estimation', context: 'landing-sevran', address: '3 rue de la Gare 93270 Sevran', utm: { utm_source: 'google', utm_campaign: 'estimation-93' }, pageUrl: 'https://sevran.example/estimation-gratuite' },
    title: 'Demande d’estimation (page d’estimation gratuite)',
    lines: ['Type de demande : Estimation', 'Formulaire d’origine : landing-sevran', 'Adresse du bien : 3 rue de la Gare 93270 Sevran', 'Campagne : source : google', 'Campagne : nom : estimation-93', 'Page d’envoi : https://sevran.example/estimation-gratuite'],
  },
  {
    name: 'agency valuation funnel',
    type: 'estimation',
    site: SEVRAN,
    payload: {
      property: { address: '3 rue de la Gare, Sevran', type: 'Maison', condition: 'entretenu', objective: 'vendre', timing: '1-3m', surface: '95', rooms: '4', baths: '', year: '', parking: '', garage: '', landSurface: '300', citycode: '93071', cp: '93270', conseiller: '' },
      civility: 'madame',
      commune: { insee: '93071', name: 'Sevran' },
      estimate: { kind: 'range', low: 250000, high: 290000, eurPerM2: 2900, sales: 120, level: 'commune', insee: '93071', department: '93', period: '2024' },
      adviser: { id: 'a1', slug: 'lea-garnier', name: 'Léa Garnier' },
    },
    title: 'Demande d’estimation (site de l’agence)',
    lines: ['Adresse du bien : 3 rue de la Gare, Sevran', 'Type de bien : Maison', 'État du bien : Bien entretenu', 'Objectif : Vendre', 'Échéance : Dans 1 à 3 mois', 'Surface habitable : 95\u00a0m²', 'Pièces : 4', 'Surface du terrain : 300\u00a0m²', 'Civilité : Madame', 'Commune : Sevran', 'Estimation affichée : entre 250\u00a0000\u00a0€ et 290\u00a0000\u00a0€', 'Conseiller : Léa Garnier'],
  },
  {
    name: 'network valuation funnel',
    type: 'estimation',
    site: NETWORK,
    payload: { property: { address: 'Lyon', type: 'Appartement', condition: 'renover', objective: 'acheter', timing: '6m+', surface: '40', rooms: '', baths: '', year: '', parking: '', garage: '', landSurface: '', citycode: '', cp: '', conseiller: '' }, civility: 'monsieur', commune: null, estimate: { kind: 'none', reason: 'unknown-place' }, adviser: null },
    title: 'Demande d’estimation (site du réseau)',
    lines: ['Adresse du bien : Lyon', 'Type de bien : Appartement', 'État du bien : À rénover', 'Objectif : Acheter', 'Échéance : Dans 6 mois et plus', 'Surface habitable : 40\u00a0m²', 'Civilité : Monsieur', 'Estimation affichée : aucune fourchette (données de prix insuffisantes pour ce lieu)'],
  },
  {
    name: 'information meeting sign-up',
    type: 'reunion-information',
    site: RECRUITMENT,
    payload: { when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: true, meetingAt: '2026-12-01T08:00:00.000Z' },
    title: 'Inscription à une réunion d’information',
    lines: ['Profil : Mandataire immobilier', 'Conditions acceptées : Oui', 'Réunion d’information : mardi 1 décembre 2026 à 9h00'],
  },
  {
    name: 'agency contact message',
    type: 'agence-contact',
    site: SEVRAN,
    payload: { kind: 'message', company: 'SCI du Canal' },
    title: 'Message de contact',
    lines: ['Type de demande : Message', 'Société : SCI du Canal'],
  },
  {
    name: 'adviser appointment',
    type: 'conseiller-rdv',
    site: NETWORK,
    payload: { advisorId: '12', kind: 'rdv', preferedDate: '2026-12-03', timeWindow: 'Matin', conseiller: { id: '12', nom: 'Léa Garnier', email: 'lea.garnier@maisonfort.example' } },
    title: 'Demande de rendez-vous avec un conseiller',
    lines: ['Type de demande : Demande de rendez-vous', 'Date souhaitée : 2026-12-03', 'Moment de la journée : Matin', 'Conseiller : Léa Garnier', 'E-mail du conseiller : lea.garnier@maisonfort.example'],
  },
  {
    name: 'property contact',
    type: 'bien-contact',
    site: NETWORK,
    payload: { bien: { id: 'b1', slug: 'maison-sevran-1', titre: 'Maison 4 pièces', prix: 289000, ville: 'Sevran (93270)' }, conseiller: { id: 'a1', nom: 'Léa Garnier' }, consentement: true },
    title: 'Demande sur un bien',
    lines: ['Bien : Maison 4 pièces', 'Prix du bien : 289\u00a0000\u00a0€', 'Ville du bien : Sevran (93270)', 'Conseiller : Léa Garnier', 'Consentement au traitement des données : Oui'],
  },
];

const linesOf = (text: string) => text.split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
// A raw key: a single identifier-like word, or a dotted path (kind, utm.utm_source, meetingAt).
const RAW_KEY = /^([a-z]+[A-Za-z_]*|[A-Za-z_]+(\.[A-Za-z_]+)+) :/;

describe('lead e-mails to the business', () => {
  it.each(CASES)('$name: titled by its origin, every field under a French label', ({ type, site, payload, title, lines }) => {
    const n = leadNotification({ ...base, type, payload }, site);
    expect(n.subject).toBe(`[${site.name}] ${title} — Léa Martin`);
    expect(linesOf(n.text)).toEqual(lines);
    for (const line of linesOf(n.text)) expect(line).not.toMatch(RAW_KEY);
    expect(n.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(n.text).not.toMatch(/\b(true|false)\b/);
  });

  it('says when it was received, in Paris time and French (17:05 UTC in November is 18h05)', () => {
    const n = leadNotification({ ...base, type: 'agence-contact', payload: { kind: 'message' } }, SEVRAN);
    expect(n.text.split('\n')[0]).toBe('Nouveau contact reçu sur Agence de Sevran le mardi 24 novembre 2026 à 18h05 (heure de Paris) : Message de contact.');
  });

  it.each([
    ['2026-07-01T07:30:00.000Z', 'mercredi 1 juillet 2026 à 9h30'],
    ['2026-12-01T08:00:00.000Z', 'mardi 1 décembre 2026 à 9h00'],
  ])('a stored instant %s reads %s (summer and winter time)', (iso, text) => {
    const n = leadNotification({ ...base, type: 'reunion-information', payload: { meetingAt: iso } }, RECRUITMENT);
    expect(linesOf(n.text)).toEqual([`Réunion d’information : ${text}`]);
  });

  it('an agency never reads “réseau” in the title of its own valuation request', () => {
    const n = leadNotification({ ...base, type: 'estimation', payload: null }, SEVRAN);
    expect(n.subject).not.toContain('réseau');
  });

  it('a field no rule knows keeps its key rather than being dropped', () => {
    const n = leadNotification({ ...base, type: 'contact', payload: { nouveauChamp: 'valeur' } }, SEVRAN);
    expect(linesOf(n.text)).toEqual(['nouveauChamp : valeur']);
  });
});
