import { describe, expect, it } from 'vitest';
import type { PriceGrid } from './price-grid';
import { gridFormValues, priceCsv, readGridForm as readGridMessages, readPriceCsv as readCsvMessages } from './price-grid-form';
import { withErrorTexts } from '../../tests/helpers/gestion-message';

/** The form and the CSV read, their errors written as the French page shows them. */
const readGridForm = (...args: Parameters<typeof readGridMessages>) => withErrorTexts(readGridMessages(...args));
const readPriceCsv = (...args: Parameters<typeof readCsvMessages>) => withErrorTexts(readCsvMessages(...args));

/** A grid like the demo one: three bands, several types, two discounts, three zones (one with 12.5 km). */
const DEMO_PRICE_GRID: PriceGrid = {
  effectiveFrom: '2026-01-01',
  surfaceBands: [40, 80, 120],
  prices: {
    dpe: { appartement: [9000, 10500, 12000, 14000], maison: [11000, 12500, 14000, 16000], local: [15000, 18000, 21000, 25000] },
    erp: { appartement: [2000, 2000, 2000, 2000] },
    plomb: { maison: [10000, 11550, 13000, 14505] },
  },
  packDiscounts: [
    { fromCount: 3, basisPoints: 1000 },
    { fromCount: 5, basisPoints: 1250 },
  ],
  erpFreeFrom: 3,
  travelZones: [
    { upToKm: 10, supplement: 0 },
    { upToKm: 12.5, supplement: 2500 },
    { upToKm: 40, supplement: 5050 },
  ],
};

const TODAY = '2026-11-28';
const FORM = { depuis: '2026-12-01', tranches: '40 80 120', prix: 'diagnostic;type;a;b;c;d\ndpe;appartement;90,00;105,00;120,00;140,00', remises: '3 : 10 %\n5 : 15 %', erp: '3', zones: '10 : 0\n25 : 25,00\n40 : 50' };

describe('the price CSV (issue 33 item 1)', () => {
  it.each([
    ['a header, a line', 'diagnostic;type;a;b\ndpe;appartement;90,00;105', 2, { dpe: { appartement: [9000, 10500] } }],
    ['no header, decimal points, tabs, a BOM, a blank line', '\uFEFFdpe\tmaison\t90.5\t105\n\nerp;local;0;0', 2, { dpe: { maison: [9050, 10500] }, erp: { local: [0, 0] } }],
    ['upper case and spaces', ' DPE ; Appartement ; 90 ; 100 ', 2, { dpe: { appartement: [9000, 10000] } }],
    ['empty cells a spreadsheet adds at the end', 'dpe;appartement;90;100;;', 2, { dpe: { appartement: [9000, 10000] } }],
    ['a quoted cell', '"dpe";"appartement";"90,00";"100,00"', 2, { dpe: { appartement: [9000, 10000] } }],
  ])('reads %s', (_label, csv, bands, prices) => {
    expect(readPriceCsv(csv, bands)).toEqual({ ok: true, prices });
  });

  it.each([
    ['an unknown diagnostic', 'dpe;appartement;90;100\ndpf;appartement;90;100', ['Ligne 2 : diagnostic inconnu « dpf » (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)']],
    ['an unknown property type', 'dpe;studio;90;100', ['Ligne 1 : type de bien inconnu « studio » (appartement, maison, local)']],
    ['one price short', 'dpe;appartement;90', ['Ligne 1 : 1 prix au lieu de 2 (un par tranche de surface)']],
    ['one price too many', 'dpe;appartement;90;100;110', ['Ligne 1 : 3 prix au lieu de 2 (un par tranche de surface)']],
    ['a price that is no amount', 'dpe;appartement;90;10O', ['Ligne 1 : prix invalide « 10O » (en euros HT, comme 105,00)']],
    ['a negative price', 'dpe;appartement;-90;100', ['Ligne 1 : prix invalide « -90 » (en euros HT, comme 105,00)']],
    ['an empty price', 'dpe;appartement;;100', ['Ligne 1 : prix invalide «  » (en euros HT, comme 105,00)']],
    ['a pair given twice', 'dpe;maison;90;100\ndpe;maison;95;100', ['Ligne 2 : dpe maison déjà donné ligne 1']],
    ['every wrong line, each named', 'diagnostic;type;a;b\ndpe;maison;90;100\nxx;maison;1;1\ndpe;maison;1', ['Ligne 3 : diagnostic inconnu « xx » (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)', 'Ligne 4 : 1 prix au lieu de 2 (un par tranche de surface)']],
    ['an unclosed quote', 'dpe;"maison;90;100', ['Ligne 1 : fichier CSV illisible (guillemet non fermé ?)']],
  ])('refuses %s, nothing kept', (_label, csv, errors) => {
    expect(readPriceCsv(csv, 2)).toEqual({ ok: false, errors });
  });
});

describe('the price grid form', () => {
  it('reads a whole version', () => {
    expect(readGridForm(FORM, TODAY)).toEqual({
      ok: true,
      grid: { effectiveFrom: '2026-12-01', surfaceBands: [40, 80, 120], prices: { dpe: { appartement: [9000, 10500, 12000, 14000] } }, packDiscounts: [{ fromCount: 3, basisPoints: 1000 }, { fromCount: 5, basisPoints: 1500 }], erpFreeFrom: 3, travelZones: [{ upToKm: 10, supplement: 0 }, { upToKm: 25, supplement: 2500 }, { upToKm: 40, supplement: 5000 }] },
    });
  });

  it.each([
    ['depuis', '2026-11-27', 'La nouvelle version ne peut pas prendre effet dans le passé'],
    ['depuis', '2026-02-30', 'Date invalide (AAAA-MM-JJ)'],
    ['tranches', '80 40', 'Les tranches de surface doivent être croissantes'],
    ['tranches', '40 m²', 'Des surfaces en m², entières, comme 40 80 120'],
    ['prix', '', 'Aucun prix : une ligne par diagnostic et type de bien'],
    ['remises', '3 : 10 %\n1 : 5 %', 'Ligne 2 : écrivez le nombre de diagnostics et la remise, comme 3 : 10 %'],
    ['remises', '3 : 101 %', 'Ligne 1 : écrivez le nombre de diagnostics et la remise, comme 3 : 10 %'],
    ['remises', '5 : 15 %\n3 : 10 %', 'Rangez les remises par nombre croissant de diagnostics'],
    ['erp', 'trois', 'Un nombre de diagnostics (1 ou plus), ou vide'],
    ['zones', '', 'Au moins une zone de déplacement'],
    ['zones', '25 : 25\n10 : 0', 'Les zones de déplacement doivent être croissantes'],
    ['zones', 'Paris : 0', 'Ligne 1 : écrivez la distance et le supplément HT, comme 25 : 25,00'],
  ])('%s typed %j is refused: %s', (field, typed, message) => {
    const read = readGridForm({ ...FORM, [field]: typed }, TODAY);
    expect(read).toEqual({ ok: false, errors: { [field]: [message] } });
  });

  it('a version may start today; the price lines must match the bands typed', () => {
    expect(readGridForm({ ...FORM, depuis: TODAY }, TODAY).ok).toBe(true);
    expect(readGridForm({ ...FORM, tranches: '40 80' }, TODAY)).toEqual({ ok: false, errors: { prix: ['Ligne 2 : 4 prix au lieu de 3 (un par tranche de surface)'] } });
  });

  it('the demo grid written as the form shows it reads back unchanged (CSV export and import agree)', () => {
    const values = gridFormValues(DEMO_PRICE_GRID, '2026-12-01');
    expect(priceCsv(DEMO_PRICE_GRID).split('\n')[0]).toBe('diagnostic;type;jusqu’à 40 m²;jusqu’à 80 m²;jusqu’à 120 m²;au-delà');
    expect(readGridForm(values, TODAY)).toEqual({ ok: true, grid: { ...DEMO_PRICE_GRID, effectiveFrom: '2026-12-01' } });
  });
});
