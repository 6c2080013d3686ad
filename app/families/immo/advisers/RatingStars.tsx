import { ratingDisplay } from '../../../../domain/format/rating';
import { useLocale } from '../../../i18n/hooks';
import { StarIcon } from '../../../ui/icons';

/** The network's rating rule (spec §9): whole stars, the average written with one decimal out of 5. */
export function RatingStars({ value, label, className = 'h-4 w-4 text-gold-brand' }: { value: number; label: (text: string) => string; className?: string }) {
  const locale = useLocale();
  const shown = ratingDisplay(value, locale);
  if (!shown) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="inline-flex" role="img" aria-label={label(shown.text)}>
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} fill={i < shown.stars ? 'full' : 'empty'} className={className} />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold">
        {shown.text}/5
      </span>
    </span>
  );
}
