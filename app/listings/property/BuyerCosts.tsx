import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n/hooks';
import { LOCALE_TAGS } from '../../../domain/i18n/locale';
import { numberFormat } from '../../../domain/format/intl';
import type { BuyerEstimate } from '../../../domain/buyer-costs/buyer-estimate';
import { LOAN_YEARS, type SimulatorField } from '../../../domain/buyer-costs/simulator-query';

/** What the loader hands the section: the estimate (null when a field is wrong) and the form's state. */
export interface BuyerCostsData {
  estimate: BuyerEstimate | null;
  /** Name of the department whose rate is used ('Seine-Saint-Denis'). */
  departmentName: string;
  values: Partial<Record<SimulatorField, string>>;
  errors: Partial<Record<SimulatorField, string>>;
}

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';

/**
 * 'Ce que vous paierez' on a sale listing (issue 39 item 6): acquisition costs from the notary tariff
 * and transfer taxes, and a loan simulator with the HCSF 35 % ceiling. A GET form to the page itself,
 * computed on the server: it works without JavaScript.
 */
export function BuyerCosts({ data, action }: { data: BuyerCostsData; action: string }) {
  const { t } = useTranslation('listings');
  const tag = LOCALE_TAGS[useLocale()];
  const eur = (n: number) => `${numberFormat(tag, { maximumFractionDigits: 0 }).format(Math.round(n))} €`;
  const eurCents = (n: number) => `${numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} €`;
  const pct = (n: number, digits = 2) => `${numberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)} %`;
  const { estimate, values, errors } = data;
  const costs = estimate?.costs;
  const field = (name: SimulatorField, label: string, hint?: string) => (
    <label className="text-sm text-slate-800">
      {label}
      {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
      <input name={name} inputMode={name === 'taux' ? 'decimal' : 'numeric'} defaultValue={values[name] ?? ''} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `sim-${name}-error` : undefined} className={INPUT} />
      {errors[name] ? (
        <span id={`sim-${name}-error`} className="mt-1 block text-sm font-medium text-red-800">
          {t(errors[name] as 'buyerCosts.errors.rate')}
        </span>
      ) : null}
    </label>
  );
  return (
    <section id="financement" aria-labelledby="buyer-costs-title" className="rounded-xl border border-slate-200 bg-white p-5 print:hidden" data-testid="buyer-costs">
      <h2 id="buyer-costs-title" className="text-lg font-semibold">
        {t('buyerCosts.title')}
      </h2>
      {costs && estimate ? (
        <>
          <p className="mt-2 text-slate-900">
            {t('buyerCosts.costsLead')} <strong data-testid="acquisition-costs">{eur(costs.total)}</strong>
          </p>
          <dl className="mt-3 grid gap-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t('buyerCosts.emoluments')}</dt>
              <dd className="max-w-[45%] text-right">{t('buyerCosts.exclVat', { amount: eurCents(costs.emolumentsExclVat), vat: eurCents(costs.emolumentsVat) })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{values.neuf === '1' ? t('buyerCosts.newBuildTax', { rate: pct(costs.departmentRatePercent) }) : t('buyerCosts.departmentTax', { rate: pct(costs.departmentRatePercent), department: data.departmentName })}</dt>
              <dd className="shrink-0 whitespace-nowrap text-right">{eurCents(costs.departmentTax)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t('buyerCosts.assessmentFee')}</dt>
              <dd className="shrink-0 whitespace-nowrap text-right">{eurCents(costs.assessmentFee)}</dd>
            </div>
            {costs.communalTax ? (
              <div className="flex justify-between gap-4">
                <dt>{t('buyerCosts.communalTax')}</dt>
                <dd className="shrink-0 whitespace-nowrap text-right">{eurCents(costs.communalTax)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt>{t('buyerCosts.csi')}</dt>
              <dd className="shrink-0 whitespace-nowrap text-right">{eurCents(costs.securityContribution)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-600">
            {t('buyerCosts.basis', { price: eur(estimate.taxablePrice) })} {costs.rateKnown ? t('buyerCosts.rateSource') : t('buyerCosts.rateUnknown')} {t('buyerCosts.leftOut')}
          </p>
        </>
      ) : null}
      <form method="get" action={`${action}#financement`} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t('buyerCosts.formLabel')}>
        {field('apport', t('buyerCosts.downPayment'))}
        {field('taux', t('buyerCosts.rate'), t('buyerCosts.rateHint'))}
        <label className="text-sm text-slate-800">
          {t('buyerCosts.years')}
          <select name="duree" defaultValue={values.duree ?? '20'} className={INPUT}>
            {LOAN_YEARS.map((y) => (
              <option key={y} value={y}>
                {t('buyerCosts.yearsOption', { count: y })}
              </option>
            ))}
          </select>
          {errors.duree ? <span className="mt-1 block text-sm font-medium text-red-800">{t(errors.duree as 'buyerCosts.errors.years')}</span> : null}
        </label>
        {field('revenus', t('buyerCosts.income'), t('buyerCosts.optional'))}
        {field('credits', t('buyerCosts.debts'), t('buyerCosts.optional'))}
        <label className="flex items-center gap-2 self-end text-sm text-slate-800">
          <input type="checkbox" name="neuf" value="1" defaultChecked={values.neuf === '1'} className="h-4 w-4" />
          {t('buyerCosts.newBuild')}
        </label>
        <button type="submit" className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 sm:col-span-2 sm:justify-self-start">
          {t('buyerCosts.submit')}
        </button>
      </form>
      {estimate?.loan ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-900" data-testid="loan-result">
          <p>{t('buyerCosts.principal', { amount: eur(estimate.loan.principal) })}</p>
          <p className="text-base font-semibold" data-testid="loan-monthly">
            {t('buyerCosts.monthly', { amount: eurCents(estimate.loan.monthly), years: estimate.loan.years, rate: pct(estimate.loan.ratePercent) })}
          </p>
          {estimate.loan.debtRatio !== null ? (
            <p className={estimate.loan.overCeiling ? 'font-medium text-red-800' : undefined}>
              {t(estimate.loan.overCeiling ? 'buyerCosts.ratioOver' : 'buyerCosts.ratio', { ratio: pct(estimate.loan.debtRatio * 100, 1) })}
            </p>
          ) : null}
          {estimate.loan.capacity ? (
            <p data-testid="loan-capacity">
              {t('buyerCosts.capacity', { monthly: eur(estimate.loan.capacity.maxMonthly), amount: eur(estimate.loan.capacity.principal), years: estimate.loan.years, rate: pct(estimate.loan.ratePercent) })}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">{t('buyerCosts.disclaimer')}</p>
        </div>
      ) : null}
    </section>
  );
}
