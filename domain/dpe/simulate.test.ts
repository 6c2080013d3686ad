import { describe, expect, it } from 'vitest';
import { NO_CONSUMPTION_NOTE } from './estimate';
import { toDpeRecord } from './record';
import { currentPanel, simulate, TARGET_DAY_2026, TARGET_DAY_2027 } from './simulate';

/** Copy of /work/shared/reference/dpe/sample-row-2611E0067705R.json (a real ADEME dpe03existant row). */
const SAMPLE_ROW_2611E0067705R = {
  numero_dpe: '2611E0067705R',
  etiquette_dpe: 'F',
  adresse_ban: '8 Rue Petite Cote de la Cite 11000 Carcassonne',
  nom_commune_ban: 'Carcassonne',
  code_postal_ban: '11000',
  coordonnee_cartographique_x_ban: 648048.69,
  coordonnee_cartographique_y_ban: 6234349.45,
  date_etablissement_dpe: '2025-03-14',
  periode_construction: 'avant 1948',
  surface_habitable_logement: 88.7,
  type_batiment: 'maison',
};

const SAMPLE_FILE = Object.values(
  import.meta.glob<unknown>('../../docs/reference/dpe/sample-row-2611E0067705R.json', {
    eager: true,
    import: 'default',
  }),
)[0];
const NOW = new Date('2025-11-20T10:00:00Z');

describe('simulate: real ADEME row 2611E0067705R', () => {
  it('the inline copy matches the reference file', () => {
    expect(SAMPLE_FILE).toEqual(SAMPLE_ROW_2611E0067705R);
  });

  const record = toDpeRecord(SAMPLE_ROW_2611E0067705R, { isTertiaire: false, dataset: 'dpe03existant' });
  const sim = simulate(record, NOW);

  it('summarises the record', () => {
    expect(sim.record).toEqual({
      numero_dpe: '2611E0067705R',
      address: '8 Rue Petite Cote de la Cite 11000 Carcassonne',
      surface: 88.7,
      validUntil: null,
      isTertiaire: false,
      isVierge: false,
      tertiaryCategory: null,
    });
    expect(sim.todayFactor).toBe(2.3);
  });

  it('shows today’s printed label F, computed with 2.3 (established 2025-03-14)', () => {
    expect(sim.current).toMatchObject({ factor: 2.3, mode: 'record', epM2Int: null, gesM2Int: null, gain: null, gainPct: null });
    expect(sim.current.letters.overall).toBe('F');
  });

  it('has no consumption figures: no invented 2026/2027 label, an explanatory note instead', () => {
    for (const panel of [sim.at2026, sim.at2027]) {
      expect(panel.mode).toBe('fallback');
      expect(panel.letters.overall).toBeNull();
      expect(panel.epM2Int).toBeNull();
      expect(panel.gain).toBeNull();
      expect(panel.note).toBe(NO_CONSUMPTION_NOTE);
    }
    expect(sim.at2026.factor).toBe(1.9);
    expect(sim.at2027.factor).toBe(1.7);
  });

  it('with its consumption filled in (all-electric, 300 kWh/m²), gives sensible letters', () => {
    const filled = toDpeRecord(
      {
        ...SAMPLE_ROW_2611E0067705R,
        etiquette_dpe: 'E',
        etiquette_ges: 'A',
        conso_5_usages_ep: 300 * 88.7,
        conso_5_usages_par_m2_ep: 300,
        emission_ges_5_usages_par_m2: 5.9,
        type_energie_principale_chauffage: 'Électricité',
        type_energie_principale_ecs: 'Électricité',
      },
      { isTertiaire: false },
    );
    const s = simulate(filled, NOW);
    expect(s.current).toMatchObject({ epM2Int: 300, gesM2Int: 5, letters: { energy: 'E', ges: 'A', overall: 'E' } });
    // 300 × 1.9 / 2.3 = 247.8 → D; 300 × 1.7 / 2.3 = 221.7 → D
    // The gain is the difference of the shown figures: 300 − 247, 300 − 221.
    expect(s.at2026).toMatchObject({ mode: 'all-electric-shortcut', epM2Int: 247, gain: 53, gainPct: 17, letters: { overall: 'D' } });
    expect(s.at2027).toMatchObject({ epM2Int: 221, gain: 79, gainPct: 26, letters: { overall: 'D' } });
  });
});

describe('simulate: panels', () => {
  const tertiaryRecord = toDpeRecord(
    {
      numero_dpe: 'T1',
      date_etablissement_dpe: '2024-03-01',
      date_fin_validite_dpe: '2034-02-28',
      secteur_activite: 'EHPAD',
      surface_utile: 2000,
      conso_kwhep_m2_an: 230,
      emission_ges_kg_co2_m2_an: 20,
      etiquette_dpe: 'C',
      etiquette_ges: 'B',
      type_energie_n1: 'Électricité',
      conso_ep_energie_n1: 460000,
      conso_ef_energie_n1: 200000,
    },
    { isTertiaire: true },
  );

  it('tertiary: category, surface and a 2026 estimate on the continuous-occupation scale', () => {
    const s = simulate(tertiaryRecord, new Date('2026-03-01T10:00:00Z'));
    expect(s.record).toMatchObject({ surface: 2000, validUntil: '2034-02-28', isTertiaire: true, tertiaryCategory: 'continuous-occupation' });
    expect(s.todayFactor).toBe(1.9);
    expect(s.current).toMatchObject({ factor: 2.3, epM2Int: 230, gesM2Int: 20, letters: { energy: 'C', ges: 'B', overall: 'C' } });
    // 230 × 1.9 / 2.3 = 190 → B (100..210)
    expect(s.at2026).toMatchObject({ mode: 'per-energy-tertiaire', epM2Int: 190, gain: 40, gainPct: 17, letters: { energy: 'B', ges: 'B', overall: 'B' } });
  });

  it('a certificate established in 2026: the 2026 panel equals today’s, with a note', () => {
    const r = toDpeRecord(
      {
        numero_dpe: 'N2026',
        date_etablissement_dpe: '2026-01-01',
        surface_habitable_logement: 50,
        conso_5_usages_ep: 50 * 260,
        conso_5_usages_par_m2_ep: 260,
        emission_ges_5_usages_par_m2: 8,
        etiquette_dpe: 'E',
        etiquette_ges: 'B',
        type_energie_principale_chauffage: 'Électricité',
        type_energie_principale_ecs: 'Électricité',
      },
      { isTertiaire: false },
    );
    const s = simulate(r, new Date('2026-02-01T10:00:00Z'));
    expect(s.current.factor).toBe(1.9);
    const { factor: _f, mode: _m, gain, gainPct, note, noteMessage, ...at2026 } = s.at2026;
    const { factor: _cf, mode: _cm, gain: _cg, gainPct: _cp, ...today } = s.current;
    expect(at2026).toEqual(today);
    expect([gain, gainPct]).toEqual([0, 0]);
    expect(note).toMatch(/1er janvier 2026.*1,9/);
    expect(noteMessage).toEqual({ key: 'diag:simulator.notes.alreadyAppliedSince', values: { year: '2026', factor: 1.9 } });
    // 2027: 260 × 1.7 / 1.9 = 232.6 → D
    expect(s.at2027).toMatchObject({ mode: 'all-electric-shortcut', epM2Int: 232, letters: { overall: 'D' } });
  });

  it('currentPanel floors its figures', () => {
    const r = toDpeRecord(
      { surface_habitable_logement: 60, conso_5_usages_par_m2_ep: 179.99, emission_ges_5_usages_par_m2: 29.99 },
      { isTertiaire: false },
    );
    expect(currentPanel(r)).toMatchObject({ epM2Int: 179, gesM2Int: 29, letters: { energy: 'C', ges: 'C', overall: 'C' } });
  });

  it('targets 2026-01-01 and 2027-01-01', () => {
    expect([TARGET_DAY_2026, TARGET_DAY_2027]).toEqual(['2026-01-01', '2027-01-01']);
  });
});
