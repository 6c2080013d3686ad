import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../domain/sites/site';
import '../../families/index.server';
import { familyModule } from '../../families';
import { fixedT } from '../../i18n/instances.server';
import fr from '../../i18n/locales/fr/gestion.json';
import type { Text } from './text';
import { blockLabel, editorDictionary, PUCK_TEXT_KEYS } from './page-editor-text.server';

const textIn = (locale: 'fr' | 'en'): Text => {
  const t = fixedT(locale) as unknown as Text;
  return (key, values) => t(`gestion:${key}`, values);
};

describe('the page editor’s texts', () => {
  it.each(['fr', 'en'] as const)('every block of every family has a name of its own in %s', (locale) => {
    const t = textIn(locale);
    const unnamed = FAMILIES.flatMap((family) => Object.keys(familyModule(family).blocks)).filter((type) => blockLabel(t, type) === type);
    expect(unnamed).toEqual([]);
  });

  it('names the hero block in French, and in English under /en', () => {
    expect(blockLabel(textIn('fr'), 'agence.home')).toBe('Accueil de l’agence');
    expect(blockLabel(textIn('en'), 'agence.home')).toBe('Agency home');
    // A type the catalogue does not know keeps its canonical name.
    expect(blockLabel(textIn('fr'), 'agence.inconnu')).toBe('agence.inconnu');
  });

  it('translates every text of Puck’s dictionary, its placeholders kept', () => {
    expect(Object.keys(fr.pages.puck).sort()).toEqual([...PUCK_TEXT_KEYS].sort());
    const french = editorDictionary(textIn('fr'));
    expect(french['plugin-outline']).toBe('Plan');
    expect(french['field-arrayitem-summary']).toBe('Élément n° {index}');
    expect(editorDictionary(textIn('en'))['plugin-outline']).toBe('Outline');
  });
});
