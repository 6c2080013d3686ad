/**
 * The back-office's header links, in order: one row per page, with who sees it. Each new back-office
 * area adds its row here (and its 'layout.<key>' text in both catalogues).
 */
export type NavAudience = 'everyone' | 'editsSites' | 'manages' | 'privacy' | 'diagnostics' | 'listings';

export interface NavEntry {
  /** Path under /gestion ('' for the inbox). */
  path: string;
  /** Text key in the 'gestion' catalogue. */
  label: string;
  audience: NavAudience;
}

export const BACKOFFICE_NAV: readonly NavEntry[] = [
  { path: '', label: 'layout.inbox', audience: 'everyone' },
  { path: '/sites', label: 'layout.sites', audience: 'editsSites' },
  { path: '/annonces', label: 'layout.listings', audience: 'listings' },
  { path: '/medias', label: 'layout.media', audience: 'editsSites' },
  { path: '/rendez-vous', label: 'layout.appointments', audience: 'diagnostics' },
  { path: '/membres', label: 'layout.members', audience: 'manages' },
  { path: '/journal', label: 'layout.journal', audience: 'manages' },
  { path: '/donnees-personnelles', label: 'layout.privacy', audience: 'privacy' },
  { path: '/api', label: 'layout.api', audience: 'manages' },
  { path: '/webhooks', label: 'layout.webhooks', audience: 'manages' },
  { path: '/routage', label: 'layout.routing', audience: 'manages' },
  { path: '/statistiques', label: 'layout.statistics', audience: 'editsSites' },
  { path: '/compte', label: 'layout.account', audience: 'everyone' },
];

export function visibleNav(member: Record<Exclude<NavAudience, 'everyone'>, boolean>): NavEntry[] {
  return BACKOFFICE_NAV.filter((entry) => entry.audience === 'everyone' || member[entry.audience]);
}
