import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n/hooks';
import { LOCALE_TAGS } from '../../../domain/i18n/locale';
import { dateTimeFormat, numberFormat } from '../../../domain/format/intl';
import type { PriceBenchmark } from '../../../domain/listings/price-benchmark';

/**
 * 'Prix au m² : 3 450 € — médiane des ventes à Sevran : 2 427 €/m² (DVF, 44 ventes, août 2024 – août
 * 2025)': the median only when the commune has one behind 5 sales or more (issue 39 item 2).
 */
export function PriceBenchmarkLine({ benchmark }: { benchmark: PriceBenchmark }) {
  const { t } = useTranslation('listings');
  const tag = LOCALE_TAGS[useLocale()];
  const eur = (n: number) => `${numberFormat(tag).format(n)} €`;
  const month = (iso: string) => dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  const { median } = benchmark;
  return (
    <p className="mt-1 text-sm text-slate-700 md:max-w-md md:ml-auto" data-testid="price-benchmark" data-price-m2={benchmark.pricePerM2}>
      {t('priceBenchmark.price', { price: eur(benchmark.pricePerM2) })}
      {median ? ` — ${t('priceBenchmark.median', { commune: median.commune, median: eur(median.eurPerM2), sales: numberFormat(tag).format(median.sales), from: month(median.from), to: month(median.to) })}` : ''}
    </p>
  );
}
