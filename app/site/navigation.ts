import type { SiteFeatures } from '../../domain/sites/features';

/**
 * One navigation record per family (issue 30, decision 0162): its main menu (header and mobile menu),
 * its footer links and its 'plan du site' come from this record, pure data read by the family's
 * layout and by its page table. Labels are catalogue keys of the family's namespace (K); an entry a
 * site offers only with a feature (rentals) names that feature, never a family.
 */
export type NavFeature = keyof SiteFeatures;

export interface NavEntry<K extends string = string> {
  /** Catalogue key of the label. */
  label: K;
  /** A page of this site: its French path (the layout localizes it). */
  href?: string;
  /** A page of the network's recruitment site (its path there); no link when the site has no such sibling. */
  recruitmentPath?: string;
  /** Shown only when the site has this feature. */
  feature?: NavFeature;
  children?: readonly NavEntry<K>[];
}

/** A column of footer links, with its heading when it has one. */
export interface NavGroup<K extends string = string> {
  title?: K;
  links: readonly NavEntry<K>[];
}

/** A section of the site map: title and labels are full message keys ('pages:siteMap.buy'). */
export interface SiteMapSection {
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

export interface FamilyNavigation<M extends string = string, F extends string = M> {
  /** The header's menu; the mobile menu shows the same entries. */
  menu: readonly NavEntry<M>[];
  /** The footer's link columns. */
  footer: readonly NavGroup<F>[];
  /** The footer's bottom row (legal pages). */
  legal: readonly NavEntry<F>[];
  /** The site map's own sections (the legal section is added to every site map); none: no site map page. */
  siteMap?: readonly SiteMapSection[];
}

/** The entries a site shows: those without a feature, and those whose feature the site has (children too). */
export function visibleEntries<K extends string>(entries: readonly NavEntry<K>[], features: Partial<SiteFeatures>): NavEntry<K>[] {
  return entries.filter((e) => !e.feature || features[e.feature] === true).map((e) => (e.children ? { ...e, children: visibleEntries(e.children, features) } : e));
}

/** Every path of this site an entry list links to (children included), without its #fragment. */
export function entryPaths(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((e) => [...(e.href ? [e.href.split('#')[0] as string] : []), ...entryPaths(e.children ?? [])]);
}

/** Every path of this site the record links to from its menu and footer (legal row included). */
export function navigationPaths(nav: FamilyNavigation): string[] {
  return [...new Set([...entryPaths(nav.menu), ...nav.footer.flatMap((g) => entryPaths(g.links)), ...entryPaths(nav.legal)])];
}
