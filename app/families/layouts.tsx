import type { ReactNode } from 'react';
import type { Family } from '../../domain/sites/site';
import type { PublicSite } from '../site/public-site';
import { AgenceLayout } from './agence/AgenceLayout';
import { DiagLayout } from './diag/DiagLayout';
import { ImmoLayout } from './immo/ImmoLayout';
import { RecrutementLayout } from './recrutement/RecrutementLayout';

const LAYOUTS: Record<Family, (props: { site: PublicSite; children: ReactNode }) => ReactNode> = {
  diag: DiagLayout,
  immo: ImmoLayout,
  agence: AgenceLayout,
  recrutement: RecrutementLayout,
};

export function FamilyLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  const Layout = LAYOUTS[site.family];
  return <Layout site={site}>{children}</Layout>;
}
