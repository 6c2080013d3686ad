import { describe, expect, it } from 'vitest';
import type { Adviser } from '../../../../domain/advisers/adviser';
import { mediaVariant } from './adviser-view';
import { contactKindOf } from './contact/contact-kinds';
import { knownContactError } from './contact/known-errors';
import { adviserJsonLd } from './profile/json-ld';

const adviser: Adviser = {
  id: 'cons-001',
  slug: 'lea-garnier',
  firstName: 'Léa',
  lastName: 'Garnier',
  title: 'Conseillère immobilière indépendante',
  kind: 'agence',
  avatarUrl: '/img/w=320,h=320/avatars/conseiller-1.svg',
  coverUrl: null,
  phone: '01 99 00 93 27',
  email: 'lea.garnier@maisonfort.example',
  address: '12 avenue du Général Leclerc, 93270 Sevran',
  city: 'Sevran',
  zip: '93270',
  insee: '93071',
  country: 'France',
  coords: { lat: 48.94, lng: 2.52 },
  zones: [{ insee: '93071', name: 'Sevran' }],
  languages: ['Français'],
  yearsExperience: 11,
  salesCount: 100,
  description: '',
  networks: [{ type: 'linkedin', href: 'https://www.linkedin.com/in/lea-example' }],
  active: true,
  networkSiteId: 'reseau',
  agencySiteId: 'sevran',
  legal: { status: 'x', rsacNumber: '869 174 322', rsacCity: 'Bobigny', networkName: 'Réseau', cardTNumber: 'CPI 1', cardTIssuer: 'CCI', guaranteeInsurer: 'G', guaranteeAmount: 1 },
};

describe('adviser JSON-LD (issue 12 item 4)', () => {
  it('is a RealEstateAgent and Person with an absolute image, and aggregateRating only when reviews exist', () => {
    const withReviews = adviserJsonLd(adviser, 'Léa Garnier', { value: 4.8, count: 5, source: 'Google' }, 'https://x.example/conseiller/lea-garnier', 'https://x.example');
    expect(withReviews['@type']).toEqual(['RealEstateAgent', 'Person']);
    expect(withReviews.image).toBe('https://x.example/img/w=320,h=320/avatars/conseiller-1.svg');
    expect(withReviews.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 5, bestRating: 5, worstRating: 0 });
    const without = adviserJsonLd(adviser, 'Léa Garnier', null, 'https://x.example/conseiller/lea-garnier', 'https://x.example');
    expect(without).not.toHaveProperty('aggregateRating');
  });
});

describe('contact page state from its URL', () => {
  it.each([
    ['devis', 'devis'],
    ['rdv', 'rdv'],
    ['message', 'message'],
    [null, 'message'],
    ['autre', 'message'],
  ])('onglet=%s → %s', (value, kind) => {
    expect(contactKindOf(value)).toBe(kind);
  });

  it('shows the endpoint messages as written, anything else as the generic error', () => {
    expect(knownContactError('Merci de compléter prénom, nom, email et téléphone.', 'Une erreur est survenue.')).toBe('Merci de compléter prénom, nom, email et téléphone.');
    expect(knownContactError('Conseiller inconnu : impossible d’envoyer votre demande.', 'Une erreur est survenue.')).toBe('Conseiller inconnu : impossible d’envoyer votre demande.');
    expect(knownContactError('Appelez vite le 08 99 …', 'Une erreur est survenue.')).toBe('Une erreur est survenue.');
  });
});

describe('mediaVariant', () => {
  it.each([
    ['/img/w=320,h=320/avatars/conseiller-1.svg', '/img/w=120,h=120,fit=cover,f=auto,q=75/avatars/conseiller-1.svg'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    [null, null],
  ])('%s', (url, expected) => {
    expect(mediaVariant(url, 120, 120)).toBe(expected);
  });
});
