import { formatEuros } from '../../../../domain/recrutement/format';
import { useTranslation } from '../../../i18n/use-translation';

const HEIGHT = 160;

/** The two yearly nets side by side, in plain SVG (no chart library, no script). */
export function NetsChart({ current, network, brand }: { current: number; network: number; brand: string }) {
  const { t } = useTranslation('recrutement');
  const top = Math.max(current, network, 1);
  const bar = (value: number) => Math.max(0, (value / top) * HEIGHT);
  const bars = [
    { label: t('comparator.tables.today'), value: current, x: 50, className: 'fill-slate-400' },
    { label: t('comparator.tables.atBrand', { brand }), value: network, x: 190, className: 'fill-teal-brand' },
  ];
  return (
    <figure className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="text-base font-bold text-teal-dark">{t('comparator.chart.caption')}</figcaption>
      <svg viewBox="0 0 320 220" className="mt-2 h-auto w-full max-w-md" role="img" aria-label={t('comparator.chart.label', { current: formatEuros(current), brand, network: formatEuros(network) })}>
        <line x1="20" x2="300" y1="190" y2="190" className="stroke-slate-400" strokeWidth="1" />
        {bars.map((b) => (
          <g key={b.label}>
            <rect x={b.x} y={190 - bar(b.value)} width="80" height={bar(b.value)} rx="6" className={b.className} />
            <text x={b.x + 40} y={182 - bar(b.value)} textAnchor="middle" className="fill-slate-900 text-[13px] font-bold">
              {formatEuros(b.value)}
            </text>
            <text x={b.x + 40} y="210" textAnchor="middle" className="fill-slate-800 text-[12px]">
              {b.label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
