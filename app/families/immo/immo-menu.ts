import type { ParseKeys } from 'i18next';

/** The network header's menu (spec: Choisir, Simulez vos revenus, Profil, Ressources, Nous rejoindre, FAQ). */
export interface MenuEntry {
  /** Its label in the 'immo' catalogue ({{brand}} is the network's name). */
  label: ParseKeys<'immo'>;
  href?: string;
  /** Opens on the recruitment site (path there). */
  recruitmentPath?: string;
  children?: MenuEntry[];
}

export const IMMO_MENU: MenuEntry[] = [
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
];
