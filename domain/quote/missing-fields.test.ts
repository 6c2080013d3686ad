import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA, type QuoteCriteria } from './criteria';
import { MISSING_FIELDS_TITLE, missingFields } from './missing-fields';

const complete: QuoteCriteria = {
  ...EMPTY_CRITERIA,
  projet: 'vendre',
  bien: 'maison',
  copropriete: 'non',
  construction: 'avant1949',
  gaz: 'plus15',
  electricite: 'electriciteNSP',
  pieces: '4',
  surface: '90',
  address: '13 Rue Yves Toudic 75010 Paris',
  dpeDeja: 'non',
};

describe('missingFields', () => {
  it('initial answers list every question', () => {
    expect(missingFields({ ...EMPTY_CRITERIA, projet: '' })).toEqual([
      'Type de projet',
      'Type de bien',
      'Copropriété',
      'Année de construction',
      'Installation gaz',
      'Installation électrique',
      'Nombre de pièces',
      'Surface',
      'Adresse du bien',
      'DPE existant',
    ]);
  });

  it.each<[string, Partial<QuoteCriteria>, string[]]>([
    ['complete', {}, []],
    ['no project', { projet: '' }, ['Type de projet']],
    ['no property', { bien: '' }, ['Type de bien']],
    ['no condominium answer', { copropriete: '' }, ['Copropriété']],
    ['no construction', { construction: '' }, ['Année de construction']],
    ['no gas', { gaz: '' }, ['Installation gaz']],
    ['no electricity', { electricite: '' }, ['Installation électrique']],
    ['no rooms', { pieces: '' }, ['Nombre de pièces']],
    ['no surface', { surface: '' }, ['Surface']],
    ['blank address', { address: '   ' }, ['Adresse du bien']],
    ['DPE unanswered', { dpeDeja: '' }, ['DPE existant']],
    ['DPE yes without grade', { dpeDeja: 'oui' }, ['Note DPE']],
    ['DPE yes with grade', { dpeDeja: 'oui', dpeNote: 'C' }, []],
    ['DPE yes, waiting', { dpeDeja: 'oui', dpeNote: 'attente' }, []],
    ['two missing keep order', { surface: '', bien: '' }, ['Type de bien', 'Surface']],
  ])('%s', (_name, over, expected) => {
    expect(missingFields({ ...complete, ...over })).toEqual(expected);
  });

  it('title', () => {
    expect(MISSING_FIELDS_TITLE).toBe('Merci de compléter tous les champs. Les champs suivants sont manquants');
  });
});
