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

export function agenceMenu(settings: AgenceSettings): Array<{ label: string; href: string }> {
  return [
    { label: 'Accueil', href: '/' },
    { label: 'Vendre mon bien', href: '/vendre' },
    { label: 'Acheter', href: '/recherche-bien' },
    ...(settings.showLouer ? [{ label: 'Louer', href: '/recherche-location' }] : []),
    { label: 'Blog', href: '/actualites' },
    { label: 'Contact', href: '/contact' },
  ];
}
