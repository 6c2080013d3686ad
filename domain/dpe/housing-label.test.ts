import { describe, expect, it } from 'vitest';
import { housingLabel } from './housing-label';

/**
 * Cases written from the official texts, not from our tables:
 * - arrêté du 31 mars 2021 (annexe, étiquettes énergie et climat), homes of 40 m² and more: a class
 *   holds the values *below* its upper limit ("moins de 70 kWh" for A), energy
 *   A < 70 ≤ B < 110 ≤ C < 180 ≤ D < 250 ≤ E < 330 ≤ F < 420 ≤ G (kWhEP/m²/an), climate
 *   A < 6 ≤ B < 11 ≤ C < 30 ≤ D < 50 ≤ E < 70 ≤ F < 100 ≤ G (kg CO₂eq/m²/an); the label is the worse of both;
 * - arrêté du 25 mars 2024, homes under 40 m²: the per-m² limits of its table, e.g. 19 m²
 *   energy 90/130/235/305/390/482, climate 8/13/34/54/74/105; 10 m² energy 124/164/329/428/533/640,
 *   climate 10/15/40/62/84/115; 8 m² (and below) energy 146/186/386/505/622/739, climate 11/16/44/68/90/122;
 *   39 m² energy 71/111/182/252/332/422, climate 7/12/31/51/71/101;
 * - above 800 m in zones H1b, H1c, H2d the E and F limits become 390 and 500 kWh, 80 and 110 kg.
 */
describe('housing label: worse of the energy class and the climate class', () => {
  it.each([
    // [kWh, kg, m², energy, climate, label]
    [246, 52, 60, 'D', 'E', 'E'], // issue 38's first example, shown D before
    [396, 114, 75, 'F', 'G', 'G'], // issue 38's second example, shown F before
    [69, 5, 90, 'A', 'A', 'A'],
    [70, 6, 90, 'B', 'B', 'B'],
    [109, 10.9, 90, 'B', 'B', 'B'],
    [179, 29, 90, 'C', 'C', 'C'],
    [180, 30, 90, 'D', 'D', 'D'],
    [249, 49, 90, 'D', 'D', 'D'],
    [329, 69, 90, 'E', 'E', 'E'],
    [330, 70, 90, 'F', 'F', 'F'],
    [419, 99, 90, 'F', 'F', 'F'],
    [420, 100, 90, 'G', 'G', 'G'],
    [100, 45, 120, 'B', 'D', 'D'],
    [500, 3, 120, 'G', 'A', 'G'],
    [250, 10, 40, 'E', 'B', 'E'],
    [250, 10, null, 'E', 'B', 'E'],
  ] as const)('%s kWh and %s kg on %s m² → energy %s, climate %s, label %s', (ep, ges, surface, energy, climate, label) => {
    expect(housingLabel({ epM2: ep, gesM2: ges, surface })).toEqual({ energy, ges: climate, overall: label });
  });

  it.each([
    [300, 20, 19, 'D', 'C', 'D'], // E on the 40 m² scale
    [304, 54, 19, 'D', 'E', 'E'],
    [500, 50, 10, 'E', 'D', 'E'], // G on the 40 m² scale
    [640, 114, 10, 'G', 'F', 'G'],
    [600, 20, 8, 'E', 'C', 'E'],
    [600, 20, 5, 'E', 'C', 'E'], // under 8 m² the 8 m² limits apply
    [250, 10, 39, 'D', 'B', 'D'],
  ] as const)('small surface: %s kWh and %s kg on %s m² → energy %s, climate %s, label %s', (ep, ges, surface, energy, climate, label) => {
    expect(housingLabel({ epM2: ep, gesM2: ges, surface })).toEqual({ energy, ges: climate, overall: label });
  });

  it.each([
    ['H1C', 450, 75, 'F', 'E', 'F'],
    ['H2D', 380, 105, 'E', 'F', 'F'],
    ['H3', 450, 75, 'G', 'F', 'G'], // zone without the altitude limits
  ] as const)('above 800 m in zone %s: %s kWh and %s kg → energy %s, climate %s, label %s', (zone, ep, ges, energy, climate, label) => {
    expect(housingLabel({ epM2: ep, gesM2: ges, surface: 100, classe_altitude: 'supérieur à 800m', zone_climatique: zone })).toEqual({ energy, ges: climate, overall: label });
  });

  it('gives no label when a figure is missing', () => {
    expect(housingLabel({ epM2: 200, gesM2: null, surface: 50 }).overall).toBeNull();
  });
});
