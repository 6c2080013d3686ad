import { describe, expect, it } from 'vitest';
import { parseDiagCrm } from './crm';
import { localBusinessJsonLd } from './json-ld';

describe('localBusinessJsonLd', () => {
  it('carries the rating when the site has reviews', () => {
    const ld = localBusinessJsonLd({ name: 'Diag', crm: parseDiagCrm({ ActivAvisNoteMoyenne: 4.86, ActivAvisNombreAvis: 57, PhoneNumber: '0199001742' }) }, 'https://x.fr/');
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 57, bestRating: 5 });
    expect(ld.telephone).toBe('0199001742');
  });
  it.each([[{}], [{ ActivAvisNoteMoyenne: 4.5 }], [{ ActivAvisNombreAvis: 3 }]])('has no rating without both average and count (%o)', (crm) => {
    expect(localBusinessJsonLd({ name: 'Diag', crm: parseDiagCrm(crm) }, 'https://x.fr/').aggregateRating).toBeUndefined();
  });
});
