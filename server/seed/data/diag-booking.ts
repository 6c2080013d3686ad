import type { DiagCalendar } from '../../../domain/diagnostics/calendar';
import type { PriceGrid } from '../../../domain/diagnostics/price-grid';

/**
 * The demo price grid of every diag site (issue 33): prices before tax in cents, surface bands up
 * to 40, 80 and 120 m² then above; 10 % off from 3 diagnostics, 15 % from 5; the risk statement
 * free with 3 others; travel free within 10 km of the office, then 25 € and 50 € HT up to 40 km.
 */
export const DEMO_PRICE_GRID: PriceGrid = {
  effectiveFrom: '2026-01-01',
  surfaceBands: [40, 80, 120],
  prices: {
    dpe: { appartement: [9000, 10500, 12000, 14000], maison: [11000, 12500, 14000, 16000], local: [15000, 18000, 21000, 25000] },
    audit: { maison: [50000, 55000, 60000, 70000] },
    erp: { appartement: [2000, 2000, 2000, 2000], maison: [2000, 2000, 2000, 2000], local: [2000, 2000, 2000, 2000] },
    electricite: { appartement: [8000, 8000, 9000, 9000], maison: [9000, 9000, 10000, 10000] },
    gaz: { appartement: [8000, 8000, 9000, 9000], maison: [9000, 9000, 10000, 10000] },
    amiante: { appartement: [7500, 8500, 9500, 11000], maison: [9000, 10000, 11000, 12500], local: [10000, 12000, 14000, 16000] },
    plomb: { appartement: [9000, 10000, 11500, 13000], maison: [10000, 11500, 13000, 14500] },
    carrez: { appartement: [5000, 6000, 7000, 8000], local: [6000, 7000, 8000, 9000] },
    boutin: { appartement: [5000, 6000, 7000, 8000], maison: [6000, 7000, 8000, 9000] },
    termites: { appartement: [8000, 8000, 9000, 9000], maison: [10000, 10000, 11000, 12000], local: [10000, 11000, 12000, 13000] },
  },
  packDiscounts: [
    { fromCount: 3, basisPoints: 1000 },
    { fromCount: 5, basisPoints: 1500 },
  ],
  erpFreeFrom: 3,
  travelZones: [
    { upToKm: 10, supplement: 0 },
    { upToKm: 25, supplement: 2500 },
    { upToKm: 40, supplement: 5000 },
  ],
};

const WEEKDAY = [
  { from: '08:30', to: '12:30' },
  { from: '13:30', to: '17:30' },
];

/** Two-hour visits (travel included): four a weekday, two on Saturday morning. */
export function demoCalendar(holidayZone: DiagCalendar['holidayZone']): DiagCalendar {
  return { weeklyHours: [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [{ from: '09:00', to: '13:00' }], []], slotMinutes: 120, daysOff: [], holidayZone };
}
