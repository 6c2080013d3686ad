import { describe, expect, it } from 'vitest';
import { enabledServices, DIAGNOSTICS, PRESTATIONS, isServiceEnabled } from './catalogue';
import { logoKey, parseDiagCrm, splitCrmList, testimonials } from './crm';

describe('catalogue', () => {
  it('has the 11 diagnostic slugs and the 20 prestation slugs of the spec', () => {
    expect(DIAGNOSTICS).toHaveLength(11);
    expect(PRESTATIONS).toHaveLength(20);
  });
  it('marks the first nine diagnostics mandatory and the two packs not', () => {
    expect(DIAGNOSTICS.map((d) => d.mandatory)).toEqual([true, true, true, true, true, true, true, true, true, false, false]);
  });
  it.each([
    [{ ActivPrestaDPE: true }, 'diagnostic-dpe', true],
    [{ ActivPrestaDPE: false }, 'diagnostic-dpe', false],
    [{}, 'diagnostic-dpe', false],
  ])('CRM %j enables %s: %s', (crm, slug, expected) => {
    const entry = DIAGNOSTICS.find((d) => d.slug === slug)!;
    expect(isServiceEnabled(entry, crm)).toBe(expected);
  });
  it('always shows a service with no flag (rt2012)', () => {
    expect(enabledServices(PRESTATIONS, {}).map((p) => p.slug)).toEqual(['rt2012']);
  });
});

describe('CRM record', () => {
  it('splits lists on comma, semicolon or pipe', () => {
    expect(splitCrmList('A, B;C | D;;')).toEqual(['A', 'B', 'C', 'D']);
    expect(splitCrmList(undefined)).toEqual([]);
  });
  it('normalises logo keys to lowercase letters and digits', () => {
    expect(logoKey('Bureau Véritas Certification')).toBe('bureauveritascertification');
    expect(logoKey('I.Cert')).toBe('icert');
  });
  it('keeps only testimonials with a name and a text', () => {
    const crm = parseDiagCrm({ ActivAvis1Nom: 'Léa', ActivAvis1Commentaire: 'Parfait', ActivAvis2Nom: 'Paul', ActivAvis3Commentaire: 'Seul' });
    expect(testimonials(crm)).toEqual([{ name: 'Léa', text: 'Parfait' }]);
  });
  it('tolerates fields of the wrong type', () => {
    const crm = parseDiagCrm({ ActivAvisNoteMoyenne: 'abc', ActivShowHomeNotifBanner: 'yes', ActivNearbyLinks: 'x' });
    expect(crm.ActivAvisNoteMoyenne).toBeUndefined();
    expect(crm.ActivShowHomeNotifBanner).toBeUndefined();
    expect(crm.ActivNearbyLinks).toBeUndefined();
  });
  it('coerces numeric strings for ratings', () => {
    expect(parseDiagCrm({ ActivAvisNoteMoyenne: '4.7' }).ActivAvisNoteMoyenne).toBe(4.7);
  });
});
