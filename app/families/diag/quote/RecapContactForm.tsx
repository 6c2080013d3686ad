import { useLocation, useRouteLoaderData } from 'react-router';
import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { LeadField, useLeadForm } from '../../../ui/forms/useLeadForm';
import { DIAG_INPUT } from '../field-style';

// Spec §8, the quote flow's contact form.
export const RECAP_CONTACT_SUCCESS = 'Merci, votre message a bien été envoyé.';
export const RECAP_CONTACT_FAILURE = 'Désolé, une erreur est survenue. Réessayez plus tard.';

/**
 * 'Une question ?' on the recap: a contact lead (the /api/cms-websites/contact lead, type contact)
 * through the page's lead form (useLeadForm), with or without JavaScript.
 */
export function RecapContactForm() {
  const location = useLocation();
  const origin = (useRouteLoaderData('root') as { site?: { origin?: string } | null } | undefined)?.site?.origin ?? '';
  const lead = useLeadForm(LEAD_FORMS['cms-contact'], 'question-form');
  const { fields } = lead;
  const payload = JSON.stringify({ url: `${origin}${location.pathname}${location.search}` });
  // A rule across fields (all four required) is the form's own message; the storage failure has the spec's.
  const problem = lead.state === 'error' ? RECAP_CONTACT_FAILURE : lead.formErrors[0];

  return (
    <section id="question" aria-labelledby="question-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="question-title" className="text-lg font-semibold text-slate-900">
        Une question ?
      </h2>
      <lead.Form {...lead.formProps} className="mt-3 flex flex-col gap-3">
        {lead.hidden}
        <input type="hidden" name="type" value="contact" />
        <input type="hidden" name="payload" value={payload} />
        <div className="grid gap-3 sm:grid-cols-2">
          <LeadField field={fields.firstname} label="Prénom" autoComplete="given-name" className={DIAG_INPUT} />
          <LeadField field={fields.lastname} label="Nom" autoComplete="family-name" className={DIAG_INPUT} />
          <LeadField field={fields.phone} label="Téléphone" type="tel" autoComplete="tel" className={DIAG_INPUT} />
          <LeadField field={fields.email} label="Email" type="email" autoComplete="email" className={DIAG_INPUT} />
        </div>
        <LeadField field={fields.message} label="Message" type="textarea" rows={3} className={DIAG_INPUT} />
        <div aria-live="polite">
          {lead.state === 'success' && (
            <p role="status" className="font-semibold text-leaf-700">
              {RECAP_CONTACT_SUCCESS}
            </p>
          )}
          {problem && (
            <p role="alert" id={lead.meta.errorId} className="text-red-700">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" disabled={lead.state === 'sending'} className="self-start rounded-lg bg-diag-700 px-5 py-2 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
          {lead.state === 'sending' ? 'Envoi en cours...' : 'Envoyer'}
        </button>
      </lead.Form>
    </section>
  );
}
