import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30 asked to drop `codes-postaux` if `@etalab/decoupage-administratif` covers it. It does not
 * (checked 2026-11-29, codes-postaux 4.1.2 against decoupage-administratif 6.0.0): this test says so
 * with the figures, and fails the day a new version covers every pair, which is the day to drop it.
 */
const require = createRequire(import.meta.url);
const postcodes = require('codes-postaux/codes-postaux.json') as { codePostal: string; codeCommune: string; nomCommune: string; libelleAcheminement: string }[];
const communes = require('@etalab/decoupage-administratif/data/communes.json') as { code: string; codesPostaux?: string[] }[];

describe('codes-postaux stays while decoupage-administratif lacks some of its postcodes', () => {
  const covered = new Set(communes.flatMap((c) => (c.codesPostaux ?? []).map((p) => `${p}|${c.code}`)));
  const missing = postcodes.filter((r) => !covered.has(`${r.codePostal}|${r.codeCommune}`));

  it('some postcode–commune pairs of La Poste are missing from decoupage-administratif', () => {
    expect(postcodes.length).toBeGreaterThan(35_000);
    expect(missing.length).toBeGreaterThan(0);
    // One of them, read in La Poste's list: 12410 is also Arvieu's (Aveyron) postcode.
    expect(missing.some((r) => r.codePostal === '12410' && r.codeCommune === '12011')).toBe(true);
  });

  it('decoupage-administratif has no acheminement label, which the quote accepts as a city name', () => {
    expect(communes.some((c) => 'libelleAcheminement' in c)).toBe(false);
    // '75015 Paris' is accepted because La Poste routes 75015 to 'PARIS'.
    expect(postcodes.find((r) => r.codePostal === '75015')).toMatchObject({ nomCommune: 'Paris 15e Arrondissement', libelleAcheminement: 'PARIS' });
  });
});
