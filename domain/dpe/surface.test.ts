import { describe, expect, it } from 'vitest';
import { isCollectiveBuilding, referenceSurface } from './surface';

type Input = Parameters<typeof referenceSurface>[0];
const base: Input = {
  isTertiaire: false,
  type_batiment: null,
  methode_application_dpe: null,
  surface_habitable_logement: null,
  surface_habitable_immeuble: null,
  surface_chauffee_installation_chauffage_n1: null,
  surface_habitable_desservie_par_installation_ecs_n1: null,
  surface_utile: null,
  surface_shon: null,
};
const s = (fields: Partial<Input>): Input => ({ ...base, ...fields });

describe('isCollectiveBuilding', () => {
  it.each<[string | null, string | null, boolean]>([
    ['immeuble', null, true],
    [' Immeuble ', null, true],
    ['appartement', 'dpe immeuble collectif', true],
    [null, 'DPE immeuble collectif', true],
    ['appartement', 'dpe appartement individuel', false],
    ['appartement', 'dpe appartement généré à partir des données DPE immeuble', false],
    ['maison', 'dpe maison individuelle', false],
    [null, null, false],
  ])('%j / %j → %s', (type, method, expected) => {
    expect(isCollectiveBuilding({ type_batiment: type, methode_application_dpe: method })).toBe(expected);
  });
});

describe('referenceSurface (§5 priority)', () => {
  it.each<[string, Input, number]>([
    // Tertiary: utile, then shon (housing surfaces ignored)
    ['tertiary utile', s({ isTertiaire: true, surface_utile: 500, surface_shon: 600, surface_habitable_logement: 90 }), 500],
    ['tertiary shon', s({ isTertiaire: true, surface_shon: 600, surface_habitable_logement: 90 }), 600],
    ['tertiary zero utile', s({ isTertiaire: true, surface_utile: 0, surface_shon: 600 }), 600],
    ['tertiary none', s({ isTertiaire: true, surface_habitable_logement: 90 }), 0],
    ['tertiary small ecs ignored', s({ isTertiaire: true, surface_utile: 300, surface_habitable_desservie_par_installation_ecs_n1: 20 }), 300],
    // Collective: building, dwelling, heated; the small hot-water rule does not apply
    [
      'collective building',
      s({
        type_batiment: 'immeuble',
        surface_habitable_immeuble: 1200,
        surface_habitable_logement: 60,
        surface_chauffee_installation_chauffage_n1: 1100,
        surface_habitable_desservie_par_installation_ecs_n1: 30,
      }),
      1200,
    ],
    ['collective dwelling', s({ methode_application_dpe: 'dpe immeuble collectif', surface_habitable_logement: 60, surface_chauffee_installation_chauffage_n1: 1100 }), 60],
    ['collective heated', s({ type_batiment: 'immeuble', surface_chauffee_installation_chauffage_n1: 1100, surface_utile: 5 }), 1100],
    ['collective nothing', s({ type_batiment: 'immeuble', surface_utile: 50 }), 0],
    // Individual: a positive hot-water surface of 40 m² or less wins
    ['ecs 25', s({ type_batiment: 'appartement', surface_habitable_logement: 45, surface_habitable_desservie_par_installation_ecs_n1: 25 }), 25],
    ['ecs 40', s({ surface_habitable_logement: 45, surface_habitable_desservie_par_installation_ecs_n1: 40 }), 40],
    ['ecs 40.5', s({ surface_habitable_logement: 45, surface_habitable_desservie_par_installation_ecs_n1: 40.5 }), 45],
    ['ecs 0', s({ surface_habitable_logement: 45, surface_habitable_desservie_par_installation_ecs_n1: 0 }), 45],
    ['ecs negative', s({ surface_habitable_logement: 45, surface_habitable_desservie_par_installation_ecs_n1: -5 }), 45],
    // Otherwise: dwelling, heated, building, utile, shon
    ['dwelling', s({ surface_habitable_logement: 88.7, surface_chauffee_installation_chauffage_n1: 80, surface_habitable_immeuble: 500 }), 88.7],
    ['heated', s({ surface_chauffee_installation_chauffage_n1: 80, surface_habitable_immeuble: 500 }), 80],
    ['building', s({ surface_habitable_immeuble: 500, surface_utile: 70 }), 500],
    ['utile', s({ surface_utile: 70, surface_shon: 75 }), 70],
    ['shon', s({ surface_shon: 75 }), 75],
    ['nothing', s({}), 0],
    ['NaN ignored', s({ surface_habitable_logement: Number.NaN, surface_chauffee_installation_chauffage_n1: 80 }), 80],
  ])('%s → %s', (_name, input, expected) => {
    expect(referenceSurface(input)).toBe(expected);
  });
});
