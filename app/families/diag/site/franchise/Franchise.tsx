import type { BlockProps } from '../../../../blocks/types';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

const DEFAULT_FRANCHISE_URL = 'https://franchise.diageo.example/';

/** /franchise: the network invites people to become franchisees; the external page opens in a new tab. */
export function Franchise({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const url = typeof site.settings.franchiseUrl === 'string' ? site.settings.franchiseUrl : DEFAULT_FRANCHISE_URL;
  const brand = typeof site.settings.brand === 'string' ? site.settings.brand : t('franchise.ourNetwork');
  return (
    // Tall enough to meet the footer on a large screen: no empty band between them (issue 17 item 10).
    <section className="min-h-[70vh] bg-diag-100">
      <div className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="text-4xl font-bold text-diag-900">{t('franchise.title', { brand })}</h1>
        <p className="mt-6 text-lg text-slate-800">
          {t('franchise.intro')}
        </p>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-800">
          <li>{t('franchise.point1')}</li>
          <li>{t('franchise.point2')}</li>
          <li>{t('franchise.point3')}</li>
        </ul>
        <a href={url} target="_blank" rel="noopener" className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-leaf-600 px-6 py-3 font-semibold text-white no-underline hover:bg-leaf-700">
          {t('franchise.discover')}
          <span className="sr-only">{t('franchise.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
