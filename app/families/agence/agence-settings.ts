import type { ParseKeys } from 'i18next';
import type { AgenceSettings } from '../../../domain/agence/site';

/** The agency header's menu; labels are keys of the 'agence' catalogue. */
export function agenceMenu(settings: Pick<AgenceSettings, 'showLouer'>): Array<{ label: ParseKeys<'agence'>; href: string }> {
  return [
    { label: 'menu.home', href: '/' },
    { label: 'menu.sellMyProperty', href: '/vendre' },
    { label: 'menu.buy', href: '/recherche-bien' },
    ...(settings.showLouer ? [{ label: 'menu.rent' as const, href: '/recherche-location' }] : []),
    { label: 'menu.blog', href: '/actualites' },
    { label: 'menu.contact', href: '/contact' },
  ];
}
