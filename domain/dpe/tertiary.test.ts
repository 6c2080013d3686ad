import { describe, expect, it } from 'vitest';
import { letterFor, parseLetter, worseLetter, type DpeLetter } from './letters';
import { foldText, TERTIARY_BOUNDS, tertiaryCategory, type TertiaryCategory } from './tertiary';

describe('tertiaryCategory (§5)', () => {
  it.each<[string | null, string | null, TertiaryCategory]>([
    ['Centre commercial', null, 'shopping-centre'],
    ['galerie / CENTRE COMMERCIAL régional', null, 'shopping-centre'],
    ['Bureaux', null, 'offices'],
    ['Administration', null, 'offices'],
    ['Banque', null, 'offices'],
    ['Enseignement primaire', null, 'offices'],
    ['Hôtel', null, 'continuous-occupation'],
    ['hotellerie', null, 'continuous-occupation'],
    ['Hôpital', null, 'continuous-occupation'],
    ['HOPITAL', null, 'continuous-occupation'],
    ['Établissement de soins', null, 'continuous-occupation'],
    ['EHPAD', null, 'continuous-occupation'],
    ['Maison de retraite', null, 'continuous-occupation'],
    ['Internat', null, 'continuous-occupation'],
    ['Commerce', null, 'others'],
    ['Restaurant', null, 'others'],
    ['', null, 'others'],
    [null, null, 'others'],
    // categorie_erp is read too
    [null, 'W : Administrations, banques, bureaux', 'offices'],
    ['Autre', 'U : Établissements de soins', 'continuous-occupation'],
    // Order of §5: shopping centre first, then offices, then continuous occupation.
    ['Bureaux du centre commercial', null, 'shopping-centre'],
    ['Hôtel', 'bureau', 'offices'],
  ])('%j / %j → %s', (secteur, erp, category) => {
    expect(tertiaryCategory(secteur, erp)).toBe(category);
  });

  it('folds accents and case', () => {
    expect(foldText('Hôpital ÉCOLE')).toBe('hopital ecole');
  });
});

describe('tertiary thresholds (§9, modified order of 15/09/2006)', () => {
  it('has the §9 limits', () => {
    expect(TERTIARY_BOUNDS).toEqual({
      offices: { energy: [50, 110, 210, 350, 540, 750], ges: [5, 15, 30, 60, 100, 145] },
      'continuous-occupation': { energy: [100, 210, 370, 580, 830, 1130], ges: [12, 30, 65, 110, 160, 220] },
      others: { energy: [30, 90, 170, 270, 380, 510], ges: [3, 10, 25, 45, 70, 95] },
      'shopping-centre': { energy: [80, 120, 180, 230, 330, 450], ges: [10, 15, 25, 35, 55, 80] },
    });
  });

  const LETTERS: DpeLetter[] = ['A', 'B', 'C', 'D', 'E', 'F'];
  const cases: [TertiaryCategory, 'energy' | 'ges', number, DpeLetter][] = [];
  for (const [category, { energy, ges }] of Object.entries(TERTIARY_BOUNDS) as [
    TertiaryCategory,
    (typeof TERTIARY_BOUNDS)[TertiaryCategory],
  ][]) {
    for (const [kind, bounds] of [
      ['energy', energy],
      ['ges', ges],
    ] as const) {
      bounds.forEach((limit, i) => {
        cases.push([category, kind, limit - 0.1, LETTERS[i]!]);
        cases.push([category, kind, limit, i < 5 ? LETTERS[i + 1]! : 'G']);
      });
    }
  }

  it.each(cases)('%s %s %s → %s', (category, kind, value, letter) => {
    expect(letterFor(value, TERTIARY_BOUNDS[category][kind])).toBe(letter);
  });

  it.each<[TertiaryCategory, number]>([
    ['offices', 751],
    ['continuous-occupation', 5000],
    ['others', 510],
    ['shopping-centre', 450],
  ])('%s: above the F limit (%s) is G', (category, value) => {
    expect(letterFor(value, TERTIARY_BOUNDS[category].energy)).toBe('G');
  });

  it('legacy letters H and I are kept, not rejected', () => {
    expect(parseLetter('H')).toBe('H');
    expect(parseLetter('I')).toBe('I');
    expect(worseLetter('H', 'C')).toBe('H');
    expect(worseLetter('G', 'I')).toBe('I');
  });
});
