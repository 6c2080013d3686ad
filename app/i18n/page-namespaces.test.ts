import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/sites/site';
import { NAMESPACES } from './namespaces';
import { FAMILY_NAMESPACES, pageNamespaces, SHARED_NAMESPACES } from './page-namespaces';

const APP = path.join(import.meta.dirname, '..');

/** Browser source files under a folder of app/ (server modules and tests excluded). */
function browserSources(folder: string): string[] {
  return fs
    .readdirSync(path.join(APP, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(server|test)\.tsx?$/.test(f))
    .map((f) => fs.readFileSync(path.join(APP, folder, f), 'utf8'));
}

/** The namespaces a source names: useTranslation('ns'), useTranslation(['ns', …]) or a 'ns:key' key. */
function namespacesNamed(sources: string[]): Set<string> {
  const found = new Set<string>();
  const names = NAMESPACES.join('|');
  for (const source of sources) {
    for (const [, args = ''] of source.matchAll(/useTranslation\(\[?([^)]*)\)/g)) {
      for (const [, n = ''] of args.matchAll(new RegExp(`'(${names})'`, 'g'))) found.add(n);
    }
    for (const [, n = ''] of source.matchAll(new RegExp(`['"\`](${names}):[\\w.]`, 'g'))) found.add(n);
  }
  return found;
}

describe('namespaces loaded in the browser (decision 45)', () => {
  it.each(FAMILIES)('%s: every namespace its blocks and layout name is loaded before hydration', (family) => {
    const named = namespacesNamed(browserSources(`families/${family}`));
    expect(named.size).toBeGreaterThan(0);
    for (const namespace of named) expect(pageNamespaces(family), `${family} uses ${namespace}`).toContain(namespace);
  });

  it('the families that show listings load the listings catalogue (app/listings)', () => {
    expect(namespacesNamed(browserSources('listings'))).toEqual(new Set(['listings', 'consent']));
    expect(FAMILY_NAMESPACES.immo).toContain('listings');
    expect(FAMILY_NAMESPACES.agence).toContain('listings');
  });

  it('the shared interface (ui, consent) names only the shared namespaces', () => {
    for (const namespace of namespacesNamed([...browserSources('ui'), ...browserSources('consent')])) expect(SHARED_NAMESPACES).toContain(namespace);
  });

  it('a diag page loads neither the network nor the recruitment catalogues', () => {
    expect(pageNamespaces('diag').sort()).toEqual(['common', 'consent', 'diag', 'forms']);
    expect(pageNamespaces(null)).toContain('directory');
  });
});
