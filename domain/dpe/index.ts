// Public API of the DPE (energy-label) simulator domain. Pure: no I/O.
export { DPE_LETTERS, betterLetter, letterFor, parseLetter, worseLetter, type Bounds, type DpeLetter } from './letters';
export {
  ELECTRICITY_FACTOR_SCHEDULE,
  LEGACY_ELECTRICITY_FACTOR,
  electricityFactorAt,
  electricityFactorOnDay,
  parisIsoDay,
  type FactorStep,
} from './electricity-factor';
export {
  ALTITUDE_ZONES,
  HOUSING_ENERGY_BOUNDS,
  HOUSING_ENERGY_BOUNDS_ALTITUDE,
  HOUSING_GES_BOUNDS,
  HOUSING_GES_BOUNDS_ALTITUDE,
  housingBounds,
  isHighAltitude,
  type HousingBounds,
  type HousingScaleInput,
} from './housing-bounds';
export { TERTIARY_BOUNDS, foldText, tertiaryCategory, type TertiaryCategory } from './tertiary';
export { normaliseDpeNumber, parseDpeNumbers, sameDpeNumber } from './numbers';
export { buildAddress, toDpeRecord, toNumber, toText, type DpeRecord, type EnergyLine, type ToRecordOptions } from './record';
export { isCollectiveBuilding, referenceSurface } from './surface';
export {
  ELECTRIC_KEYWORDS,
  detectBasis,
  detectBasisFactor,
  electricFinalEnergy,
  isElectricEnergy,
  type Basis,
  type BasisSource,
} from './basis';
export { housingLabel, type HousingFigures } from './housing-label';
export { currentFigures, currentLetters, scaleFor, type CurrentFigures, type LabelLetters } from './label-scale';
export {
  ELECTRIC_MATCH_TOLERANCE,
  NO_CONSUMPTION_NOTE,
  estimateAt,
  estimateWithFactor,
  type CalculationResult,
  type Estimate,
  type EstimateMode,
} from './estimate';
export {
  TARGET_DAY_2026,
  TARGET_DAY_2027,
  currentPanel,
  panelFromEstimate,
  simulate,
  type Simulation,
  type SimulationPanel,
  type SimulationRecordSummary,
} from './simulate';
export type { DpeLookup } from './lookup';
export { MULTI_ROW_ERRORS, toMultiRow, type MultiRowResult } from './multi-row';
export { ATTESTATION_ADVICE, explainChange, type ChangeExplanation, type ChangeKind } from './explain';
export { nextStep, type NextStep } from './next-step';
