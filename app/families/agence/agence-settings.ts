import type { ParseKeys } from 'i18next';
import { z } from 'zod';

/** The agency site's settings (network spec §1): read leniently, defaults when missing. */
export const agenceSettingsSchema = z.object({
  brand: z.string().catch('Maisonfort').default('Maisonfort'),
  showLouer: z.boolean().catch(false).default(false),
  showAddress: z.boolean().catch(false).default(false),
  showAvatar: z.boolean().catch(false).default(false),
  address: z.string().catch('').default(''),
  numeroTel: z.string().catch('').default(''),
  email: z.string().catch('').default(''),
  listCities: z.array(z.string()).catch([]).default([]),
});
export type AgenceSettings = z.infer<typeof agenceSettingsSchema>;

export function agenceSettings(raw: Record<string, unknown>): AgenceSettings {
  return agenceSettingsSchema.parse(raw);
}

/** The agency header's menu; labels are keys of the 'agence' catalogue. */
export function agenceMenu(settings: AgenceSettings): Array<{ label: ParseKeys<'agence'>; href: string }> {
  return [
    { label: 'menu.home', href: '/' },
    { label: 'menu.sellMyProperty', href: '/vendre' },
    { label: 'menu.buy', href: '/recherche-bien' },
    ...(settings.showLouer ? [{ label: 'menu.rent' as const, href: '/recherche-location' }] : []),
    { label: 'menu.blog', href: '/actualites' },
    { label: 'menu.contact', href: '/contact' },
  ];
}
