import { describe, expect, it } from 'vitest';
import { parseSite } from '../sites/parse-site';
import { FAMILIES } from '../sites/site';
import { applySiteForm, fieldKind, fieldViews } from './site-form';
import { editableFields, fieldName, SITE_FIELDS } from './site-fields';
import { hostsSchema, siteIdSchema } from './site-identity';

const SEVRAN = { crm: { keyFigures: { portals: 100 }, legal: { x: 1 } }, settings: { numeroTel: '0639982277', email: 'sevran@maisonfort.example', listCities: ['Sevran'], showLouer: true, landing: { context: 'landing-sevran' } } };
const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;
/** What the page shows now, as the form would post it back unchanged. */
const unchanged = (asAdmin: boolean) => Object.fromEntries(fieldViews('agence', asAdmin, SEVRAN).flatMap((f) => (f.value === false ? [] : [[f.name, f.value === true ? 'on' : String(f.value)]])));

describe('site record form: generated from the family schemas, checked by them', () => {
  it.each(FAMILIES)('every listed %s field is found in its family’s record schema', (family) => {
    for (const field of SITE_FIELDS[family]) expect(() => fieldKind(family, field)).not.toThrow();
  });

  it('reads each input kind from the schema: text, number, flag, list', () => {
    const kinds = Object.fromEntries(SITE_FIELDS.agence.map((f) => [fieldName(f), fieldKind('agence', f)]));
    expect(kinds).toMatchObject({ 'settings.numeroTel': 'text', 'crm.keyFigures.portals': 'number', 'settings.showLouer': 'checkbox', 'settings.listCities': 'lines' });
  });

  it('a site owner edits contact fields only: never the brand, the flags, the figures', () => {
    expect(editableFields('agence', false).map(fieldName)).toEqual(['settings.numeroTel', 'settings.email', 'settings.address', 'settings.listCities']);
    expect(editableFields('diag', false).map(fieldName)).not.toContain('crm.SIRET');
  });

  it('a changed phone replaces that field only; the fields the form does not show are kept; before and after are given', () => {
    const result = applySiteForm('agence', false, SEVRAN, form({ ...unchanged(false), 'settings.numeroTel': '01 99 00 93 99' }));
    expect(result).toEqual({
      ok: true,
      crm: SEVRAN.crm,
      settings: { ...SEVRAN.settings, numeroTel: '01 99 00 93 99' },
      changed: { 'settings.numeroTel': { before: '0639982277', after: '01 99 00 93 99' } },
    });
  });

  it('posting what is shown changes nothing', () => {
    expect(applySiteForm('agence', true, SEVRAN, form(unchanged(true)))).toMatchObject({ ok: true, changed: {} });
  });

  it('an owner posting an admin field (a tampered form) changes nothing of it', () => {
    const result = applySiteForm('agence', false, SEVRAN, form({ ...unchanged(false), 'settings.brand': 'Autre', 'crm.keyFigures.portals': '1' }));
    expect(result).toMatchObject({ ok: true, changed: {} });
    if (result.ok) expect(result.settings).toEqual(SEVRAN.settings);
  });

  it.each([
    ['a phone that is no number', 'settings.numeroTel', '06 12', 'siteForm.error.phone'],
    ['an e-mail that is none', 'settings.email', 'sevran@', 'siteForm.error.email'],
    ['a figure that is no number', 'crm.keyFigures.portals', 'beaucoup', 'siteForm.error.number'],
    ['a percentage above 100 (the schema’s own bound)', 'crm.keyFigures.recommendPercent', '120', 'siteForm.error.max'],
    ['a count below 0', 'crm.keyFigures.salesIn36Months', '-3', 'siteForm.error.min'],
  ])('refuses %s on its field', (_label, name, value, key) => {
    const result = applySiteForm('agence', true, SEVRAN, form({ ...unchanged(true), [name]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.fromEntries(Object.entries(result.errors).map(([n, e]) => [n, e.key]))).toEqual({ [name]: key });
  });

  it('what the form stores is what the repository edge then reads (the same schema)', () => {
    const result = applySiteForm('diag', true, { crm: {}, settings: {} }, form({ 'crm.PhoneNumber': '01 23 45 67 89', 'crm.Email': 'a@b.fr', 'settings.underConstruction': 'on' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const site = parseSite({ id: 'x', family: 'diag', name: 'X', hosts: [], crm: result.crm, settings: result.settings, pages: {} });
    expect(site.family === 'diag' && [site.crm.PhoneNumber, site.crm.Email, site.settings.underConstruction]).toEqual(['01 23 45 67 89', 'a@b.fr', true]);
  });
});

describe('site identity', () => {
  it.each([
    ['sevran', true],
    ['agence-lyon-2', true],
    ['Sevran', true],
    ['-sevran', false],
    ['sev ran', false],
    ['', false],
  ])('id %j accepted: %s', (id, ok) => expect(siteIdSchema.safeParse(id).success).toBe(ok));

  it.each([
    ['sevran.maisonfort-immobilier.fr\nwww.sevran.fr', true],
    ['', true],
    ['https://sevran.fr/', false],
    ['sevran.localhost', false],
    ['localhost', false],
    ['a.fr\na.fr', false],
  ])('hosts %j accepted: %s', (hosts, ok) => expect(hostsSchema.safeParse(hosts).success).toBe(ok));
});
