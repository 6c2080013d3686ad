import type { ParseKeys } from 'i18next';
import type { FamilyNavigation, NavEntry } from '../../site/navigation';

/** Labels: keys of the 'recrutement' catalogue, or 'common:…'. */
type RecrutementKey = ParseKeys<'recrutement'> | `common:${ParseKeys<'common'>}`;

const MENU = [
  { label: 'menu.home', href: '/' },
  { label: 'menu.network', href: '/reseau' },
  { label: 'menu.services', href: '/services' },
  { label: 'menu.prices', href: '/tarifs' },
  { label: 'menu.trainings', href: '/formations' },
  { label: 'menu.infoMeeting', href: '/reunion-d-information' },
  { label: 'menu.testimonials', href: '/temoignages' },
  { label: 'menu.comparator', href: '/comparateur-revenus' },
] as const satisfies ReadonlyArray<NavEntry<ParseKeys<'recrutement'>> & { href: string }>;

/**
 * The recruitment site's navigation (decision 0162): the footer repeats the menu, and so does the
 * site map (its home link under the common label).
 */
export const RECRUTEMENT_MENUS: Omit<FamilyNavigation<RecrutementKey>, 'siteMap'> = {
  menu: MENU,
  footer: [{ links: MENU }],
  legal: [
    { label: 'common:legalNotice', href: '/mentions-legales' },
    { label: 'footer.dataProtection', href: '/protection-donnees' },
  ],
};

/** The record; the browser reads only RECRUTEMENT_MENUS (the site map is the server's). */
export const RECRUTEMENT_NAVIGATION: FamilyNavigation<RecrutementKey> = {
  ...RECRUTEMENT_MENUS,
  siteMap: [
    {
      title: 'recrutement:pages.siteMapTitle',
      links: /* @__PURE__ */ MENU.map((m) => ({ label: m.href === '/' ? 'common:legal.siteMap.home' : `recrutement:${m.label}`, href: m.href })),
    },
  ],
};
