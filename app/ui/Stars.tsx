import { formatRating, starFills } from '../../domain/format/rating';
import { StarIcon } from './icons';

/** Five whole stars from the shown average (one rule everywhere), said in words for screen readers. */
export function Stars({ average, className = 'h-4 w-4 text-amber-500' }: { average: number | undefined; className?: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`Note : ${formatRating(average)} sur 5`}>
      {starFills(average).map((fill, i) => (
        <StarIcon key={i} fill={fill} className={className} />
      ))}
    </span>
  );
}
