import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../ui/Link';
import { offeredMandatorySlugs } from '../../../../../domain/diag/offer-text';
import { LOCALE_TAGS } from '../../../../../domain/i18n/locale';
import type { BlockProps } from '../../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../../i18n/hooks';
import { FreebieDownload } from '../freebie/FreebieDownload';
import type { DiagPublicSite } from '../../../../../domain/diag/site';
import { listFormat } from '../../../../../domain/format/intl';

const button = 'inline-flex min-h-12 items-center justify-center rounded-lg px-5 py-3 font-semibold no-underline';

/** 'Les diagnostics obligatoires': the quote, the carousel anchor and the table download. */
export function MandatoryDiagnostics({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const locale = useLocale();
  const crm = site.crm;
  // Only the diagnostics the site performs are promised (issue 17 item 3).
  const slugs = offeredMandatorySlugs(crm);
  // The slug is data: the offer-text test checks every mandatory diagnostic has its in-sentence name.
  const inSentence = t as unknown as (key: string) => string;
  const list = listFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(slugs.map((slug) => inSentence(`mandatory.inSentence.${slug}`)));
  const text = slugs.length ? t('mandatory.textOffered', { list }) : t('mandatory.textNone');
  return (
    <section aria-labelledby="obligatoires-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center lg:px-6">
        <div>
          <h2 id="obligatoires-title" className="text-3xl font-bold text-diag-900">
            {t('mandatory.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:justify-end">
          <Link to={href('/devis')} className={`${button} bg-leaf-600 text-white hover:bg-leaf-700`}>
            {t('mandatory.askQuote')}
          </Link>
          <a href="#savoir-plus-diag" className={`${button} border-2 border-diag-700 text-diag-700 hover:bg-diag-100`}>
            {t('mandatory.learnMore')}
          </a>
          <FreebieDownload className={`${button} bg-diag-700 text-white hover:bg-diag-900`} email={crm.Email} />
        </div>
      </div>
    </section>
  );
}
