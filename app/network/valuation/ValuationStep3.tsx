import { useTranslation } from '../../i18n/use-translation';
import { formatLongDate } from '../../../domain/format/dates';
import { formatPrice } from '../../../domain/format/price';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { Estimate } from '../../../domain/valuation/estimate';
import type { Civility, PropertyAnswers } from '../../../domain/valuation/request';
import type { BlockProps } from '../../blocks/types';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { BUTTON, ValuationProgress } from './ValuationProgress';

export interface ValuationStep3Data {
  property: PropertyAnswers;
  contact: { civility: Civility; firstName: string; lastName: string; email: string; phone: string };
  /** Seen from another browser than the one that sent it: the contact is masked. */
  masked: boolean;
  commune: { insee: string; name: string } | null;
  estimate: Estimate;
  adviser: { slug: string; name: string } | null;
}

function EstimateCard({ estimate, commune, type }: { estimate: Estimate; commune: ValuationStep3Data['commune']; type: PropertyAnswers['type'] }) {
  const { t } = useTranslation('immo');
  const locale = useLocale();
  const price = (n: number) => formatPrice(n, 'sale', locale) ?? '';
  return (
    <div className="mt-6 rounded-xl border border-gold-soft bg-gold-light p-6">
      <h2 className="text-xl font-bold text-teal-dark">{t('valuation.step3.rangeTitle')}</h2>
      {estimate.kind === 'range' ? (
        <>
          <p className="mt-3 text-3xl font-bold text-teal-dark">{t('valuation.step3.range', { low: price(estimate.low), high: price(estimate.high) })}</p>
          <p className="mt-3 text-sm text-slate-800">
            {t(estimate.level === 'commune' ? 'valuation.step3.sourceCommune' : 'valuation.step3.sourceDepartment', {
              kind: t(type === 'Maison' ? 'valuation.step3.kindMaison' : 'valuation.step3.kindAppartement'),
              place: commune?.name || commune?.insee || '',
              department: estimate.department,
              price: `${price(estimate.eurPerM2)}/m²`,
              count: estimate.sales,
            })}
          </p>
          <p className="mt-1 text-sm text-slate-800">{t('valuation.step3.source', { from: formatLongDate(estimate.period.from, locale), to: formatLongDate(estimate.period.to, locale) })}</p>
        </>
      ) : (
        <p className="mt-3 text-slate-800">{t('valuation.step3.noData', { reason: t(`valuation.step3.reasons.${estimate.reason}`) })}</p>
      )}
      <p className="mt-3 font-semibold text-slate-900">{t('valuation.step3.disclaimer')}</p>
    </div>
  );
}

/** Valuation step 3: the stored request read back by its id, with the indicative range. */
function ValuationStep3({ data }: BlockProps<Record<string, never>, ValuationStep3Data, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const { property, contact } = data;
  const rows: Array<[string, string]> = [
    [t('valuation.step1.address'), property.address],
    [t('valuation.step1.type'), t(`valuation.types.${property.type}`)],
    [t('valuation.step1.surface'), property.surface],
    ...(property.type === 'Maison' && property.landSurface ? [[t('valuation.step1.landSurface'), property.landSurface] as [string, string]] : []),
    [t('valuation.step1.rooms'), property.rooms || t('valuation.step3.none')],
    [t('valuation.step1.baths'), property.baths || t('valuation.step3.none')],
    [t('valuation.step1.year'), property.year || t('valuation.step3.none')],
    [t('valuation.step1.parking'), property.parking || t('valuation.step3.none')],
    [t('valuation.step1.garage'), property.garage || t('valuation.step3.none')],
    [t('valuation.step1.condition'), t(`valuation.conditions.${property.condition}`)],
    [t('valuation.step1.objective'), t(`valuation.objectives.${property.objective}`)],
    [t('valuation.step1.timing'), t(`valuation.timings.${property.timing}`)],
  ];
  const contactRows: Array<[string, string]> = [
    [t('valuation.step2.civility'), t(`valuation.step2.${contact.civility}`)],
    [t('valuation.step2.firstName'), contact.firstName],
    [t('valuation.step2.lastName'), contact.lastName],
    [t('valuation.step2.email'), contact.email],
    [t('valuation.step2.phone'), contact.phone],
  ];
  const table = (title: string, list: Array<[string, string]>) => (
    <section className="mt-6">
      <h2 className="text-lg font-semibold text-teal-dark">{title}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {list.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm text-slate-600">{k}</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <ValuationProgress stage={3} />
      <h1 className="text-3xl font-bold text-teal-dark">{t('valuation.step3.title')}</h1>
      <p className="mt-2 text-slate-700">
        {t('valuation.step3.intro', { name: contact.firstName })} {data.adviser ? t('valuation.step3.adviser', { name: data.adviser.name }) : t('valuation.step3.network')}
      </p>
      <EstimateCard estimate={data.estimate} commune={data.commune} type={property.type} />
      {table(t('valuation.step3.recapTitle'), rows)}
      {table(t('valuation.step3.contactTitle'), contactRows)}
      {data.masked && <p className="mt-2 text-sm text-slate-700">{t('valuation.step3.maskedNote')}</p>}
      <div className="mt-8 flex flex-wrap gap-4">
        <a href={href(data.adviser ? `/contact-conseiller?conseiller=${data.adviser.slug}` : '/conseillers-immobiliers')} className={BUTTON}>
          {t('valuation.step3.contactAdviser')}
        </a>
        <a href={href('/')} className="rounded-full border border-teal-brand px-6 py-3 font-semibold text-teal-brand">
          {t('valuation.step3.home')}
        </a>
      </div>
    </section>
  );
}

export { ValuationStep3 };
