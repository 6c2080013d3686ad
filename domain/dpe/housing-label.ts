// The housing label from a home's two figures: the rule the simulator and the listings share.
import { housingBounds, type HousingScaleInput } from './housing-bounds';
import { letterFor, worseLetter } from './letters';
import type { LabelLetters } from './label-scale';

export interface HousingFigures extends Partial<Pick<HousingScaleInput, 'classe_altitude' | 'zone_climatique'>> {
  /** Primary energy, kWhEP/m²/year. */
  epM2: number | null;
  /** Greenhouse-gas emissions, kg CO₂eq/m²/year. */
  gesM2: number | null;
  /** Living area in m²: under 40 m² the small-surface scale applies. */
  surface: number | null;
}

/**
 * Energy class, climate class and the label: the worse of both (arrêté du 31 mars 2021, small surfaces
 * and altitude as amended by the arrêté du 25 mars 2024).
 */
export function housingLabel(figures: HousingFigures): LabelLetters {
  const scale = housingBounds({
    surface: figures.surface,
    classe_altitude: figures.classe_altitude ?? null,
    zone_climatique: figures.zone_climatique ?? null,
  });
  const energy = letterFor(figures.epM2, scale.energy);
  const ges = letterFor(figures.gesM2, scale.ges);
  return { energy, ges, overall: energy && ges ? worseLetter(energy, ges) : null };
}
