import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { useHydrate } from '../blocks/useHydrate';
import type { PublicSite } from '../site/public-site';
import { familyModule, familyPreloadFiles } from './index';

/** The site's family layout around a page (or its 404). */
export function FamilyLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  const { Layout } = familyModule(site.family);
  // React writes these hints into <head>: the family's code downloads in parallel with the entry
  // (which imports it before hydrating), not after it. A content page without scripts gets none.
  const hydrate = useHydrate();
  if (hydrate) for (const href of familyPreloadFiles(site.family)) preloadModule(href, { as: 'script' });
  return <Layout site={site}>{children}</Layout>;
}
