import { useTranslation } from '../../../i18n/use-translation';
import { formatEuros, formatPercent } from '../../../../domain/recrutement/format';
import type { ComparatorReference } from '../../../../domain/recrutement/references';

/** A reference with the date it was checked, already written in the page's language by the loader (no date library in the browser). */
export type DatedReference = ComparatorReference & { checkedOnLabel: string };

/** Every reference entry with its source and the date it was checked, folded away by default. */
export function ReferenceTable({ references }: { references: DatedReference[] }) {
  const { t } = useTranslation('recrutement');
  if (!references.length) return null;
  return (
    <details className="mt-8 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-teal-brand">{t('comparator.references.summary', { count: references.length })}</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-700">
              <th scope="col" className="py-1 pr-3">{t('comparator.references.name')}</th>
              <th scope="col" className="py-1 pr-3">{t('comparator.references.type')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('comparator.references.share')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('comparator.references.monthly')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('comparator.references.perSale')}</th>
              <th scope="col" className="py-1">{t('comparator.references.source')}</th>
            </tr>
          </thead>
          <tbody>
            {references.map((r) => (
              <tr key={r.nom} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">{r.nom}</th>
                <td className="py-1 pr-3">{r.nature === 'agence' ? t('comparator.agency') : t('comparator.network')}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{formatPercent(r.pourcentage)}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{formatEuros(r.coutmensuel)}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{formatEuros(r.coutparvente)}</td>
                <td className="py-1 text-slate-700">
                  {r.source}, {r.checkedOnLabel}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
