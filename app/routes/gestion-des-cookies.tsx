import { data, Link, useLoaderData, useSearchParams } from 'react-router';
import { CONSENT_PURPOSE_LABELS, CONSENT_PURPOSES, summarizeConsent } from '../../domain/consent/consent';
import { formatLongDate } from '../../domain/format/dates';
import { CONSENT_CHOICE_CLASS } from '../consent/ConsentBanner';
import { safeReturnPath } from '../consent/consent-data';
import { ConsentForm } from '../consent/ConsentForm';
import { consentContext, siteContext } from '../context';
import type { Route } from './+types/gestion-des-cookies';

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(siteContext).kind === 'unknown') throw data(null, { status: 404 });
  return { consent: context.get(consentContext) };
}

export function meta() {
  return [{ title: 'Gestion des cookies' }, { name: 'robots', content: 'noindex' }];
}

const SUMMARY_TEXT = { none: 'aucun cookie ni contenu tiers accepté', all: 'tout accepté', custom: 'choix personnalisé' } as const;

/** The preferences page ('Personnaliser', and the footers' 'Gérer les cookies'). */
export default function ConsentPreferences() {
  const { consent } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('retour'));
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Gestion des cookies</h1>
      <p className="mt-4 text-slate-700">
        Ce site ne dépose aucun cookie de mesure d’audience et ne charge aucun contenu d’un service tiers sans votre accord. Seul un cookie
        mémorise votre choix, pendant six mois ; vous pouvez le modifier ici à tout moment.
      </p>
      <p className="mt-2 text-slate-700">
        Votre choix actuel : <strong>{consent.decided ? SUMMARY_TEXT[summarizeConsent(consent)] : 'pas encore exprimé'}</strong>
        {consent.decided && consent.at ? ` (le ${formatLongDate(consent.at)})` : ''}.
      </p>
      <ConsentForm returnTo={back} className="mt-8 flex flex-col gap-6" label="Préférences de cookies">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Finalités</legend>
          {CONSENT_PURPOSES.map((purpose) => (
            <label key={purpose} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
              <input type="checkbox" name="purpose" value={purpose} defaultChecked={consent.granted[purpose]} className="mt-1 h-5 w-5 shrink-0 accent-slate-900" />
              <span>
                <span className="block font-semibold">{CONSENT_PURPOSE_LABELS[purpose].title}</span>
                <span className="text-sm text-slate-700">{CONSENT_PURPOSE_LABELS[purpose].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="choice" value="custom" className={CONSENT_CHOICE_CLASS}>
            Enregistrer mes choix
          </button>
          <button type="submit" name="choice" value="all" className={CONSENT_CHOICE_CLASS}>
            Tout accepter
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_CHOICE_CLASS}>
            Tout refuser
          </button>
        </div>
      </ConsentForm>
      <p className="mt-8">
        <Link to={back}>Revenir à la page précédente</Link>
      </p>
    </main>
  );
}
