import { Link } from '../../../../ui/Link';
import { useTranslation } from '../../../../i18n/use-translation';
import { DIAGNOSTICS, enabledServices, servicePath } from '../../../../../domain/diag/catalogue';
import type { BlockProps } from '../../../../blocks/types';
import { useLocalizedHref } from '../../../../i18n/hooks';
import { ResponsiveImage } from '../../../../ui/ResponsiveImage';
import { useLazyEmbla } from '../../../../ui/useLazyEmbla';
import { useServiceLabel } from '../../service-label';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** The mandatory diagnostics' one-line summaries, in the 'diag' catalogue (carousel.summary.<slug>). */
function useSummary(): (slug: string) => string {
  const { t } = useTranslation('diag');
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (slug) => translate(`carousel.summary.${slug}`, { defaultValue: '' });
}

const CAROUSEL_OPTIONS = { loop: true, align: 'start' } as const;

const arrow = 'rounded-full border-2 border-diag-700 p-2 text-diag-700 hover:bg-diag-100';

/** A looping carousel of the mandatory diagnostics the site offers: 1, 2 or 4 per view by width. */
export function DiagnosticsCarousel({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const summary = useSummary();
  const serviceLabel = useServiceLabel();
  const items = enabledServices(DIAGNOSTICS, site.crm).filter((d) => d.mandatory);
  const [viewport, api] = useLazyEmbla(CAROUSEL_OPTIONS);
  if (items.length === 0) return null;
  return (
    <section id="savoir-plus-diag" aria-labelledby="carousel-title" className="scroll-mt-24 bg-diag-100">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="carousel-title" className="text-3xl font-bold text-diag-900">
            {t('carousel.title')}
          </h2>
          <div className="flex gap-2">
            <button type="button" className={arrow} onClick={() => api?.scrollPrev()} aria-label={t('carousel.previous')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="m15 18-6-6 6-6" />
              </svg>
            </button>
            <button type="button" className={arrow} onClick={() => api?.scrollNext()} aria-label={t('carousel.next')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="m9 18 6-6-6-6" />
              </svg>
            </button>
          </div>
        </div>
        <div className="overflow-hidden" ref={viewport}>
          <ul className="-ml-4 flex" aria-roledescription={t('carousel.roleCarousel')}>
            {items.map((d) => (
              <li key={d.slug} className="min-w-0 flex-[0_0_100%] pl-4 sm:flex-[0_0_50%] lg:flex-[0_0_25%]" aria-roledescription={t('carousel.roleSlide')}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                  <ResponsiveImage path={`services/${d.slug}.svg`} alt="" width={600} height={400} widths="teaser" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] h-auto w-full object-cover" />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold text-diag-900">{serviceLabel(d)}</h3>
                    <p className="mt-2 flex-1 text-slate-700">{summary(d.slug)}</p>
                    <Link to={href(servicePath(d))} className="mt-4 font-semibold" aria-label={t('carousel.learnMoreAbout', { label: serviceLabel(d) })}>
                      {t('carousel.learnMore')}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
