import { describe, expect, it } from 'vitest';
import { fixedT } from './instances.server';

// Issue 38 item 14: texts of the network and recruitment sites that a visitor read with a missing
// accent or a wrong agreement, read back from the French catalogues as the pages use them.
const t = fixedT('fr') as unknown as (key: string, values?: Record<string, unknown>) => string;

describe('French spelling of the interface', () => {
  it.each([
    ['kindMaison', 'des maisons vendues à Sevran'],
    ['kindAppartement', 'des appartements vendus à Sevran'],
  ])('the valuation range names its sales with the right agreement (%s)', (kind, words) => {
    const text = t('immo:valuation.step3.sourceCommune', { kind: t(`immo:valuation.step3.${kind}`), place: 'Sevran', price: '2 900 €', count: 120 });
    expect(text).toContain(words);
  });

  it.each([
    ['listings:propertyTypes.Terrain à batir', 'Terrain à bâtir'],
    ['recrutement:signup.errors.option', 'Veuillez sélectionner une option'],
    ['recrutement:signup.success', 'Vous êtes inscrit(e) !'],
  ])('%s reads %j', (key, text) => expect(t(key)).toBe(text));
});
