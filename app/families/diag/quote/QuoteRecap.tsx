import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/Link';
import { formatPhonePairs, phoneHref } from '../../../../domain/format/phone';
import type { QuoteCriteria } from '../../../../domain/quote/criteria';
import type { DiagnosticKey } from '../../../../domain/quote/required';
import type { RecapMessage } from '../../../../domain/quote/recap-text';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import type { PriceQuote } from '../../../../domain/diagnostics/price-grid';
import { PricePanel } from './PricePanel';
import { AppointmentManage, type AppointmentManageData } from './AppointmentManage';
import { ProjectReminder } from './ProjectReminder';
import { RecapContactForm } from './RecapContactForm';
import { StepHeader } from './StepHeader';
import type { DiagPublicSite } from '../../../../domain/diag/site';

export interface QuoteRecapData {
  criteria: QuoteCriteria;
  included: DiagnosticKey[];
  contact: { name: string; phone: string; email: string; avatar: string };
  /** Written on the server, which knows whether the date has passed. */
  recap: RecapMessage;
  /** The firm price stored with the lead (issue 33), as it was priced. */
  price?: (Extract<PriceQuote, { kind: 'firm' }> & { distanceKm: number | null }) | null;
}

/** Quote step 3 (spec §2): the confirmation; opened by a booking's signed link ('rdv'), the visit and its cancel button (issue 33). */
export function QuoteRecap({ data, ...rest }: BlockProps<Record<string, never>, QuoteRecapData | { manage: AppointmentManageData }, DiagPublicSite>) {
  if ('manage' in data) return <AppointmentManage data={data.manage} />;
  return <QuoteConfirmation data={data} {...rest} />;
}

function QuoteConfirmation({ data }: BlockProps<Record<string, never>, QuoteRecapData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const { criteria, included, contact } = data;
  const translate = useMessage();
  const title = translate(data.recap.title);
  const text = translate(data.recap.text);
  return (
    <div className="bg-slate-50 pb-12">
      <StepHeader current={3} formType={criteria.date ? 'rendezvous' : 'devis'} />
      <div className="mx-auto max-w-5xl px-4 pt-8">
        <div className="rounded-xl border border-green-200 bg-green-50 p-5">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <span aria-hidden="true" className="mr-2 text-leaf-600">
              ✓
            </span>
            {title}
          </h1>
          <p className="mt-2 text-slate-800">{text}</p>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-6">
            <section aria-labelledby="recap-diags" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
              <h2 id="recap-diags" className="text-lg font-semibold text-slate-900">
                {t('quote.recap.diagnostics')}
              </h2>
              {included.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {included.map((key) => (
                    <li key={key} className="rounded-full bg-diag-100 px-3 py-1 text-sm font-medium text-diag-900">
                      {t(`quote.diagnostic.${key}`)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-700">{t('quote.recap.none')}</p>
              )}
            </section>
            {data.price && <PricePanel quote={data.price} distanceKm={data.price.distanceKm} surface={criteria.surface} />}
            <ProjectReminder criteria={criteria} />
            <RecapContactForm />
          </div>
          <section aria-label={t('quote.recap.diagnostician')} className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center">
            {contact.avatar && <ResponsiveImage path={contact.avatar} alt={contact.name ? t('quote.recap.photoOf', { name: contact.name }) : t('quote.recap.photo')} width={120} height={120} widths="avatarSmall" sizes="120px" className="h-30 w-30 rounded-full object-cover" />}
            <p className="text-lg font-semibold text-slate-900">{contact.name || t('quote.recap.diagnostician')}</p>
            <div className="flex w-full flex-col gap-2">
              {contact.phone && (
                <a href={phoneHref(contact.phone)} className="rounded-lg bg-diag-700 px-4 py-2 font-semibold text-white no-underline hover:bg-diag-900">
                  {t('quote.recap.call', { phone: formatPhonePairs(contact.phone) })}
                </a>
              )}
              {contact.email && (
                <a href={`mailto:${contact.email}`} className="rounded-lg border border-diag-700 px-4 py-2 font-semibold text-diag-700 no-underline hover:bg-diag-100">
                  {t('quote.recap.email')}
                </a>
              )}
            </div>
            <Link to={href('/')} className="mt-2 text-sm">
              {t('quote.recap.home')}
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
