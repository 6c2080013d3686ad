import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../../domain/leads/schemas';
import { meetingSignupSchema, SIGNUP_PROFILES, SIGNUP_SUCCESS, type SignupField } from '../../../../domain/recrutement/signup';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { Honeypot } from '../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../ui/forms/useLeadSubmit';

export interface SignupData {
  /** What the page's URL says after a post without JavaScript. */
  initial: { kind: 'form'; errors: Partial<Record<SignupField, string>>; formError: string | null } | { kind: 'success'; meetingLabel: string | null };
  nextMeeting: string;
  meetingTimes: string;
}
const schema = z.object({ id: z.string().default('inscription'), title: z.string().default('Inscrivez-vous à la prochaine réunion d’information') });

const ENDPOINT = '/api/reunion-information';
const input = (invalid: boolean) => `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-teal-brand ${invalid ? 'border-red-700' : 'border-slate-400'}`;

function Error({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

function Success({ meetingLabel }: { meetingLabel: string | null }) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-teal-brand/40">
      <p className="text-2xl font-bold text-teal-dark">{SIGNUP_SUCCESS}</p>
      <p className="mt-2 text-slate-800">
        Un e-mail va suivre avec les informations pour rejoindre la réunion{meetingLabel ? ` du ${meetingLabel}` : ' de mardi prochain à 9h'}, et l’invitation à ajouter à votre agenda.
      </p>
    </div>
  );
}

/**
 * The information-meeting sign-up (spec §3–§5). A real form posted to /api/reunion-information: without
 * JavaScript the server answers with a redirect to this page (success, or the wrong fields); with it,
 * the spec's messages show on submit, each clears when its field is edited, and the post is JSON.
 */
function SignupForm({ props, data }: BlockProps<z.output<typeof schema>, SignupData>) {
  const initial = data.initial;
  const [errors, setErrors] = useState<Partial<Record<SignupField, string>>>(initial.kind === 'form' ? initial.errors : {});
  const [done, setDone] = useState<string | null | undefined>(initial.kind === 'success' ? initial.meetingLabel : undefined);
  const { state, error, submit } = useLeadSubmit(ENDPOINT);
  const form = useRef<HTMLFormElement>(null);
  const href = useLocalizedHref();

  const clear = (field: SignupField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const values = Object.fromEntries(new FormData(event.currentTarget).entries());
    if (typeof values[HONEYPOT_FIELD] === 'string' && values[HONEYPOT_FIELD] !== '') return;
    const parsed = meetingSignupSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<SignupField, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as SignupField] ??= issue.message;
      setErrors(next);
      const first = Object.keys(next)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await submit({ ...parsed.data });
    if (result.ok) {
      const label = (result.data as { meetingLabel?: unknown } | null)?.meetingLabel;
      setDone(typeof label === 'string' ? label : null);
    }
  };

  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`inscription-${name}`} className="block text-sm font-semibold text-slate-900">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`inscription-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `inscription-${name}-erreur` : undefined}
        onChange={() => clear(name)}
        className={input(Boolean(errors[name]))}
      />
      <Error id={`inscription-${name}-erreur`} message={errors[name]} />
    </div>
  );

  let body: ReactNode;
  if (done !== undefined) {
    body = <Success meetingLabel={done} />;
  } else {
    body = (
      <form ref={form} method="post" action={ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {(error || (initial.kind === 'form' && initial.formError)) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {error ?? (initial.kind === 'form' ? initial.formError : null)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'Prénom', 'text', 'given-name')}
          {text('lastName', 'Nom', 'text', 'family-name')}
          {text('email', 'Email', 'email', 'email')}
          {text('phone', 'Téléphone', 'tel', 'tel')}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Quand ?</legend>
          <label className="mt-2 flex items-center gap-2 text-slate-900">
            <input type="radio" name="when" value="mardi-prochain" defaultChecked onChange={() => clear('when')} className="h-4 w-4 accent-teal-brand" />
            <span className="first-letter:uppercase">{data.nextMeeting}</span>
          </label>
          <Error id="inscription-when-erreur" message={errors.when} />
        </fieldset>
        <fieldset aria-describedby={errors.profile ? 'inscription-profile-erreur' : undefined}>
          <legend className="text-sm font-semibold text-slate-900">
            Vous êtes <span aria-hidden="true">*</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {SIGNUP_PROFILES.map((p) => (
              <label key={p} className="flex items-center gap-2 text-slate-900">
                <input type="radio" name="profile" value={p} onChange={() => clear('profile')} className="h-4 w-4 accent-teal-brand" />
                {p}
              </label>
            ))}
          </div>
          <Error id="inscription-profile-erreur" message={errors.profile} />
        </fieldset>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-900">
            <input type="checkbox" name="accept" value="on" aria-required="true" aria-invalid={errors.accept ? true : undefined} aria-describedby={errors.accept ? 'inscription-accept-erreur' : undefined} onChange={() => clear('accept')} className="mt-0.5 h-4 w-4 accent-teal-brand" />
            <span>
              J’accepte que mes données servent à m’inscrire et à être recontacté(e), selon la{' '}
              <Link to={href('/protection-donnees')} className="font-semibold text-teal-brand underline">
                politique de protection des données
              </Link>{' '}
              <span aria-hidden="true">*</span>
            </span>
          </label>
          <Error id="inscription-accept-erreur" message={errors.accept} />
        </div>
        <Honeypot />
        <button type="submit" disabled={state === 'sending'} className="w-full rounded-full bg-teal-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark disabled:opacity-70 sm:w-auto">
          {state === 'sending' ? 'Envoi...' : 'Je m’inscris'}
        </button>
        <p className="text-xs text-slate-700">* Champs obligatoires. Réunions {data.meetingTimes}.</p>
      </form>
    );
  }

  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <h2 id={`${props.id}-titre`} className="mb-6 text-2xl font-bold text-teal-dark sm:text-3xl">
          {props.title}
        </h2>
        {body}
      </div>
    </section>
  );
}

export const recrutementSignupBlock = defineBlock(schema, SignupForm);
