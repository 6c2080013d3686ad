import { describe, expect, it } from 'vitest';
import { parseSite } from '../sites/parse-site';
import { applySiteForm } from './site-form';
import { applySitePatch } from './site-patch';

const SEVRAN = { crm: { keyFigures: { portals: 100 }, legal: { x: 1 } }, settings: { numeroTel: '0639982277', email: 'sevran@maisonfort.example', listCities: ['Sevran'], showLouer: true, landing: { context: 'landing-sevran' } } };
const keys = (result: ReturnType<typeof applySitePatch>) => (result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([pointer, error]) => [pointer, error.key])));

describe('site record patch (the API): the back-office form’s fields and checks, from JSON', () => {
  it('a merge patch changes the fields it names only, null removes one, nested objects merge; before and after as the form gives them', () => {
    const result = applySitePatch('agence', SEVRAN, { settings: { numeroTel: '01 99 00 93 99', showLouer: false, listCities: [' Sevran ', 'Livry-Gargan'] }, crm: { keyFigures: { recommendPercent: 95 } } });
    expect(result).toEqual({
      ok: true,
      crm: { keyFigures: { portals: 100, recommendPercent: 95 }, legal: { x: 1 } },
      settings: { ...SEVRAN.settings, numeroTel: '01 99 00 93 99', showLouer: false, listCities: ['Sevran', 'Livry-Gargan'] },
      changed: {
        'settings.numeroTel': { before: '0639982277', after: '01 99 00 93 99' },
        'settings.showLouer': { before: true, after: false },
        'settings.listCities': { before: ['Sevran'], after: ['Sevran', 'Livry-Gargan'] },
        'crm.keyFigures.recommendPercent': { before: null, after: 95 },
      },
    });
    expect(applySitePatch('agence', SEVRAN, { crm: { keyFigures: { portals: null } } })).toMatchObject({ ok: true, crm: { keyFigures: {} }, changed: { 'crm.keyFigures.portals': { before: 100, after: null } } });
  });

  it('the same values as stored change nothing; an empty patch neither', () => {
    expect(applySitePatch('agence', SEVRAN, { settings: { numeroTel: '0639982277', showLouer: true } })).toMatchObject({ ok: true, changed: {} });
    expect(applySitePatch('agence', SEVRAN, {})).toEqual({ ok: true, ...SEVRAN, changed: {} });
  });

  it.each([
    ['a phone that is no number', { settings: { numeroTel: '06 12' } }, '/settings/numeroTel', 'siteForm.error.phone'],
    ['an e-mail that is none', { settings: { email: 'sevran@' } }, '/settings/email', 'siteForm.error.email'],
    ['a figure that is no number', { crm: { keyFigures: { portals: 'beaucoup' } } }, '/crm/keyFigures/portals', 'siteForm.error.number'],
    ['a percentage above 100', { crm: { keyFigures: { recommendPercent: 120 } } }, '/crm/keyFigures/recommendPercent', 'siteForm.error.max'],
    ['a flag that is a string', { settings: { showLouer: 'oui' } }, '/settings/showLouer', 'siteForm.error.invalid'],
    ['a field the form does not offer', { settings: { landing: { context: 'x' } } }, '/settings/landing/context', 'siteForm.error.notEditable'],
    ['a whole object instead of its fields', { crm: { legal: 'x' } }, '/crm/legal', 'siteForm.error.notEditable'],
  ] as const)('refuses %s on its JSON pointer', (_label, patch, pointer, key) => {
    expect(keys(applySitePatch('agence', SEVRAN, patch as never))).toEqual({ [pointer]: key });
  });

  it('gives what the form gives for the same values (diag), and the repository edge reads it back', () => {
    const patch = applySitePatch('diag', { crm: {}, settings: {} }, { crm: { PhoneNumber: '01 23 45 67 89', Email: 'a@b.fr' }, settings: { underConstruction: true } });
    const form = applySiteForm('diag', true, { crm: {}, settings: {} }, (name) => ({ 'crm.PhoneNumber': '01 23 45 67 89', 'crm.Email': 'a@b.fr', 'settings.underConstruction': 'on' })[name] ?? null);
    expect(patch.ok && form.ok && { crm: patch.crm, settings: patch.settings }).toEqual(form.ok && { crm: form.crm, settings: form.settings });
    if (!patch.ok) return;
    const site = parseSite({ id: 'x', family: 'diag', name: 'X', hosts: [], crm: patch.crm, settings: patch.settings, pages: {} });
    expect(site.family === 'diag' && [site.crm.PhoneNumber, site.crm.Email, site.settings.underConstruction]).toEqual(['01 23 45 67 89', 'a@b.fr', true]);
  });
});
