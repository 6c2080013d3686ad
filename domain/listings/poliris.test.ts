import { describe, expect, it } from 'vitest';
import { PHOTO_RANKS, POLIRIS, polirisLine } from './poliris';

/** A line of `count` empty fields with these ranks (1-based, as the SeLoger v4.09 field list numbers them) set. */
function line(values: Record<number, string>, count = 329): string[] {
  return Array.from({ length: count }, (_, i) => values[i + 1] ?? '');
}

const BASE = { [POLIRIS.offerType]: 'Vente', [POLIRIS.propertyType]: 'Appartement', [POLIRIS.technicalId]: 'A1', [POLIRIS.reference]: 'VE1', [POLIRIS.zip]: '93270', [POLIRIS.city]: 'SEVRAN', [POLIRIS.title]: 'T' };

describe('a Poliris line read as the editor’s form', () => {
  it.each([
    ['Vente', 'sale'],
    ['vente de prestige', 'sale'],
    ['Location', 'rent'],
  ])('offer type %s is a %s', (offer, transaction) => {
    const read = polirisLine(line({ ...BASE, [POLIRIS.offerType]: offer }));
    expect(read.ok && read.form.transaction).toBe(transaction);
  });

  it.each([
    ['Viager', 'Type d’annonce « Viager » non publié sur nos sites (vente ou location seulement).'],
    ['location vacances', 'Type d’annonce « location vacances » non publié sur nos sites (vente ou location seulement).'],
  ])('offer type %s is refused with why', (offer, reason) => {
    expect(polirisLine(line({ ...BASE, [POLIRIS.offerType]: offer }))).toEqual({ ok: false, key: 'A1', reference: 'VE1', reasons: [reason] });
  });

  it.each([
    ['Appartement', 'Appartement'],
    ['maison/villa', 'Maison'],
    ['Château', 'Château'],
    ['parking/box', 'Parking'],
    ['terrain', 'Terrain'],
  ])('property type %s is our %s', (given, type) => {
    const read = polirisLine(line({ ...BASE, [POLIRIS.propertyType]: given }));
    expect(read.ok && read.form.type).toBe(type);
  });

  it('a line without its technical id (rank 175), with a bad one, or too short is refused with why', () => {
    expect(polirisLine(line({ ...BASE, [POLIRIS.technicalId]: '' }))).toMatchObject({ ok: false, reasons: ['Identifiant technique (rang 175) manquant : la ligne ne peut pas être rapprochée d’une annonce.'] });
    expect(polirisLine(line({ ...BASE, [POLIRIS.technicalId]: 'a/b' }))).toMatchObject({ ok: false, reasons: [expect.stringContaining('invalide')] });
    expect(polirisLine(line(BASE, 174))).toMatchObject({ ok: false, reasons: ['Ligne incomplète : 174 champs au lieu d’au moins 175 (identifiant technique au rang 175).'] });
  });

  it.each([
    ['D', { 'energy.kind': 'dpe', 'energy.dpeLetter': 'D', 'energy.reason': '' }],
    ['VI', { 'energy.kind': 'exempt', 'energy.dpeLetter': '', 'energy.reason': 'vierge' }],
    ['NS', { 'energy.kind': 'exempt', 'energy.dpeLetter': '', 'energy.reason': 'non-soumis' }],
    ['', { 'energy.kind': 'none', 'energy.dpeLetter': '', 'energy.reason': '' }],
  ])('energy class %s (rank 177)', (letter, expected) => {
    const read = polirisLine(line({ ...BASE, [POLIRIS.energyLetter]: letter }));
    expect(read.ok && read.form).toMatchObject(expected);
  });

  it.each([
    ['1', 'acquereur'],
    ['2', 'vendeur'],
    ['3', 'acquereur'],
    ['', ''],
  ])('fees paid by code %s (rank 302) is %s', (code, payer) => {
    const read = polirisLine(line({ ...BASE, [POLIRIS.feesPaidBy]: code }));
    expect(read.ok && read.form['sale.feesPaidBy']).toBe(payer);
  });

  it.each([
    ['1', 'forfait'],
    ['2', 'provisions'],
    ['3', 'remboursement'],
  ])('rental charges code %s (rank 304) is %s; rank 15 is then the tenant’s fees in euros', (code, mode) => {
    const read = polirisLine(line({ ...BASE, [POLIRIS.offerType]: 'Location', [POLIRIS.chargesMode]: code, [POLIRIS.fees]: '450.00' }));
    expect(read.ok && [read.form['rent.chargesMode'], read.form['rent.tenantFees']]).toEqual([mode, '450']);
  });

  it('prices in decimals become whole euros; <BR> a line break; OUI/NON flags the features; photos 1, 10 and 21 with their titles', () => {
    const read = polirisLine(
      line({ ...BASE, [POLIRIS.price]: '210000.00', [POLIRIS.description]: 'Un<BR>deux<br/>trois', [POLIRIS.lift]: 'OUI', [POLIRIS.pool]: 'non', [POLIRIS.balconies]: '2', [POLIRIS.coownership]: 'OUI', [POLIRIS.lots]: '12', 85: 'a.jpg', 94: 'Séjour', 164: 'b.jpg', 274: 'Cuisine', 264: 'http://x.example/c.jpg' }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.price).toBe('210000');
    expect(read.form.description).toBe('Un\ndeux\ntrois');
    expect(read.features).toEqual(['balcon', 'ascenseur']);
    expect(read.form['coownership.lots']).toBe('12');
    expect(read.photos).toEqual([
      { source: 'a.jpg', title: 'Séjour' },
      { source: 'b.jpg', title: 'Cuisine' },
      { source: 'http://x.example/c.jpg', title: '' },
    ]);
    expect(PHOTO_RANKS).toHaveLength(30);
  });
});
