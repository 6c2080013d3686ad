import { useTranslation } from '../../../../i18n/use-translation';
import { useEffect, useState } from 'react';
import { formatRating } from '../../../../../domain/diag/rating';
import { REVIEW_CAROUSEL_DELAY_MS, reviewsView } from '../../../../../domain/diag/reviews';
import type { BlockProps } from '../../../../blocks/types';
import { Stars } from '../../../../ui/Stars';
import { useLazyEmbla } from '../../../../ui/useLazyEmbla';
import { useLocale } from '../../../../i18n/hooks';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

function ReviewSiteLogo() {
  const { t } = useTranslation('diag');
  return <img src="/logos/avis-clients.svg" alt={t('reviews.logoAlt')} width={160} height={40} className="h-10 w-40" loading="lazy" />;
}

const CAROUSEL_OPTIONS = { loop: true };
const autoplayPlugin = () =>
  import('embla-carousel-autoplay').then(({ default: Autoplay }) => [Autoplay({ delay: REVIEW_CAROUSEL_DELAY_MS, stopOnInteraction: false, playOnInit: false })]);

/**
 * Testimonials in a looping carousel that advances every 4000 ms; the selected dot follows the slide.
 * WCAG 2.2.2 (issue 17 item 10): it never moves by itself under reduced motion, and a button pauses it.
 */
function TestimonialCarousel({ items }: { items: Array<{ name: string; text: string }> }) {
  const [viewport, api] = useLazyEmbla(CAROUSEL_OPTIONS, autoplayPlugin);
  const { t: translate } = useTranslation('diag');
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  // Autoplay unless the visitor asked for reduced motion (known after hydration only); the button
  // shows this intent even before Embla has loaded (it loads when the carousel nears the screen).
  useEffect(() => {
    if (items.length > 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(true);
  }, [items.length]);
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);
  const togglePlay = () => setPlaying((value) => !value);
  // Both labels asked while rendering, whichever shows: the server records both for the browser,
  // which switches to 'pause' after hydration (decision 0060).
  const buttonLabels = { play: translate('reviews.play'), pause: translate('reviews.pause') };
  return (
    <div>
      <div className="overflow-hidden" ref={viewport}>
        <ul className="flex" aria-roledescription={translate('carousel.roleCarousel')} aria-label={translate('reviews.carouselLabel')}>
          {items.map((t, i) => (
            <li key={t.name} className="min-w-0 flex-[0_0_100%] px-1" aria-roledescription={translate('carousel.roleSlide')} aria-label={translate('reviews.slideOf', { index: i + 1, total: items.length })}>
              <figure className="h-full rounded-xl bg-white p-6 shadow-sm">
                <blockquote className="text-lg text-slate-800">« {t.text} »</blockquote>
                <figcaption className="mt-4 font-semibold text-diag-900">{t.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 && (
        <div className="mt-4 flex items-center justify-center gap-1">
          <button type="button" onClick={togglePlay} className="mr-2 min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-white">
            {playing ? buttonLabels.pause : buttonLabels.play}
          </button>
          {items.map((t, i) => (
            <button
              key={t.name}
              type="button"
              onClick={() => api?.scrollTo(i)}
              aria-label={translate('reviews.showTestimonial', { index: i + 1 })}
              aria-current={i === selected}
              className="flex h-11 w-11 items-center justify-center"
            >
              <span className={`block h-3 w-3 rounded-full ${i === selected ? 'bg-diag-700' : 'bg-slate-400'}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** 'Avis de nos clients' (spec §2 section 9 and §4 rules). */
export function Reviews({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const locale = useLocale();
  const view = reviewsView(site.crm);
  if (view.mode === 'hidden') return null;
  return (
    <section aria-labelledby="avis-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h2 id="avis-title" className="text-3xl font-bold text-diag-900">
            {t('reviews.title')}
          </h2>
          <div className="flex items-center gap-4">
            <ReviewSiteLogo />
            {(view.mode === 'empty-invite' ? view.link : view.link) && (
              <a href={view.link} target="_blank" rel="noopener" className="font-semibold">
                {t('reviews.leaveTestimonial')}
              </a>
            )}
          </div>
        </div>
        {view.mode === 'empty-invite' ? (
          <p className="rounded-xl bg-white p-6 text-lg text-slate-800 shadow-sm">
            {t('reviews.none')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <TestimonialCarousel items={view.testimonials} />
            </div>
            {view.showRatingCard && (
              <div className="flex flex-col items-center justify-center gap-2 rounded-xl bg-diag-900 p-6 text-center text-white">
                <p className="text-5xl font-bold">{formatRating(view.average, locale)}</p>
                <Stars average={view.average} className="h-6 w-6 text-amber-400" />
                <p>{view.count ? t('reviews.count', { count: view.count }) : t('reviews.verified')}</p>
                {view.link && (
                  <a href={view.link} target="_blank" rel="noopener" className="mt-2 font-semibold text-white underline">
                    {t('reviews.seeAll')}
                  </a>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
