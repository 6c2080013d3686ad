import { useTranslation } from '../i18n/use-translation';
import { data, useLoaderData } from 'react-router';
import { ownReturnPath } from '../../domain/input/return-path';
import { Link } from '../ui/Link';
import { CONSENT_PURPOSES, summarizeConsent } from '../../domain/consent/consent';
import { formatLongDate } from '../../domain/format/dates';
import { CONSENT_CHOICE_CLASS } from '../consent/ConsentBanner';
import { ConsentForm } from '../consent/ConsentForm';
import { consentContext, siteContext } from '../context';
import { useLocale } from '../i18n/hooks';
import type { Route } from './+types/gestion-des-cookies';

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(siteContext).kind === 'unknown') throw data(null, { status: 404 });
  // The back link and the form's retour: only a path of this site (issue 37).
  return { consent: context.get(consentContext), back: ownReturnPath(new URL(request.url).searchParams.get('retour'), request.url) };
}


/** The preferences page ('Personnaliser', and the footers' 'Gérer les cookies'). */
export default function ConsentPreferences() {
  const { t } = useTranslation('consent');
  const locale = useLocale();
  const { consent, back } = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-12">
      <title>{t('page.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t('page.title')}</h1>
      <p className="mt-4 text-slate-700">
        {t('page.intro')}
      </p>
      <p className="mt-2 text-slate-700">
        {t('page.current')} <strong>{consent.decided ? t(`summary.${summarizeConsent(consent)}`) : t('page.notYet')}</strong>
        {consent.decided && consent.at ? t('page.on', { date: formatLongDate(consent.at, locale) }) : ''}.
      </p>
      <ConsentForm returnTo={back} className="mt-8 flex flex-col gap-6" label={t('page.formLabel')}>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('page.purposes')}</legend>
          {CONSENT_PURPOSES.map((purpose) => (
            <label key={purpose} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
              <input type="checkbox" name="purpose" value={purpose} defaultChecked={consent.granted[purpose]} className="mt-1 h-5 w-5 shrink-0 accent-slate-900" />
              <span>
                <span className="block font-semibold">{t(`purpose.${purpose}.title`)}</span>
                <span className="text-sm text-slate-700">{t(`purpose.${purpose}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="choice" value="custom" className={CONSENT_CHOICE_CLASS}>
            {t('choice.save')}
          </button>
          <button type="submit" name="choice" value="all" className={CONSENT_CHOICE_CLASS}>
            {t('choice.acceptAll')}
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_CHOICE_CLASS}>
            {t('choice.refuseAll')}
          </button>
        </div>
      </ConsentForm>
      <p className="mt-8">
        <Link to={back}>{t('page.back')}</Link>
      </p>
    </main>
  );
}
