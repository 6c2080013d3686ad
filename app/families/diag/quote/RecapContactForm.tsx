import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { cmsLeadSchema, fieldErrors } from '../../../../domain/leads/schemas';
import { splitSiteAndSubdomain } from '../../../../domain/sites/host';
import { Honeypot } from '../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../ui/forms/useLeadSubmit';
import { DIAG_INPUT } from '../field-style';

// Spec §8, the quote flow's contact form.
export const RECAP_CONTACT_SUCCESS = 'Merci, votre message a bien été envoyé.';
export const RECAP_CONTACT_FAILURE = 'Désolé, une erreur est survenue. Réessayez plus tard.';


/**
 * 'Une question ?' on the recap: a contact lead (type contact) through the shared lead call
 * (/api/cms-websites/contact with X-Site / X-Subdomain). Without JavaScript it posts and comes back.
 */
export function RecapContactForm() {
  const location = useLocation();
  const [params] = useSearchParams();
  const headers = useMemo(() => {
    if (typeof window === 'undefined') return {} as Record<string, string>;
    const { site, subdomain } = splitSiteAndSubdomain(window.location.host);
    return { 'X-Site': site, 'X-Subdomain': subdomain ?? '' };
  }, []);
  const { state, submit } = useLeadSubmit('/api/cms-websites/contact', headers);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    params.get('envoye') === '1' ? { ok: true, text: RECAP_CONTACT_SUCCESS } : params.has('erreur') ? { ok: false, text: params.get('erreur')!.slice(0, 200) } : null,
  );
  const [round, setRound] = useState(0);
  const back = new URLSearchParams(location.search);
  back.delete('envoye');
  back.delete('erreur');
  const redirectTo = `${location.pathname}?${back.toString()}#question`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget).entries());
    const body = { ...form, type: 'contact', payload: { url: window.location.href } };
    const parsed = cmsLeadSchema.safeParse(body);
    if (!parsed.success) {
      setMessage({ ok: false, text: fieldErrors(parsed.error).message });
      return;
    }
    const result = await submit(body);
    setMessage(result.ok ? { ok: true, text: RECAP_CONTACT_SUCCESS } : { ok: false, text: RECAP_CONTACT_FAILURE });
    if (result.ok) setRound((n) => n + 1);
  };

  return (
    <section id="question" aria-labelledby="question-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="question-title" className="text-lg font-semibold text-slate-900">
        Une question ?
      </h2>
      <form key={round} method="post" action="/api/cms-websites/contact" onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="type" value="contact" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Honeypot />
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-medium text-slate-800">
            Prénom
            <input name="firstname" autoComplete="given-name" required className={DIAG_INPUT} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            Nom
            <input name="lastname" autoComplete="family-name" required className={DIAG_INPUT} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            Téléphone
            <input name="phone" type="tel" autoComplete="tel" required className={DIAG_INPUT} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            Email
            <input name="email" type="email" autoComplete="email" required className={DIAG_INPUT} />
          </label>
        </div>
        <label className="text-sm font-medium text-slate-800">
          Message
          <textarea name="message" rows={3} className={DIAG_INPUT} />
        </label>
        <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'font-semibold text-leaf-700' : 'text-red-700'}>{message.text}</p>}</div>
        <button type="submit" disabled={state === 'sending'} className="self-start rounded-lg bg-diag-700 px-5 py-2 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
          {state === 'sending' ? 'Envoi en cours...' : 'Envoyer'}
        </button>
      </form>
    </section>
  );
}
