import { useTranslation } from '../../../../i18n/use-translation';
import type { BlockProps } from '../../../../blocks/types';
import { FreebieForm } from './FreebieForm';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** The freebie form on its own page: where the dialog's link leads without JavaScript. */
export function FreebiePage({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const crm = site.crm;
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-diag-900">{t('freebie.title')}</h1>
      <p className="mb-6 text-slate-700">{t('freebie.intro')}</p>
      <FreebieForm idPrefix="freebie-page" email={crm.Email} />
    </section>
  );
}
