import type { ReactNode } from 'react';
import type { PublicSite } from '../../site/public-site';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { DiagFooter } from './DiagFooter';
import { DiagHeader } from './DiagHeader';

export function DiagLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  // The under-construction variant is one page with its own minimal chrome.
  if (site.settings.underConstruction === true) {
    return (
      <>
        {children}
        <footer className="bg-diag-900 px-4 pb-6 text-center text-sm text-white/90">
          <ManageCookiesLink className="underline" />
        </footer>
      </>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <DiagHeader site={site} />
      <div className="flex-1">{children}</div>
      <DiagFooter site={site} />
    </div>
  );
}
