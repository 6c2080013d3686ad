import { useTranslation } from '../../../../i18n/use-translation';
import { formatPhonePairs, phoneHref } from '../../../../../domain/format/phone';
import type { BlockProps } from '../../../../blocks/types';
import { DiagLogo } from '../../DiagLogo';
import { FreebieDownload } from '../freebie/FreebieDownload';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/**
 * The minimal variant (spec §1): 'Ce site est en cours de construction', the logo, 'Contactez moi au'
 * and a phone (the CRM's, else the default the site's settings supply), and the table download.
 * The reasons and steps follow as their own blocks.
 */
export function UnderConstruction({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const crm = site.crm;
  const phone = crm.PhoneNumber || (typeof site.settings.defaultPhone === 'string' ? site.settings.defaultPhone : '');
  return (
    <section className="bg-diag-900 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
        <div className="flex items-center gap-3">
          <DiagLogo className="h-14 w-14" />
          <span className="text-2xl font-bold">{site.name}</span>
        </div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t('underConstruction.title')}</h1>
        {phone && (
          <p className="text-xl">
            {t('underConstruction.contact')}{' '}
            <a href={phoneHref(phone)} className="font-bold whitespace-nowrap text-white">
              {formatPhonePairs(phone)}
            </a>
          </p>
        )}
        <FreebieDownload className="inline-flex min-h-12 items-center rounded-lg bg-white px-5 py-3 font-semibold text-diag-900 no-underline hover:bg-diag-100" email={crm.Email} />
      </div>
    </section>
  );
}
