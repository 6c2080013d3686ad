import { describe, expect, it } from 'vitest';
import type { DpeLookup } from './lookup';
import { MULTI_ROW_ERRORS, toMultiRow } from './multi-row';
import { toDpeRecord } from './record';

describe('toMultiRow', () => {
  it.each<[DpeLookup['status'], string]>([
    ['not-found', 'Non trouvé'],
    ['error', 'Erreur de récupération'],
  ])('%s → %s', (status, message) => {
    const lookup = { status } as DpeLookup;
    expect(toMultiRow('X1', lookup)).toEqual({
      numero: 'X1',
      row: null,
      after: null,
      beforeEPm2Int: null,
      gesM2Int: null,
      sref: null,
      beforeLetter: null,
      afterLetter: null,
      error: message,
    });
  });

  it('exposes the two messages', () => {
    expect(MULTI_ROW_ERRORS).toEqual({ notFound: 'Non trouvé', fetchError: 'Erreur de récupération' });
  });

  it('a found certificate gets before/after figures and letters', () => {
    const record = toDpeRecord(
      {
        numero_dpe: '2611E0067705R',
        date_etablissement_dpe: '2025-03-14',
        surface_habitable_logement: 88.7,
        conso_5_usages_ep: 260 * 88.7,
        conso_5_usages_par_m2_ep: 260.4,
        emission_ges_5_usages_par_m2: 8.6,
        etiquette_dpe: 'E',
        etiquette_ges: 'B',
        type_energie_principale_chauffage: 'Électricité',
        type_energie_principale_ecs: 'Électricité',
      },
      { isTertiaire: false },
    );
    const row = toMultiRow('2611e0067705r', { status: 'found', record });
    expect(row).toMatchObject({
      numero: '2611e0067705r',
      row: record,
      beforeEPm2Int: 260,
      gesM2Int: 8,
      sref: 88.7,
      beforeLetter: 'E',
      afterLetter: 'D',
      error: null,
    });
    expect(row.after?.mode).toBe('all-electric-shortcut');
    // Official recalculation: new total over the surface, then floored: 260 × 88.7 × 1.9 / 2.3 / 88.7 = 214.8.
    expect(row.after?.newEP_m2_int).toBe(214);
  });

  it('a blank certificate has no letters but no error', () => {
    const record = toDpeRecord({ numero_dpe: 'V1' }, { isTertiaire: false });
    expect(toMultiRow('V1', { status: 'found', record })).toMatchObject({
      beforeLetter: null,
      afterLetter: null,
      beforeEPm2Int: null,
      sref: 0,
      error: null,
    });
  });
});
