import { describe, expect, it } from 'vitest';
import { type FamilyNavigation, entryPaths, navigationPaths, visibleEntries } from '../site/navigation';
import { AGENCE_NAVIGATION } from './agence/navigation';
import { agencePages } from './agence/pages';
import { IMMO_NAVIGATION } from './immo/navigation';
import { immoPages } from './immo/pages';
import { RECRUTEMENT_NAVIGATION } from './recrutement/navigation';
import { recrutementPages } from './recrutement/pages';

// Decision 0162: each family's one navigation record drives its menu, footer and site map.
/** What the test reads of a family's page table. */
type PageTable = Record<string, { blocks?: ReadonlyArray<{ type: string; props?: unknown }> }>;

const FAMILIES: Array<[string, FamilyNavigation, PageTable]> = [
  ['immo', IMMO_NAVIGATION, immoPages],
  ['agence', AGENCE_NAVIGATION, agencePages],
  ['recrutement', RECRUTEMENT_NAVIGATION, recrutementPages],
];

/** Pages every site has outside its family's page table (app/routes.ts). */
const SITE_ROUTES = ['/gestion-des-cookies'];

/** True when a path is answered by one of the table's path patterns ('/actualite/:slug') or a route of every site. */
function hasPage(pages: PageTable, path: string): boolean {
  return SITE_ROUTES.includes(path) || Object.keys(pages).some((pattern) => new RegExp(`^${pattern.replace(/:[\w]+/g, '[^/]+').replace(/\*$/, '.*')}$`).test(path));
}

/** The site map block's links, as the page table serves them (the family's sections and the legal one). */
function siteMapLinks(pages: PageTable): Array<{ label: string; href: string }> {
  const block = pages['/plan-du-site']?.blocks?.[0] as { type: string; props?: { sections: Array<{ links: Array<{ label: string; href: string }> }> } } | undefined;
  return block?.type === 'legal.siteMap' ? (block.props?.sections ?? []).flatMap((s) => s.links) : [];
}

/** Menu and footer entries a site shows whatever its features (those gated by a feature exist only on some sites). */
function ungatedPaths(nav: FamilyNavigation): string[] {
  const none = {};
  return [...new Set([...entryPaths(visibleEntries(nav.menu, none)), ...nav.footer.flatMap((g) => entryPaths(visibleEntries(g.links, none))), ...entryPaths(visibleEntries(nav.legal, none))])];
}

describe('a family navigation record', () => {
  it.each(FAMILIES)('%s: every menu, footer and legal link goes to a page of the family', (_family, nav, pages) => {
    const paths = navigationPaths(nav);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !hasPage(pages, path))).toEqual([]);
  });

  it.each(FAMILIES.filter(([, nav]) => nav.siteMap))('%s: its site map page shows the record\'s sections and every page its menu and footer link to', (_family, nav, pages) => {
    const links = siteMapLinks(pages);
    const hrefs = links.map((l) => l.href);
    expect(links.slice(0, nav.siteMap?.flatMap((s) => s.links).length)).toEqual(nav.siteMap?.flatMap((s) => s.links));
    expect(ungatedPaths(nav).filter((path) => path !== '/plan-du-site' && !hrefs.includes(path))).toEqual([]);
  });

  it.each(FAMILIES.filter(([, nav]) => nav.siteMap))('%s: every site map link goes to a page of the family', (_family, _nav, pages) => {
    const paths = siteMapLinks(pages).map((l) => l.href.split('#')[0] as string);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !hasPage(pages, path))).toEqual([]);
  });

});

describe('visibleEntries', () => {
  it.each([
    ['a site with rentals keeps the rent entries', { rentals: true }, ['/recherche-location']],
    ['a site without rentals drops them', { rentals: false }, []],
    ['a site whose features say nothing drops them', {}, []],
  ])('%s', (_name, features, rentPaths) => {
    const paths = entryPaths(visibleEntries(AGENCE_NAVIGATION.menu, features));
    expect(paths.filter((p) => p === '/recherche-location')).toEqual(rentPaths);
    expect(paths).toContain('/recherche-bien');
  });

  it('drops a gated child and keeps its parent', () => {
    const menu = visibleEntries(IMMO_NAVIGATION.menu, { rentals: false });
    const paths = entryPaths(menu);
    expect(paths).not.toContain('/louer');
    expect(paths).not.toContain('/louer-maison');
    expect(paths).toContain('/acheter-maison');
  });
});
