import { agenceFeatures } from '../../../domain/agence/features';
import type { AgenceSettings } from '../../../domain/agence/site';
import { type NavEntry, visibleEntries } from '../../site/navigation';
import { AGENCE_MENUS } from './navigation';

/** The agency header's menu for a site (its navigation record's menu less what the site does not offer). */
export function agenceMenu(settings: Pick<AgenceSettings, 'showLouer'>): NavEntry<(typeof AGENCE_MENUS.menu)[number]['label']>[] {
  return visibleEntries(AGENCE_MENUS.menu, agenceFeatures(settings));
}

/** The agency footer's links for a site. */
export function agenceFooterLinks(settings: Pick<AgenceSettings, 'showLouer'>) {
  return AGENCE_MENUS.footer.flatMap((group) => visibleEntries(group.links, agenceFeatures(settings)));
}
