/** The network header's menu (spec: Choisir, Simulez vos revenus, Profil, Ressources, Nous rejoindre, FAQ). */
export interface MenuEntry {
  label: string;
  href?: string;
  /** Opens on the recruitment site (path there). */
  recruitmentPath?: string;
  children?: MenuEntry[];
}

export function immoMenu(brand: string): MenuEntry[] {
  return [
    {
      label: `Choisir ${brand}`,
      children: [
        { label: 'Nos services', href: '/nos-services' },
        { label: 'À propos', href: '/a-propos' },
        { label: 'Nos conseillers', href: '/conseillers-immobiliers' },
        {
          label: 'Acheter',
          href: '/acheter',
          children: [
            { label: 'Acheter une maison', href: '/acheter-maison' },
            { label: 'Acheter un appartement', href: '/acheter-appartement' },
          ],
        },
        {
          label: 'Louer',
          href: '/louer',
          children: [
            { label: 'Louer une maison', href: '/louer-maison' },
            { label: 'Louer un appartement', href: '/louer-appartement' },
          ],
        },
      ],
    },
    { label: 'Simulez vos revenus', recruitmentPath: '/comparateur-revenus' },
    {
      label: 'Profil',
      children: [
        { label: 'Vendeur', href: '/vendre' },
        { label: 'Acquéreur', href: '/recherche-bien' },
        { label: 'Propriétaire bailleur', href: '/services/gestion-locative' },
      ],
    },
    { label: 'Ressources', children: [{ label: 'Actualités', href: '/actualites' }, { label: 'Estimer mon bien', href: '/evaluation' }] },
    { label: 'Nous rejoindre', recruitmentPath: '/' },
    { label: 'FAQ', href: '/vendre#faq' },
  ];
}
