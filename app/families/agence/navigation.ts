import type { ParseKeys } from 'i18next';
import type { FamilyNavigation } from '../../site/navigation';

/** Labels: keys of the 'agence' catalogue, or 'common:…'. */
type AgenceKey = ParseKeys<'agence'> | `common:${ParseKeys<'common'>}`;

/**
 * The agency site's navigation (decision 0162; network spec §1, agency variant): 'Louer' only on a
 * site with rentals (its showLouer setting).
 */
export const AGENCE_MENUS: Omit<FamilyNavigation<AgenceKey>, 'siteMap'> = {
  menu: [
    { label: 'menu.home', href: '/' },
    { label: 'menu.sellMyProperty', href: '/vendre' },
    { label: 'menu.buy', href: '/recherche-bien' },
    { label: 'menu.rent', href: '/recherche-location', feature: 'rentals' },
    { label: 'menu.blog', href: '/actualites' },
    { label: 'menu.contact', href: '/contact' },
  ],
  footer: [
    {
      links: [
        { label: 'menu.sellMyProperty', href: '/vendre' },
        { label: 'menu.buy', href: '/recherche-bien' },
        { label: 'menu.rent', href: '/recherche-location', feature: 'rentals' },
        { label: 'menu.blog', href: '/actualites' },
        { label: 'menu.contact', href: '/contact' },
        { label: 'common:legalNotice', href: '/mentions-legales' },
      ],
    },
  ],
  legal: [],
};

/** The record; the browser reads only AGENCE_MENUS (the site map is the server's). */
export const AGENCE_NAVIGATION: FamilyNavigation<AgenceKey> = {
  ...AGENCE_MENUS,
  siteMap: [
    {
      title: 'pages:siteMap.agency',
      links: [
        { label: 'common:legal.siteMap.home', href: '/' },
        { label: 'pages:siteMap.sellMine', href: '/vendre' },
        { label: 'pages:siteMap.valueProperty', href: '/evaluation' },
        { label: 'pages:siteMap.buy', href: '/recherche-bien' },
        { label: 'pages:siteMap.blog', href: '/actualites' },
        { label: 'pages:siteMap.contact', href: '/contact' },
      ],
    },
  ],
};
