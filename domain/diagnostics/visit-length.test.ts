import { describe, expect, it } from 'vitest';
import type { DiagnosticKey } from '../quote/required';
import { formatVisitLength, surfacePercent, travelBuffer, visitLength, visitLengthSentence } from './visit-length';

const PACK: DiagnosticKey[] = ['dpe', 'erp', 'electricite', 'amiante', 'plomb', 'carrez', 'termites'];
const ZONES = [{ upToKm: 10 }, { upToKm: 25 }, { upToKm: 40 }];

describe('visit length (decision 0142)', () => {
  it.each([
    // [diagnostics, surface, km, zones, owner minutes, expected, why]
    [['dpe'], 30, 0, ZONES, undefined, 45, 'DPE 30 + 15 of travel in the first zone'],
    [['erp'], 30, 0, ZONES, undefined, 30, 'ERP alone is written at the office: the shortest visit, 30'],
    [[], 30, 0, ZONES, undefined, 30, 'nothing on site: still 30'],
    [['dpe', 'amiante'], 60, 5, ZONES, undefined, 75, '60 m² is the first band (included): 60 + 15'],
    [['dpe', 'amiante'], 61, 5, ZONES, undefined, 90, '61 m²: 60 × 120 % = 72, up to 75, + 15'],
    [PACK, 75, 0, ZONES, undefined, 195, 'the 4-room Paris 15 pack: 145 × 120 % = 174, up to 180, + 15'],
    [PACK, 100, 0, ZONES, undefined, 195, '100 m² still the 120 % band'],
    [PACK, 120, 0, ZONES, undefined, 225, '120 m²: 145 × 140 % = 203, up to 210, + 15'],
    [PACK, 200, 0, ZONES, undefined, 270, '200 m²: 145 × 170 % = 246.5, up to 255, + 15'],
    [PACK, 400, 0, ZONES, undefined, 315, 'above 250 m²: 200 %, 290, up to 300, + 15'],
    [['dpe'], 30, 12, ZONES, undefined, 60, 'second zone (up to 25 km): 30 of travel'],
    [['dpe'], 30, 25, ZONES, undefined, 60, 'a zone bound is in the zone'],
    [['dpe'], 30, 26, ZONES, undefined, 75, 'third zone: 45'],
    [['dpe'], 30, 12, [{ upToKm: 30 }], undefined, 75, 'one 30 km zone holds 12 km: its bound (30) takes 45'],
    [['dpe'], 30, 12, [], undefined, 60, 'no grid: the distance itself, 12 km → 30'],
    [['dpe'], 30, 55, [], undefined, 90, 'no grid, beyond 40 km: 60'],
    [['dpe'], 30, null, ZONES, undefined, 60, 'address not placed: 30 of travel'],
    [['dpe', 'gaz'], 30, 0, ZONES, { dpe: 45 }, 75, 'the owner says 45 for a DPE; gas keeps its 15'],
    [['audit'], 30, 0, ZONES, { audit: 0 }, 30, 'an owner minute of 0, still the shortest visit'],
    [['dpe', 'dpe'], 30, 0, ZONES, undefined, 45, 'a key counted once'],
  ] as const)('%j, %d m², %s km, zones %j, own minutes %j → %d min (%s)', (diagnostics, surface, km, zones, minutes, expected, _why) => {
    expect(visitLength({ diagnostics: [...diagnostics], surface, distanceKm: km, travelZones: zones, minutes })).toBe(expected);
  });

  it('is always a multiple of 15', () => {
    for (let surface = 10; surface < 400; surface += 7) expect(visitLength({ diagnostics: PACK, surface, distanceKm: 3, travelZones: ZONES }) % 15).toBe(0);
  });

  it.each([
    [0, 100],
    [Number.NaN, 100],
    [60, 100],
    [60.5, 120],
    [150, 140],
    [250, 170],
    [251, 200],
  ])('surface %d m² → %d %%', (surface, percent) => expect(surfacePercent(surface)).toBe(percent));

  it.each([
    [0, 15],
    [-1, 30],
    [Number.POSITIVE_INFINITY, 30],
  ])('travel buffer at %d km without zones → %d', (km, minutes) => expect(travelBuffer(km)).toBe(minutes));

  it.each([
    [30, 'fr', '30 min'],
    [60, 'fr', '1 h'],
    [90, 'fr', '1 h 30'],
    [195, 'fr', '3 h 15'],
    [125, 'fr', '2 h 05'],
    [90, 'en', '1 h 30 min'],
    [120, 'en', '2 h'],
  ] as const)('%d minutes read %j in %s', (minutes, locale, text) => expect(formatVisitLength(minutes, locale)).toBe(text));

  it('says it to the visitor', () => {
    expect(visitLengthSentence(90, 'fr')).toBe('Durée estimée de la visite : 1 h 30.');
    expect(visitLengthSentence(90, 'en')).toBe('Estimated length of the visit: 1 h 30 min.');
  });
});
