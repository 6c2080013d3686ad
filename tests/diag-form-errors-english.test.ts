import { describe, expect, it } from 'vitest';
import en from '../app/i18n/locales/en/gestion.json';
import fr from '../app/i18n/locales/fr/gestion.json';
import { withErrorTexts } from './helpers/gestion-message';
import { readCalendarForm } from '../domain/diagnostics/calendar-form';
import { readGridForm } from '../domain/diagnostics/price-grid-form';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the grid and calendar errors in English under /en (gestion.json diagForms)', () => {
  it('every French message has an English one with the same placeholders', () => {
    for (const form of ['calendar', 'grid'] as const) {
      const french = fr.diagForms[form] as Record<string, string>;
      const english = en.diagForms[form] as Record<string, string>;
      expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
      for (const key of Object.keys(french)) expect([key, placeholders(english[key]!)]).toEqual([key, placeholders(french[key]!)]);
    }
  });

  const CALENDAR = { 'horaires-0': '08:30-12:30', duree: '120', zone: 'metropole' };
  it.each([
    ['horaires-0', '8h-midi', '“8h-midi”: write a range such as 08:30-12:30'],
    ['duree', '10', 'A length in minutes, 30 to 480'],
    ['conges', '2026-12-24\n24/12', 'Line 2: write a day (2026-12-24) or a period (2026-12-24 – 2027-01-02)'],
    ['indisponibilites', '2026-12-03 16:00-14:00', 'Line 1: the end must come after the start'],
    ['zone', 'corse', 'Choose a zone'],
    ['minutes-diagnostics', 'radon : 20', 'Line 1: unknown diagnostic “radon” (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)'],
  ])('calendar %s %j: %s', (field, typed, text) => {
    const read = withErrorTexts(readCalendarForm({ ...CALENDAR, [field]: typed }), 'en') as unknown as { errors: Record<string, string> };
    expect(read.errors[field]).toBe(text);
  });

  const GRID = { depuis: '2026-12-01', tranches: '40', prix: 'dpe;appartement;90,00;105,00', remises: '3 : 10 %', erp: '3', zones: '10 : 0' };
  it.each([
    ['depuis', '2026-11-30', 'The new version cannot take effect in the past'],
    ['prix', 'dpe;appartement;90,00', 'Line 1: 1 price(s) instead of 2 (one per surface band)'],
    ['prix', 'dpe;chateau;1;2', 'Line 1: unknown property type “chateau” (appartement, maison, local)'],
    ['remises', '1 : 10 %', 'Line 1: write the number of diagnostics and the discount, such as 3 : 10 %'],
    ['zones', '', 'At least one travel zone'],
  ])('grid %s %j: %s', (field, typed, text) => {
    const read = withErrorTexts(readGridForm({ ...GRID, [field]: typed }, '2026-12-01'), 'en') as unknown as { errors: Record<string, string[]> };
    expect(read.errors[field]).toEqual([text]);
  });
});
