import type { ReactNode } from 'react';
import { DiagFooter } from './DiagFooter';
import { DiagHeader } from './DiagHeader';
import type { DiagPublicSite } from '../../../domain/diag/site';

export function DiagLayout({ site, children }: { site: DiagPublicSite; children: ReactNode }) {
  // The under-construction variant is one page with its own minimal chrome.
  if (site.settings.underConstruction === true) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <DiagHeader site={site} />
      <div className="flex-1">{children}</div>
      <DiagFooter site={site} />
    </div>
  );
}
