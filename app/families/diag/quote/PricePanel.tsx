import { formatEuros } from '../../../../domain/diagnostics/money';
import type { PriceQuote } from '../../../../domain/diagnostics/price-grid';
import { useLocale } from '../../../i18n/hooks';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A firm price from the site's grid (issue 33): each line before tax, the pack discount, the travel
 * supplement, then the totals with VAT at 20 %. Step 2 prices the selection in the browser with the
 * server's own pure function (a toggle changes it at once); the recap shows the price stored with the lead.
 */
export function PricePanel({ quote, distanceKm, surface }: { quote: PriceQuote; distanceKm: number | null; surface: string }) {
  const { t } = useTranslation('diag');
  const locale = useLocale();
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  const euros = (cents: number) => formatEuros(cents, tag);
  return (
    <section aria-labelledby="quote-price" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="quote-price">
      <h2 id="quote-price" className="text-lg font-semibold text-slate-900">
        {t('quote.price.title')}
      </h2>
      {quote.kind === 'none' ? (
        <p className="mt-2 text-slate-700">{t(`quote.price.none.${quote.reason}`)}</p>
      ) : (
        <>
          <table className="mt-3 w-full text-sm text-slate-800">
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {t(`quote.diagnostic.${line.key}`)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{line.freeInPack ? t('quote.price.offered') : euros(line.ht)}</td>
                </tr>
              ))}
              {quote.discount.ht > 0 && (
                <tr className="border-b border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {t('quote.price.discount', { percent: quote.discount.basisPoints / 100, count: quote.lines.length })}
                  </th>
                  <td className="py-1 text-right tabular-nums">−{euros(quote.discount.ht)}</td>
                </tr>
              )}
              <tr className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {t('quote.price.travel', { km: distanceKm ?? 0 })}
                </th>
                <td className="py-1 text-right tabular-nums">{quote.travelHt ? euros(quote.travelHt) : t('quote.price.offered')}</td>
              </tr>
              <tr>
                <th scope="row" className="pt-2 text-left font-medium">
                  {t('quote.price.totalHt')}
                </th>
                <td className="pt-2 text-right tabular-nums">{euros(quote.total.ht)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal">
                  {t('quote.price.vat')}
                </th>
                <td className="text-right tabular-nums">{euros(quote.total.vat)}</td>
              </tr>
              <tr className="text-base font-bold text-slate-900">
                <th scope="row" className="pt-1 text-left">
                  {t('quote.price.totalTtc')}
                </th>
                <td className="pt-1 text-right tabular-nums" data-testid="quote-price-ttc">
                  {euros(quote.total.ttc)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-600">{t('quote.price.note', { surface, since: quote.effectiveFrom.split('-').reverse().join('/') })}</p>
        </>
      )}
    </section>
  );
}
