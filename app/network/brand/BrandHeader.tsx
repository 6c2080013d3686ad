import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { ImmoLogo } from './ImmoLogo';

/**
 * The sticky 64 px header of the network's agency and recruitment sites: skip link, the brand's logo
 * linking home, then the site's own menus (children).
 */
export function BrandHeader({ siteName, brand, children }: { siteName: string; brand: string; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-6">
        <BrandHomeLink siteName={siteName} brand={brand} />
        {children}
      </div>
    </header>
  );
}

/** The skip link, then the brand's logo linking home: how every network header starts (the network's own too). */
export function BrandHomeLink({ siteName, brand }: { siteName: string; brand: string }) {
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  return (
    <>
      <a href="#contenu" className="skip-link">
        {t('skipLink')}
      </a>
      <Link to={href('/')} aria-label={t('homeOf', { name: siteName })} className="text-teal-brand">
        <ImmoLogo name={brand} />
      </Link>
    </>
  );
}
