import { Link } from '../../../ui/Link';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import type { Message } from '../../../../domain/i18n/message';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';

export interface PricingData {
  profile: 'mandataire' | 'agence';
  choices: Array<{ key: 'mandataire' | 'agence'; label: string }>;
  title: string;
  priceHt: string;
  priceTtc: string;
  /** The offer's own lines (the record's text), then the common lines as catalogue keys. */
  features: Array<string | Message>;
}
const schema = z.object({ id: z.string().default('tarifs') });

/**
 * The Mandataire / Agence toggle (spec §4 'Tarifs toggle'): two links (?profil=…) so it works without
 * JavaScript; the server renders the chosen offer's title, price and features.
 */
function Pricing({ props, data }: BlockProps<z.output<typeof schema>, PricingData>) {
  const href = useLocalizedHref();
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <nav aria-label={t('pricing.choose')} className="inline-flex rounded-full bg-slate-100 p-1">
          {data.choices.map((c) => (
            <Link
              key={c.key}
              to={`?profil=${c.key}#${props.id}`}
              preventScrollReset
              aria-current={c.key === data.profile ? 'true' : undefined}
              className={`rounded-full px-5 py-2 text-sm font-semibold ${c.key === data.profile ? 'bg-teal-brand text-white' : 'text-slate-800 hover:text-teal-brand'}`}
            >
              {c.label}
            </Link>
          ))}
        </nav>
        <div className="mt-6 grid gap-8 rounded-2xl bg-gold-light/60 p-6 ring-1 ring-gold-soft sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <h2 id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
              {data.title}
            </h2>
            <p className="mt-4">
              <span className="text-4xl font-bold text-teal-brand">{data.priceHt}</span> <span className="text-slate-800">{t('pricing.perMonthHt')}</span>
            </p>
            <p className="text-sm text-slate-700">{t('pricing.ttc', { price: data.priceTtc })}</p>
            <Link to={href('/reunion-d-information#inscription')} className="mt-6 inline-block rounded-full bg-teal-brand px-5 py-3 font-semibold text-white hover:bg-teal-dark">
              {t('pricing.book')}
            </Link>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.features.map((f) => message(f)).map((f) => (
              <li key={f} className="flex gap-2 text-slate-900">
                <span aria-hidden="true" className="font-bold text-teal-brand">
                  ✓
                </span>
                {f}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const recrutementPricingBlock = defineBlock(schema, Pricing, { static: true });
