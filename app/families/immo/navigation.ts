import type { ParseKeys } from 'i18next';
import type { FamilyNavigation, NavEntry } from '../../site/navigation';

/** Labels: keys of the 'immo' catalogue ({{brand}} is the network's name), or 'common:…'. */
type ImmoKey = ParseKeys<'immo'> | `common:${ParseKeys<'common'>}`;
export type ImmoNavEntry = NavEntry<ImmoKey>;

/**
 * The network site's navigation (decision 0162). Menu: spec §2 header (Choisir, Simulez vos revenus,
 * Profil, Ressources, Nous rejoindre, FAQ); footer: its four columns less the contact one; site map:
 * every page a visitor can reach.
 */
/** What the browser needs (header, mobile menu, footer): the record less its site map, which only the server reads. */
export const IMMO_MENUS: Omit<FamilyNavigation<ImmoKey>, 'siteMap'> = {
  menu: [
    {
      label: 'menu.choose',
      children: [
        { label: 'menu.ourServices', href: '/nos-services' },
        { label: 'menu.about', href: '/a-propos' },
        { label: 'menu.ourAdvisers', href: '/conseillers-immobiliers' },
        {
          label: 'menu.buy',
          href: '/acheter',
          children: [
            { label: 'menu.buyHouse', href: '/acheter-maison' },
            { label: 'menu.buyFlat', href: '/acheter-appartement' },
          ],
        },
        {
          label: 'menu.rent',
          href: '/louer',
          feature: 'rentals',
          children: [
            { label: 'menu.rentHouse', href: '/louer-maison' },
            { label: 'menu.rentFlat', href: '/louer-appartement' },
          ],
        },
      ],
    },
    { label: 'menu.simulateIncome', recruitmentPath: '/comparateur-revenus' },
    {
      label: 'menu.profile',
      children: [
        { label: 'menu.seller', href: '/vendre' },
        { label: 'menu.buyer', href: '/recherche-bien' },
        { label: 'menu.landlord', href: '/services/gestion-locative' },
      ],
    },
    { label: 'menu.resources', children: [{ label: 'menu.news', href: '/actualites' }, { label: 'menu.estimate', href: '/evaluation' }] },
    { label: 'menu.join', recruitmentPath: '/' },
    { label: 'menu.faq', href: '/faq' },
  ],
  footer: [
    {
      title: 'footer.choose',
      links: [
        { label: 'menu.ourServices', href: '/nos-services' },
        { label: 'menu.about', href: '/a-propos' },
        { label: 'footer.findAdviser', href: '/conseillers-immobiliers' },
        { label: 'menu.news', href: '/actualites' },
        { label: 'footer.network', href: '/reseau' },
        { label: 'menu.faq', href: '/faq' },
      ],
    },
    {
      title: 'footer.becomeAdviser',
      links: [
        { label: 'menu.join', recruitmentPath: '/' },
        { label: 'footer.ourPrices', recruitmentPath: '/tarifs' },
        { label: 'menu.simulateIncome', recruitmentPath: '/comparateur-revenus' },
      ],
    },
    {
      title: 'menu.profile',
      links: [
        { label: 'footer.sell', href: '/vendre' },
        { label: 'menu.buy', href: '/recherche-bien' },
        { label: 'menu.rent', href: '/recherche-location', feature: 'rentals' },
        { label: 'menu.estimate', href: '/evaluation' },
      ],
    },
  ],
  legal: [
    { label: 'common:legalNotice', href: '/mentions-legales' },
    { label: 'footer.dataProtection', href: '/protection-donnees' },
    { label: 'footer.cookies', href: '/politique-cookies' },
    { label: 'footer.terms', href: '/cgu' },
    { label: 'footer.siteMap', href: '/plan-du-site' },
  ],
};

export const IMMO_NAVIGATION: FamilyNavigation<ImmoKey> = {
  ...IMMO_MENUS,
  siteMap: [
    {
      title: 'pages:siteMap.buyRentSell',
      links: [
        { label: 'common:legal.siteMap.home', href: '/' },
        { label: 'pages:siteMap.buy', href: '/acheter' },
        { label: 'pages:siteMap.buyHouse', href: '/acheter-maison' },
        { label: 'pages:siteMap.buyFlat', href: '/acheter-appartement' },
        { label: 'pages:siteMap.rent', href: '/louer' },
        { label: 'pages:siteMap.rentHouse', href: '/louer-maison' },
        { label: 'pages:siteMap.rentFlat', href: '/louer-appartement' },
        { label: 'pages:siteMap.forSale', href: '/recherche-bien' },
        { label: 'pages:siteMap.forRent', href: '/recherche-location' },
        { label: 'pages:siteMap.sell', href: '/vendre' },
        { label: 'pages:siteMap.valueProperty', href: '/evaluation' },
      ],
    },
    {
      title: 'pages:siteMap.network',
      links: [
        { label: 'pages:siteMap.advisers', href: '/conseillers-immobiliers' },
        { label: 'pages:siteMap.about', href: '/a-propos' },
        { label: 'pages:siteMap.services', href: '/nos-services' },
        { label: 'pages:siteMap.propertySearch', href: '/services/chasse-immobiliere' },
        { label: 'pages:siteMap.rentalManagement', href: '/services/gestion-locative' },
        { label: 'pages:siteMap.staging', href: '/services/mise-en-valeur' },
        { label: 'pages:siteMap.network', href: '/reseau' },
        { label: 'pages:siteMap.agents', href: '/reseau-mandataires-immobiliers' },
        { label: 'pages:siteMap.news', href: '/actualites' },
        { label: 'pages:siteMap.faq', href: '/faq' },
      ],
    },
  ],
};
