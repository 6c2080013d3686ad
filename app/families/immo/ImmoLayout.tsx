import type { ReactNode } from 'react';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { ImmoFooter } from './ImmoFooter';
import { ImmoHeader } from './ImmoHeader';

export function ImmoLayout({ site, children }: { site: ImmoPublicSite; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ImmoHeader site={site} />
      {/* The header is fixed: the page starts below its 72 px. */}
      <div className="flex-1 pt-[72px]">{children}</div>
      <ImmoFooter site={site} />
    </div>
  );
}
