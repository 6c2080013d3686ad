import { describe, expect, it } from 'vitest';
import { ATTESTATION_ADVICE, explainChange } from './explain';
import type { DpeLetter } from './letters';
import { toDpeRecord } from './record';
import type { Simulation, SimulationPanel } from './simulate';
import { simulate } from './simulate';

const NOW = new Date('2025-11-20T10:00:00Z');

function panel(energy: DpeLetter | null, ges: DpeLetter | null, overall: DpeLetter | null, extra: Partial<SimulationPanel> = {}): SimulationPanel {
  return { factor: 2.3, letters: { energy, ges, overall }, epM2Int: 300, gesM2Int: 20, gain: null, gainPct: null, mode: 'record', ...extra };
}

function simulation(current: SimulationPanel, at2026: SimulationPanel, options: { isVierge?: boolean; at2027?: SimulationPanel } = {}): Simulation {
  return {
    record: { numero_dpe: '2400E0000000A', address: null, surface: 80, validUntil: null, isTertiaire: false, isVierge: options.isVierge ?? false, tertiaryCategory: null },
    todayFactor: 2.3,
    current,
    at2026,
    at2027: options.at2027 ?? at2026,
  };
}

// Trimmed copies of bundled sample rows (server/clients/ademe/samples; the domain may not import them).
const ALL_ELECTRIC_HOUSE_BREST = {
  numero_dpe: '2429E1836524K',
  date_etablissement_dpe: '2024-05-22',
  date_fin_validite_dpe: '2034-05-21',
  modele_dpe: 'DPE 3CL 2021 méthode logement',
  methode_application_dpe: 'dpe maison individuelle',
  etiquette_dpe: 'F',
  etiquette_ges: 'C',
  type_batiment: 'maison',
  surface_habitable_logement: 95,
  classe_altitude: 'inférieur à 400m',
  zone_climatique: 'H2a',
  adresse_ban: '14 Rue de Kerichen 29200 Brest',
  conso_5_usages_ep: 33439.9,
  conso_5_usages_par_m2_ep: 352,
  conso_chauffage_ep: 27025,
  conso_ecs_ep: 4715,
  conso_refroidissement_ep: 0,
  conso_eclairage_ep: 667,
  conso_auxiliaires_ep: 1032.9,
  conso_5_usages_ef: 14539.1,
  conso_chauffage_ef: 11750,
  conso_ecs_ef: 2050,
  conso_refroidissement_ef: 0,
  conso_eclairage_ef: 290,
  conso_auxiliaires_ef: 449.1,
  emission_ges_5_usages_par_m2: 12,
  type_energie_n1: 'Électricité',
  conso_5_usages_ef_energie_n1: 14539.1,
  conso_chauffage_ef_energie_n1: 11750,
  conso_ecs_ef_energie_n1: 2050,
  type_energie_principale_chauffage: 'Électricité',
  surface_chauffee_installation_chauffage_n1: 95,
  type_energie_principale_ecs: 'Électricité',
  surface_habitable_desservie_par_installation_ecs_n1: 95,
};

/** Same house type, but the certificate was established in 2026 (coefficient 1.9 already). */
const HEAT_PUMP_HOUSE_NANTES_2026 = {
  ...ALL_ELECTRIC_HOUSE_BREST,
  numero_dpe: '2644E0031578C',
  date_etablissement_dpe: '2026-02-10',
  date_fin_validite_dpe: '2036-02-09',
  etiquette_dpe: 'C',
  etiquette_ges: 'A',
  surface_habitable_logement: 112,
  zone_climatique: 'H2b',
  adresse_ban: '6 Rue des Renards 44300 Nantes',
  conso_5_usages_ep: 15393.8,
  conso_5_usages_par_m2_ep: 137,
  conso_chauffage_ep: 11286,
  conso_ecs_ep: 2299,
  conso_eclairage_ep: 646,
  conso_auxiliaires_ep: 1162.8,
  conso_5_usages_ef: 8102,
  conso_chauffage_ef: 5940,
  conso_ecs_ef: 1210,
  conso_eclairage_ef: 340,
  conso_auxiliaires_ef: 612,
  emission_ges_5_usages_par_m2: 5,
  conso_5_usages_ef_energie_n1: 8102,
  conso_chauffage_ef_energie_n1: 5940,
  conso_ecs_ef_energie_n1: 1210,
  surface_chauffee_installation_chauffage_n1: 112,
  surface_habitable_desservie_par_installation_ecs_n1: 112,
};

const BLANK_SHOP_LILLE = {
  numero_dpe: '2459T1407736F',
  date_etablissement_dpe: '2024-10-03',
  modele_dpe: 'DPE tertiaire',
  methode_dpe: 'DPE vierge (consommations non exploitables)',
  categorie_erp: 'M : Magasins de vente, centres commerciaux',
  secteur_activite: 'Commerce de détail',
  etiquette_dpe: '',
  etiquette_ges: '',
  surface_shon: 96,
  surface_utile: 84,
  adresse_ban: '31 Rue de Béthune 59800 Lille',
  conso_kwhep_m2_an: null,
  emission_ges_kg_co2_m2_an: null,
  type_energie_principale_chauffage: 'Électricité',
  type_energie_n1: 'Électricité',
  conso_ep_energie_n1: null,
  conso_ef_energie_n1: null,
};

function simulateRow(row: Record<string, unknown>, isTertiaire = false): Simulation {
  return simulate(toDpeRecord(row, { isTertiaire, dataset: isTertiaire ? 'dpe01tertiaire' : 'dpe03existant' }), NOW);
}

describe('explainChange', () => {
  it('improves: names both labels and gives the attestation advice', () => {
    const sim = simulation(panel('F', 'C', 'F'), panel('E', 'C', 'E', { factor: 1.9, gain: 61, gainPct: 20, mode: 'per-energy' }));
    const explanation = explainChange(sim);
    expect(explanation.kind).toBe('improves');
    expect(explanation.text).toContain('L’étiquette passe de F à E.');
    expect(explanation.text).toContain(ATTESTATION_ADVICE);
    expect(explanation.text).toContain('observatoire-dpe-audit.ademe.fr');
  });

  it('improves on a simulated record (all-electric house in Brest, F → E)', () => {
    const explanation = explainChange(simulateRow(ALL_ELECTRIC_HOUSE_BREST));
    expect(explanation.kind).toBe('improves');
    expect(explanation.text).toContain('L’étiquette passe de F à E.');
    expect(explanation.text).toContain(ATTESTATION_ADVICE);
  });

  it('unchanged because the GES letter sets the label', () => {
    const sim = simulation(panel('E', 'F', 'F'), panel('D', 'F', 'F', { factor: 1.9, gain: 40, gainPct: 15, mode: 'per-energy' }));
    const explanation = explainChange(sim);
    expect(explanation.kind).toBe('unchanged-ges');
    expect(explanation.text).toContain('L’étiquette reste F');
    expect(explanation.text).toContain('(E → D)');
    expect(explanation.text).toContain('lettre GES (F)');
    expect(explanation.text).not.toContain(ATTESTATION_ADVICE);
  });

  it('unchanged without electricity (gain 0)', () => {
    const sim = simulation(panel('D', 'D', 'D'), panel('D', 'D', 'D', { factor: 1.9, gain: 0, gainPct: 0, mode: 'per-energy' }));
    const explanation = explainChange(sim);
    expect(explanation.kind).toBe('unchanged-no-electricity');
    expect(explanation.text).toContain('L’étiquette reste D');
    expect(explanation.text).toContain('électricité');
  });

  it('unchanged without electricity when the gain is unknown (null)', () => {
    const sim = simulation(panel('D', 'D', 'D'), panel('D', 'D', 'D', { factor: 1.9, gain: null, mode: 'per-energy' }));
    expect(explainChange(sim).kind).toBe('unchanged-no-electricity');
  });

  it('unchanged because the gain does not cross the next threshold', () => {
    const sim = simulation(panel('D', 'D', 'D'), panel('D', 'D', 'D', { factor: 1.9, gain: 3, gainPct: 1, mode: 'per-energy' }));
    const explanation = explainChange(sim);
    expect(explanation.kind).toBe('unchanged-threshold');
    expect(explanation.text).toContain('seuil de la classe suivante');
  });

  it('already 2026: gives the 2026 panel’s note', () => {
    const note = 'Ce DPE a été établi depuis le 1er janvier 2026 : il applique déjà le coefficient 1,9.';
    const sim = simulation(panel('C', 'A', 'C', { factor: 1.9 }), panel('C', 'A', 'C', { factor: 1.9, gain: 0, mode: 'fallback', note }));
    expect(explainChange(sim)).toEqual({ kind: 'already-2026', text: note });
  });

  it('already 2026 on a simulated record (heat pump, Nantes, established in 2026)', () => {
    const sim = simulateRow(HEAT_PUMP_HOUSE_NANTES_2026);
    const explanation = explainChange(sim);
    expect(explanation.kind).toBe('already-2026');
    expect(explanation.text).toBe(sim.at2026.note);
  });

  it('reads the 2027 panel’s letters without the 2026 note', () => {
    const note = 'Ce DPE a été établi depuis le 1er janvier 2026 : il applique déjà le coefficient 1,9.';
    const at2027 = panel('C', 'A', 'C', { factor: 1.9, gain: 0, mode: 'fallback', note });
    const sim = simulation(panel('C', 'A', 'C'), panel('C', 'A', 'C', { note }), { at2027 });
    expect(explainChange(sim, sim.at2027).kind).toBe('unchanged-no-electricity');
  });

  it('blank certificate (vierge): no estimate possible', () => {
    const text = 'Sans consommations dans le DPE, aucune estimation n’est possible.';
    const handMade = simulation(panel(null, null, null), panel(null, null, null, { mode: 'fallback' }), { isVierge: true });
    expect(explainChange(handMade)).toEqual({ kind: 'unknown', text });
    const blank = simulateRow(BLANK_SHOP_LILLE, true);
    expect(blank.record.isVierge).toBe(true);
    expect(explainChange(blank)).toEqual({ kind: 'unknown', text });
  });

  it('unknown when the estimate has no letter, even on a non-blank certificate', () => {
    const sim = simulation(panel('F', null, 'F'), panel(null, null, null, { mode: 'fallback', note: 'Les consommations de ce DPE ne sont pas disponibles.' }));
    expect(explainChange(sim).kind).toBe('unknown');
  });
});
