import { useTranslation } from '../i18n/use-translation';
import { formatRating, starFills } from '../../domain/format/rating';
import { useLocale } from '../i18n/hooks';
import { StarIcon } from './icons';

/** Five whole stars from the shown average (one rule everywhere), said in words for screen readers. */
export function Stars({ average, className = 'h-4 w-4 text-amber-500' }: { average: number | undefined; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className="inline-flex items-center" role="img" aria-label={t('rating', { rating: formatRating(average, locale) })}>
      {starFills(average).map((fill, i) => (
        <StarIcon key={i} fill={fill} className={className} />
      ))}
    </span>
  );
}
