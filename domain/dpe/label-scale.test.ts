import { describe, expect, it } from 'vitest';
import { HOUSING_ENERGY_BOUNDS, HOUSING_GES_BOUNDS } from './housing-bounds';
import { currentFigures, currentLetters, scaleFor, type LabelLetters } from './label-scale';
import { toDpeRecord } from './record';
import { TERTIARY_BOUNDS } from './tertiary';

const housing = (raw: Record<string, unknown>) => toDpeRecord(raw, { isTertiaire: false });
const tertiary = (raw: Record<string, unknown>) => toDpeRecord(raw, { isTertiaire: true });

describe('scaleFor', () => {
  it.each([
    ['Bureaux', TERTIARY_BOUNDS.offices],
    ['Hôtel', TERTIARY_BOUNDS['continuous-occupation']],
    ['Centre commercial', TERTIARY_BOUNDS['shopping-centre']],
    ['Restaurant', TERTIARY_BOUNDS.others],
  ])('tertiary %s', (secteur, bounds) => {
    expect(scaleFor(tertiary({ secteur_activite: secteur }), 500)).toEqual(bounds);
  });

  it('housing: default, small surface, altitude', () => {
    expect(scaleFor(housing({}), 80)).toMatchObject({ energy: HOUSING_ENERGY_BOUNDS, ges: HOUSING_GES_BOUNDS });
    expect(scaleFor(housing({}), 8).energy).toEqual([146, 186, 386, 505, 622, 739]);
    expect(scaleFor(housing({ classe_altitude: 'supérieur à 800m', zone_climatique: 'H1c' }), 80).energy).toEqual([
      70, 110, 180, 250, 390, 500,
    ]);
  });
});

describe('currentFigures', () => {
  it.each<[string, ReturnType<typeof housing>, number, ReturnType<typeof currentFigures>]>([
    ['housing per m² given', housing({ conso_5_usages_ep: 26000, conso_5_usages_par_m2_ep: 260, emission_ges_5_usages_par_m2: 14.7 }), 100, { epM2: 260, gesM2: 14.7, epTotal: 26000 }],
    ['housing total only', housing({ conso_5_usages_ep: 26000 }), 100, { epM2: 260, gesM2: null, epTotal: 26000 }],
    ['housing per m² only', housing({ conso_5_usages_par_m2_ep: 260 }), 100, { epM2: 260, gesM2: null, epTotal: 26000 }],
    ['housing total, no surface', housing({ conso_5_usages_ep: 26000 }), 0, { epM2: null, gesM2: null, epTotal: 26000 }],
    ['housing nothing', housing({}), 100, { epM2: null, gesM2: null, epTotal: null }],
    [
      'tertiary with lines',
      tertiary({ conso_kwhep_m2_an: 120, emission_ges_kg_co2_m2_an: 10, type_energie_n1: 'Électricité', conso_ep_energie_n1: 92000, type_energie_n2: 'Gaz', conso_ep_energie_n2: 28000 }),
      1000,
      { epM2: 120, gesM2: 10, epTotal: 120000 },
    ],
    ['tertiary without lines', tertiary({ conso_kwhep_m2_an: 120 }), 1000, { epM2: 120, gesM2: null, epTotal: 120000 }],
  ])('%s', (_name, record, surface, expected) => {
    expect(currentFigures(record, surface)).toEqual(expected);
  });
});

describe('currentLetters: overall = worse of energy and GES', () => {
  it.each<[string, ReturnType<typeof housing>, number, LabelLetters]>([
    ['computed only', housing({ conso_5_usages_par_m2_ep: 260, emission_ges_5_usages_par_m2: 14.7 }), 100, { energy: 'E', ges: 'C', overall: 'E' }],
    ['GES worse', housing({ conso_5_usages_par_m2_ep: 150, emission_ges_5_usages_par_m2: 75 }), 100, { energy: 'C', ges: 'F', overall: 'F' }],
    ['bounds exclusive', housing({ conso_5_usages_par_m2_ep: 70, emission_ges_5_usages_par_m2: 6 }), 100, { energy: 'B', ges: 'B', overall: 'B' }],
    ['printed labels win', housing({ etiquette_dpe: 'F', etiquette_ges: 'F', conso_5_usages_par_m2_ep: 150, emission_ges_5_usages_par_m2: 75 }), 100, { energy: 'C', ges: 'F', overall: 'F' }],
    ['printed overall caps energy', housing({ etiquette_dpe: 'D', conso_5_usages_par_m2_ep: 260 }), 100, { energy: 'D', ges: null, overall: 'D' }],
    ['nothing', housing({}), 100, { energy: null, ges: null, overall: null }],
    ['tertiary computed', tertiary({ secteur_activite: 'Bureaux', conso_kwhep_m2_an: 120, emission_ges_kg_co2_m2_an: 40 }), 1000, { energy: 'C', ges: 'D', overall: 'D' }],
    ['tertiary above F is G', tertiary({ secteur_activite: 'Restaurant', conso_kwhep_m2_an: 600, emission_ges_kg_co2_m2_an: 2 }), 1000, { energy: 'G', ges: 'A', overall: 'G' }],
    ['tertiary legacy H/I shown', tertiary({ etiquette_dpe: 'H', etiquette_ges: 'I', conso_kwhep_m2_an: 600 }), 1000, { energy: 'H', ges: 'I', overall: 'I' }],
  ])('%s', (_name, record, surface, expected) => {
    expect(currentLetters(record, surface)).toEqual(expected);
  });
});
