import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/Link';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { type TestimonialsData, type TestimonialsProps, TestimonialsSection } from './TestimonialsSection';

/**
 * The same cards without the player, for pages that are otherwise plain content (the home): a card
 * opens the video on its host, and a link leads to the testimonials page where the modal plays them.
 * The page then ships no JavaScript at all (decision 0051).
 */
export function TestimonialsTeaser({ props, data }: BlockProps<TestimonialsProps, TestimonialsData>) {
  const { t } = useTranslation('recrutement');
  const href = useLocalizedHref();
  const footer = (
    <Link to={href('/temoignages')} className="mt-6 inline-block rounded-full bg-teal-brand px-5 py-2.5 font-semibold text-white hover:bg-teal-dark">
      {t('testimonials.all')}
    </Link>
  );
  return <TestimonialsSection props={props} data={data} footer={footer} />;
}

