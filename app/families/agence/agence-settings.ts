import type { AgenceSettings } from '../../../domain/agence/site';

/** The agency site's menu (network spec §1): 'Louer' only when the site rents too. */
export function agenceMenu(settings: Pick<AgenceSettings, 'showLouer'>): Array<{ label: string; href: string }> {
  return [
    { label: 'Accueil', href: '/' },
    { label: 'Vendre mon bien', href: '/vendre' },
    { label: 'Acheter', href: '/recherche-bien' },
    ...(settings.showLouer ? [{ label: 'Louer', href: '/recherche-location' }] : []),
    { label: 'Blog', href: '/actualites' },
    { label: 'Contact', href: '/contact' },
  ];
}
