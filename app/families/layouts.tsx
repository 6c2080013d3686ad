import type { ReactNode } from 'react';
import type { PublicSite } from '../site/public-site';
import { familyModule } from './index';

/** The site's family layout around a page (or its 404). */
export function FamilyLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  const { Layout } = familyModule(site.family);
  return <Layout site={site}>{children}</Layout>;
}
