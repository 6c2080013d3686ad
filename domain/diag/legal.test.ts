import { describe, expect, it } from 'vitest';
import { parseDiagCrm } from './crm';
import { DEFAULT_HOST, DEFAULT_MEDIATOR, legalNoticeContent, rcsRegistration, sirenOf, townOf } from './legal';

describe('legal notice content (issue 17 item 1)', () => {
  it.each([
    ['91234567800012', '912 345 678'],
    ['912 345 678 00012', '912 345 678'],
    ['912345678', '912 345 678'],
    ['1234', null],
    [undefined, null],
  ])('SIREN of %s is %s', (siret, siren) => expect(sirenOf(siret)).toBe(siren));

  it.each([
    ['42 rue de la Convention, 75015 Paris', 'Paris'],
    ['8 avenue de Chambéry, 74000 Annecy', 'Annecy'],
    ['sans code postal', null],
  ])('town of %s is %s', (address, town) => expect(townOf(address)).toBe(town));

  it('writes the RCS registration from the SIRET and the registry town', () => {
    const crm = parseDiagCrm({ SIRET: '91234567800012', Address: '42 rue de la Convention, 75015 Paris' });
    expect(rcsRegistration(crm)).toBe('RCS Paris 912 345 678');
    expect(rcsRegistration(crm, 'Nanterre')).toBe('RCS Nanterre 912 345 678');
    expect(rcsRegistration(parseDiagCrm({}))).toBeNull();
  });

  it('always names a host and a consumer mediator, the site’s own when its settings give them', () => {
    const crm = parseDiagCrm({});
    expect(legalNoticeContent('X', crm, {}, String)).toMatchObject({ host: DEFAULT_HOST, mediator: DEFAULT_MEDIATOR });
    const own = { name: 'Médiateur Y', address: '1 rue Z, 75001 Paris' };
    expect(legalNoticeContent('X', crm, { legal: { mediator: own } }, String).mediator).toEqual(own);
    // A malformed setting falls back rather than leaving the section empty.
    expect(legalNoticeContent('X', crm, { legal: { host: { name: '' } } }, String).host).toEqual(DEFAULT_HOST);
  });
});
