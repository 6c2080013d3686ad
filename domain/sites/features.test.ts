import { describe, expect, it } from 'vitest';
import { parseSite } from './parse-site';
import type { Family, RawSite } from './site';

const raw = (family: Family, settings: unknown = {}): RawSite => ({ id: 's', family, name: 'S', hosts: [], crm: {}, settings, pages: {} });

/** Decision 0153: what the capabilities read of a site is computed by its family's parser. */
describe('a site’s features, computed when its family parses its record', () => {
  it.each([
    ['immo', {}, { rentals: true, buyerAlerts: true, adviserProfiles: true }, 'network'],
    ['agence', { showLouer: true }, { rentals: true, buyerAlerts: false, adviserProfiles: false }, 'agency'],
    ['agence', { showLouer: false }, { rentals: false, buyerAlerts: false, adviserProfiles: false }, 'agency'],
    ['agence', {}, { rentals: false, buyerAlerts: false, adviserProfiles: false }, 'agency'],
    ['diag', {}, { rentals: false, buyerAlerts: false, adviserProfiles: false }, 'none'],
    ['recrutement', {}, { rentals: false, buyerAlerts: false, adviserProfiles: false }, 'none'],
  ] as const)('%s with settings %j', (family, settings, features, listingScope) => {
    const site = parseSite(raw(family, settings));
    expect(site.features).toEqual(features);
    expect(site.listingScope).toBe(listingScope);
  });
});
