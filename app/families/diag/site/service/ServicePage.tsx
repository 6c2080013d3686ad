import { Link } from '../../../../ui/Link';
import type { BlockProps } from '../../../../blocks/types';
import { ResponsiveImage } from '../../../../ui/ResponsiveImage';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalizedHref } from '../../../../i18n/hooks';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

export interface ServicePageData {
  slug: string;
  label: string;
  group: 'diagnostic' | 'prestation';
  /** The first h1 of the description, else the label. */
  heading: string;
  /** Sanitised HTML without its first h1; '' when the description is missing. */
  html: string;
  image: string | null;
  contactName: string;
  sector: string;
}

/** /diagnostics/{slug} and /prestations/{slug}: the service's text, who does it, and the quote. */
export function ServicePage({ data }: BlockProps<{ group: string }, ServicePageData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  return (
    <article>
      <header className="bg-diag-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2 lg:items-center lg:px-6">
          <div>
            <p className="text-sm font-semibold tracking-wide text-diag-100 uppercase">{data.group === 'diagnostic' ? t('service.kickerDiagnostic') : t('service.kickerService')}</p>
            <h1 className="mt-2 text-4xl font-bold">{data.heading}</h1>
            {(data.contactName || data.sector) && (
              <p className="mt-4 text-lg text-diag-100">
                {data.contactName && t('service.yourDiagnostician', { name: data.contactName })}
                {data.contactName && data.sector && ' · '}
                {data.sector}
              </p>
            )}
            <Link to={href('/devis')} className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white no-underline hover:bg-leaf-700">
              {t('service.askFreeQuote')}
            </Link>
          </div>
          {data.image && (
            <ResponsiveImage path={data.image} alt="" width={600} height={400} widths="feature" sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[3/2] h-auto w-full rounded-xl object-cover" priority />
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12">
        {data.html ? <div className="prose-content" dangerouslySetInnerHTML={{ __html: data.html }} /> : <p className="text-lg text-slate-700">{t('service.comingSoon')}</p>}
        <section aria-label={t('service.askQuote')} className="mt-12 rounded-xl bg-diag-100 p-6">
          <h2 className="text-xl font-semibold text-diag-900">{t('service.needIt')}</h2>
          <p className="mt-2 text-slate-700">{t('service.needItText')}</p>
          <Link to={href('/devis')} className="mt-4 inline-block font-semibold">
            {t('service.askQuote')}
          </Link>
        </section>
      </div>
    </article>
  );
}
