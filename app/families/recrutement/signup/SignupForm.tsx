import type { SubmissionResult } from '@conform-to/react';
import { getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/Link';
import type { z } from 'zod';
import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { SIGNUP_PROFILES, type SignupField } from '../../../../domain/recrutement/signup';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';
import { LeadField, useLeadForm } from '../../../ui/forms/useLeadForm';
import type { signupSchema } from './block';

export interface SignupData {
  /** What the page's URL says after a plain post to /api/reunion-information (from another page). */
  initial: { kind: 'form'; errors: Partial<Record<SignupField, string>>; formError: string | null } | { kind: 'success'; meetingLabel: string | null };
  /** The next meeting, in the page's language. */
  nextMeeting: string;
  meetingTimes: string;
}

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal text-slate-900 focus:outline-2 focus:outline-teal-brand aria-[invalid=true]:border-red-700';
const LABEL = 'block text-sm font-semibold text-slate-900';
/** Spec profile values are stored as they are; their labels follow the page's language. */
const PROFILE_KEYS = { 'Mandataire immobilier': 'signup.profiles.mandataire', Agence: 'signup.profiles.agence' } as const;

function Error({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

function Success({ meetingLabel }: { meetingLabel: string | null }) {
  const { t } = useTranslation('recrutement');
  return (
    <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-teal-brand/40">
      <p className="text-2xl font-bold text-teal-dark">{t('signup.success')}</p>
      <p className="mt-2 text-slate-800">{meetingLabel ? t('signup.successDetail', { meeting: meetingLabel }) : t('signup.successDetailNextTuesday')}</p>
    </div>
  );
}

/** Field errors a JSON endpoint's redirect named in the URL, shown like a refused post of this page. */
function resultFromUrl(initial: SignupData['initial']): SubmissionResult<string[]> | undefined {
  if (initial.kind !== 'form') return undefined;
  const entries = Object.entries(initial.errors).map(([field, message]) => [field, [message as string]]);
  if (entries.length === 0 && !initial.formError) return undefined;
  return { status: 'error', initialValue: null, error: { ...Object.fromEntries(entries), ...(initial.formError ? { '': [initial.formError] } : {}) } };
}

/**
 * The information-meeting sign-up (spec §3–§5) on the shared lead form (useLeadForm, decision 0014):
 * one zod schema checks on submit in the browser and on the server, each message clears when its field
 * is edited, and a refused post comes back with the visitor's input, with or without JavaScript. The
 * post goes to this page; the lead is stored, forwarded and confirmed by e-mail with an .ics.
 */
export function SignupForm({ props, data }: BlockProps<z.output<typeof signupSchema>, SignupData>) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  const href = useLocalizedHref();
  const lead = useLeadForm(LEAD_FORMS['reunion-information'], 'inscription-form', { initialResult: resultFromUrl(data.initial), onEdit: 'clear' });
  const { fields } = lead;
  const errorOf = (field: { errors?: string[] }) => (field.errors?.[0] ? message(field.errors[0]) : undefined);

  let body: ReactNode;
  if (data.initial.kind === 'success') {
    body = <Success meetingLabel={data.initial.meetingLabel} />;
  } else if (lead.state === 'success') {
    body = <Success meetingLabel={lead.answer?.detail ?? null} />;
  } else {
    const required = (
      <span aria-hidden="true" className="font-semibold">
        {' '}
        *
      </span>
    );
    const profileError = errorOf(fields.profile);
    const whenError = errorOf(fields.when);
    const acceptError = errorOf(fields.accept);
    const formError = lead.formErrors[0] ? message(lead.formErrors[0]) : lead.state === 'error' ? t('signup.failure') : undefined;
    const { key: acceptKey, ...acceptProps } = getInputProps(fields.accept, { type: 'checkbox', value: 'on' });
    body = (
      <lead.Form {...lead.formProps} noValidate className="relative space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {lead.hidden}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <LeadField field={fields.firstName} label={<>{t('signup.firstName')}{required}</>} autoComplete="given-name" className={INPUT} labelClassName={LABEL} />
          <LeadField field={fields.lastName} label={<>{t('signup.lastName')}{required}</>} autoComplete="family-name" className={INPUT} labelClassName={LABEL} />
          <LeadField field={fields.email} label={<>{t('signup.email')}{required}</>} type="email" autoComplete="email" className={INPUT} labelClassName={LABEL} />
          <LeadField field={fields.phone} label={<>{t('signup.phone')}{required}</>} type="tel" autoComplete="tel" className={INPUT} labelClassName={LABEL} />
        </div>
        <fieldset aria-describedby={whenError ? fields.when.errorId : undefined}>
          <legend className={LABEL}>{t('signup.when')}</legend>
          <label className="mt-2 flex items-center gap-2 text-slate-900">
            {(() => {
              const { key, ...whenProps } = getInputProps(fields.when, { type: 'radio', value: 'mardi-prochain' });
              // The one meeting offered is chosen already; a post without it still gets the spec's message.
              return <input key={key} {...whenProps} defaultChecked={fields.when.initialValue === undefined || fields.when.initialValue === 'mardi-prochain'} className="h-4 w-4 accent-teal-brand" />;
            })()}
            <span className="first-letter:uppercase">{data.nextMeeting}</span>
          </label>
          <Error id={fields.when.errorId} message={whenError} />
        </fieldset>
        <fieldset aria-describedby={profileError ? fields.profile.errorId : undefined}>
          <legend className={LABEL}>
            {t('signup.profile')}
            {required}
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {SIGNUP_PROFILES.map((p) => {
              const { key, ...profileProps } = getInputProps(fields.profile, { type: 'radio', value: p });
              return (
                <label key={p} className="flex items-center gap-2 text-slate-900">
                  <input key={key} {...profileProps} id={`${fields.profile.id}-${p === 'Agence' ? 'agence' : 'mandataire'}`} className="h-4 w-4 accent-teal-brand" />
                  {t(PROFILE_KEYS[p])}
                </label>
              );
            })}
          </div>
          <Error id={fields.profile.errorId} message={profileError} />
        </fieldset>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-900">
            <input key={acceptKey} {...acceptProps} aria-required="true" className="mt-0.5 h-4 w-4 accent-teal-brand" />
            <span>
              {t('signup.acceptBefore')}{' '}
              <Link to={href('/protection-donnees')} className="font-semibold text-teal-brand underline">
                {t('signup.acceptLink')}
              </Link>
              {required}
            </span>
          </label>
          <Error id={fields.accept.errorId} message={acceptError} />
        </div>
        <button type="submit" disabled={lead.state === 'sending'} className="w-full rounded-full bg-teal-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark disabled:opacity-70 sm:w-auto">
          {lead.state === 'sending' ? t('signup.sending') : t('signup.submit')}
        </button>
        <p className="text-xs text-slate-700">{t('signup.footnote', { times: data.meetingTimes })}</p>
      </lead.Form>
    );
  }

  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <h2 id={`${props.id}-titre`} className="mb-6 text-2xl font-bold text-teal-dark sm:text-3xl">
          {props.title ? message(props.title) : t('signup.title')}
        </h2>
        {body}
      </div>
    </section>
  );
}
