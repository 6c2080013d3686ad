import { describe, expect, it } from 'vitest';
import * as dpe from './index';

describe('public API of domain/dpe', () => {
  it('keeps its runtime exports', () => {
    expect(Object.keys(dpe).sort()).toEqual(
      [
        'ALTITUDE_ZONES',
      'ATTESTATION_ADVICE',
        'DPE_LETTERS',
        'ELECTRICITY_FACTOR_SCHEDULE',
        'ELECTRIC_KEYWORDS',
        'ELECTRIC_MATCH_TOLERANCE',
        'HOUSING_ENERGY_BOUNDS',
        'HOUSING_ENERGY_BOUNDS_ALTITUDE',
        'HOUSING_GES_BOUNDS',
        'HOUSING_GES_BOUNDS_ALTITUDE',
        'LEGACY_ELECTRICITY_FACTOR',
        'MULTI_ROW_ERRORS',
        'NO_CONSUMPTION_NOTE',
        'TARGET_DAY_2026',
        'TARGET_DAY_2027',
        'TERTIARY_BOUNDS',
        'betterLetter',
        'buildAddress',
        'currentFigures',
        'currentLetters',
        'currentPanel',
        'detectBasis',
        'detectBasisFactor',
        'electricFinalEnergy',
        'electricityFactorAt',
        'electricityFactorOnDay',
        'estimateAt',
        'estimateWithFactor',
      'explainChange',
        'foldText',
        'housingBounds',
        'housingLabel',
        'isCollectiveBuilding',
        'isElectricEnergy',
        'isHighAltitude',
        'letterFor',
        'nextStep',
        'normaliseDpeNumber',
        'panelFromEstimate',
        'parisIsoDay',
        'parseDpeNumbers',
        'parseLetter',
        'referenceSurface',
        'sameDpeNumber',
        'scaleFor',
        'simulate',
        'tertiaryCategory',
        'toDpeRecord',
        'toMultiRow',
        'toNumber',
        'toText',
        'worseLetter',
      ].sort(),
    );
  });

  it('spells the electric keywords and tolerance of §9', () => {
    expect(dpe.ELECTRIC_KEYWORDS).toEqual(['electricite', 'electricity']);
    expect(dpe.ELECTRIC_MATCH_TOLERANCE).toBe(2);
    expect(dpe.ALTITUDE_ZONES).toEqual(['H1B', 'H1C', 'H2D']);
  });
});
