import { describe, expect, it } from 'vitest';
import { breaksLocks, canonicalJson, locksFor } from './locks';

const hero = { type: 'a.hero', props: { title: 'Bonjour', image: { src: '/x.jpg', alt: 'x' } } };
const text = { type: 'a.text', props: { body: 'Texte' } };
const cta = { type: 'a.cta', props: { label: 'Appeler' } };

describe('franchisor locks', () => {
  it('applies a page lock and a site-wide lock, not another page’s', () => {
    const applying = locksFor(
      [
        { pageKey: '/', blockType: 'a.hero' },
        { pageKey: '*', blockType: 'a.cta' },
        { pageKey: '/contact', blockType: '*' },
      ],
      '/',
    );
    expect(applying.wholePage).toBe(false);
    expect([...applying.types].sort()).toEqual(['a.cta', 'a.hero']);
    expect(locksFor([{ pageKey: '/contact', blockType: '*' }], '/contact').wholePage).toBe(true);
  });

  const heroLocked = { wholePage: false, types: new Set(['a.hero']) };
  it.each([
    ['editing an unlocked block', [hero, text], [hero, { type: 'a.text', props: { body: 'Autre' } }], false],
    ['adding an unlocked block around a locked one', [hero, text], [cta, hero, text], false],
    ['the same props in another key order', [hero], [{ type: 'a.hero', props: { image: { alt: 'x', src: '/x.jpg' }, title: 'Bonjour' } }], false],
    ['editing a locked block', [hero, text], [{ ...hero, props: { ...hero.props, title: 'Changé' } }, text], true],
    ['deleting a locked block', [hero, text], [text], true],
    ['adding a block of a locked type', [hero, text], [hero, text, hero], true],
  ])('%s: refused is %s', (_case, before, after, refused) => {
    expect(breaksLocks(before, after, heroLocked)).toBe(refused);
  });

  it('a locked page refuses any change and accepts the same page', () => {
    const page = { wholePage: true, types: new Set<string>() };
    expect(breaksLocks([hero, text], [hero, text], page)).toBe(false);
    expect(breaksLocks([hero, text], [text, hero], page)).toBe(true);
  });

  it('no lock: anything goes', () => {
    expect(breaksLocks([hero], [], { wholePage: false, types: new Set() })).toBe(false);
  });

  it('canonical JSON drops undefined values and sorts keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 2 }] })).toBe('{"a":[{"c":2}],"b":1}');
  });
});
