import { type FormEvent, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { EMAIL_PATTERN } from '../../../../../domain/leads/schemas';
import { splitSiteAndSubdomain } from '../../../../../domain/sites/host';
import { Honeypot } from '../../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../../ui/forms/useLeadSubmit';
import { ConsentNotice } from './ConsentNotice';
import { FREEBIE_FAILURE, FREEBIE_ID, FREEBIE_INVALID, FREEBIE_PDF_PATH } from './freebie';
import { DIAG_INPUT } from '../../field-style';


/** The thank-you state: the PDF link. */
export function FreebieThanks() {
  return (
    <div className="text-center" role="status">
      <p className="text-lg font-semibold text-slate-900">Merci ! Votre tableau est prêt.</p>
      <a href={FREEBIE_PDF_PATH} className="mt-4 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white no-underline hover:bg-leaf-700" download>
        Télécharger le tableau (PDF)
      </a>
    </div>
  );
}

/**
 * First name, last name and e-mail, then the lead (type freebies) to /api/cms-websites/contact
 * with X-Site / X-Subdomain. Without JavaScript it is a plain form post that comes back with envoye=1.
 */
export function FreebieForm({ idPrefix, email, onDone, done }: { idPrefix: string; email?: string | undefined; onDone: () => void; done: boolean }) {
  const location = useLocation();
  const headers = useMemo(() => {
    if (typeof window === 'undefined') return {} as Record<string, string>;
    const { site, subdomain } = splitSiteAndSubdomain(window.location.host);
    return { 'X-Site': site, 'X-Subdomain': subdomain ?? '' };
  }, []);
  const { state, submit } = useLeadSubmit('/api/cms-websites/contact', headers);
  const [alert, setAlert] = useState<string | null>(null);
  const backTo = `${location.pathname}${location.search}`;
  const payload = JSON.stringify({ freebie: FREEBIE_ID, depuisUrl: backTo });

  if (done) return <FreebieThanks />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = new FormData(event.currentTarget);
    const firstname = String(form.get('firstname') ?? '').trim();
    const lastname = String(form.get('lastname') ?? '').trim();
    const mail = String(form.get('email') ?? '').trim();
    if (!firstname || !lastname || !EMAIL_PATTERN.test(mail)) {
      setAlert(FREEBIE_INVALID);
      return;
    }
    setAlert(null);
    const result = await submit({
      type: 'freebies',
      firstname,
      lastname,
      email: mail,
      message: null,
      phone: '',
      website: String(form.get('website') ?? ''),
      payload: { freebie: FREEBIE_ID, depuisUrl: window.location.href },
    });
    if (result.ok) onDone();
    else setAlert(FREEBIE_FAILURE);
  };

  return (
    <form method="post" action="/api/cms-websites/contact" onSubmit={onSubmit} noValidate className="relative flex flex-col gap-4">
      <input type="hidden" name="type" value="freebies" />
      <input type="hidden" name="payload" value={payload} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}?tableau=envoye`} />
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-medium text-slate-800" htmlFor={`${idPrefix}-firstname`}>
          Prénom
          <input id={`${idPrefix}-firstname`} name="firstname" autoComplete="given-name" required className={DIAG_INPUT} />
        </label>
        <label className="text-sm font-medium text-slate-800" htmlFor={`${idPrefix}-lastname`}>
          Nom
          <input id={`${idPrefix}-lastname`} name="lastname" autoComplete="family-name" required className={DIAG_INPUT} />
        </label>
      </div>
      <label className="text-sm font-medium text-slate-800" htmlFor={`${idPrefix}-email`}>
        Email
        <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" required className={DIAG_INPUT} />
      </label>
      {alert && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      )}
      <ConsentNotice email={email} />
      <button type="submit" disabled={state === 'sending'} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
        {state === 'sending' ? 'Envoi...' : 'Recevoir le tableau'}
      </button>
    </form>
  );
}
