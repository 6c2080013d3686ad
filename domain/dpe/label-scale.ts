// Current figures of a certificate and the label scale that applies to it.
import { housingBounds } from './housing-bounds';
import { betterLetter, letterFor, worseLetter, type Bounds, type DpeLetter } from './letters';
import type { DpeRecord } from './record';
import { TERTIARY_BOUNDS, tertiaryCategory } from './tertiary';

export interface LabelLetters {
  energy: DpeLetter | null;
  ges: DpeLetter | null;
  /** Worse of energy and GES. */
  overall: DpeLetter | null;
}

export interface CurrentFigures {
  epM2: number | null;
  gesM2: number | null;
  /** Annual primary energy of the whole certificate, when known. */
  epTotal: number | null;
}

export function scaleFor(record: DpeRecord, surface: number): { energy: Bounds; ges: Bounds } {
  if (record.isTertiaire) return TERTIARY_BOUNDS[tertiaryCategory(record.secteur_activite, record.categorie_erp)];
  return housingBounds({
    surface,
    classe_altitude: record.classe_altitude,
    zone_climatique: record.zone_climatique,
  });
}

export function currentFigures(record: DpeRecord, surface: number): CurrentFigures {
  if (record.isTertiaire) {
    const epM2 = record.conso_kwhep_m2_an;
    const perEnergy = record.energies.map((l) => l.ep).filter((v): v is number => v != null);
    const epTotal =
      perEnergy.length > 0 ? perEnergy.reduce((a, b) => a + b, 0) : epM2 != null && surface > 0 ? epM2 * surface : null;
    return { epM2, gesM2: record.emission_ges_kg_co2_m2_an, epTotal };
  }
  const total = record.conso_5_usages_ep;
  const epM2 = record.conso_5_usages_par_m2_ep ?? (total != null && surface > 0 ? total / surface : null);
  const epTotal = total ?? (epM2 != null && surface > 0 ? epM2 * surface : null);
  return { epM2, gesM2: record.emission_ges_5_usages_par_m2, epTotal };
}

/**
 * Letters of the certificate as it stands. Housing etiquette_dpe is already the overall
 * label; tertiary etiquette_dpe is the energy label only. Printed letters win over computed ones.
 */
export function currentLetters(record: DpeRecord, surface: number): LabelLetters {
  const scale = scaleFor(record, surface);
  const figures = currentFigures(record, surface);
  const computedEnergy = letterFor(figures.epM2, scale.energy);
  const ges = record.etiquette_ges ?? letterFor(figures.gesM2, scale.ges);
  if (record.isTertiaire) {
    const energy = record.etiquette_dpe ?? computedEnergy;
    return { energy, ges, overall: worseLetter(energy, ges) };
  }
  // The printed overall label is the worse of both, so energy can never read worse than it.
  const energy = record.etiquette_dpe ? betterLetter(computedEnergy, record.etiquette_dpe) : computedEnergy;
  return { energy, ges, overall: record.etiquette_dpe ?? worseLetter(computedEnergy, ges) };
}
