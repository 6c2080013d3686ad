import { describe, expect, it } from 'vitest';
import { anonymisedPayload, scrubbedAuditChanges } from './anonymise';

describe('anonymised payload', () => {
  it.each([
    ['choices, numbers and yes/no stay', { kind: 'estimation', property: { type: 'appartement', surface: 64, rooms: 3 }, consent: true }, { kind: 'estimation', property: { type: 'appartement', surface: 64, rooms: 3 }, consent: true }],
    ['an address, a company and a name go, at any depth', { address: '3 rue de Paris, 93270 Sevran', company: 'acme', contact: { nom: 'dupont', prenom: 'jean' }, kind: 'vente' }, { contact: {}, kind: 'vente' }],
    ['e-mail, phone, message and free text go whatever their key', { mail: 'a@b.fr', tel: '0612345678', commentaire: 'Appelez-moi', note: 'Maison avec jardin', when: '2026-12-01T09:00:00.000Z' }, {}],
    ['postcodes and numbers typed as text go (5 digits in a row)', { zip: '93270', ref: 'x12345', code: 'b2' }, { code: 'b2' }],
    ['campaign sources stay, click ids go', { utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Vendre Sevran', gclid: 'abc' }, fbclid: 'z' }, { utm: { utm_source: 'google', utm_medium: 'cpc' } }],
    ['lists keep their choices only', { diagnostics: ['dpe', 'amiante', 'Rue du Four'], accept: ['oui'] }, { diagnostics: ['dpe', 'amiante'], accept: ['oui'] }],
    ['IP address, user agent, page URL, idempotency key go', { ip: '203.0.113.9', userAgent: 'mozilla', pageUrl: 'https://x', idempotencyKey: 'k1', user_agent: 'x' }, {}],
    ['keys are matched without case, accents or separators', { Adresse: 'x', téléphone: 'y', 'E-mail': 'z', first_name: 'jean', Type_Bien: 'maison' }, { Type_Bien: 'maison' }],
  ])('%s', (_title, payload, kept) => {
    expect(JSON.parse(anonymisedPayload(JSON.stringify(payload)))).toEqual(kept);
  });

  it('an unreadable or non-object payload becomes an empty object', () => {
    expect(anonymisedPayload('not json')).toBe('{}');
    expect(anonymisedPayload('null')).toBe('{}');
    expect(anonymisedPayload('["a"]')).toBe('{}');
  });
});

describe('scrubbed audit changes of an erased lead', () => {
  it('keeps the workflow’s values and blanks every other value', () => {
    expect(
      scrubbedAuditChanges({
        status: { before: 'nouveau', after: 'en_cours' },
        assigned_member_id: { before: null, after: 'm1' },
        note: { before: null, after: 'Rappeler Julie au 06…' },
        email: { before: 'a@b.fr', after: null },
      }),
    ).toEqual({
      status: { before: 'nouveau', after: 'en_cours' },
      assigned_member_id: { before: null, after: 'm1' },
      note: { before: null, after: '[effacé]' },
      email: { before: '[effacé]', after: null },
    });
  });
});
