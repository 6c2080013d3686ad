import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormEvent, ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { z } from 'zod';
import { useFormIdempotencyKey } from './useFormIdempotencyKey';
import { IDEMPOTENCY_FIELD, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD, type LeadFormId } from '../../../domain/leads/lead-forms';
import type { LeadFormAnswer } from '../../../server/forms/lead-form-action.server';
import { useMessage } from '../../i18n/messages';
import { Honeypot } from './Honeypot';

export type LeadFormState = 'idle' | 'sending' | 'success' | 'error';

/**
 * One way to write a lead form (issue 10 item 6). The form posts to its page (the page route's
 * action, server/forms/lead-form-action.server.ts) — as a plain post without JavaScript, through a
 * fetcher with it — and both sides validate with the same zod schema (Conform). Invalid input comes
 * back with the visitor's values and each field's message, with or without JavaScript. The hidden
 * fields carry the form's id, an idempotency key rendered by the server (a double submit stores one
 * lead) and the honeypot; the site is the page's host, so no site headers to compute.
 *
 *   const lead = useLeadForm(LEAD_FORMS.contact, 'contact');  // the form's definition, its DOM id
 *   <lead.Form {...lead.formProps}>
 *     {lead.hidden}
 *     <LeadField field={lead.fields.email} label="Email" type="email" />
 *     <button disabled={lead.state === 'sending'}>Envoyer</button>
 *   </lead.Form>
 */
export function useLeadForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  definition: { id: LeadFormId; schema: S },
  id: string,
  options: {
    /** A result to show before any post of this rendering (e.g. field errors a JSON endpoint's redirect named in the URL). */
    initialResult?: SubmissionResult<string[]>;
    /**
     * 'revalidate' (default): once submitted, a field is checked again as it is typed. 'clear': a
     * field's message disappears as soon as it is edited and comes back only on the next submit
     * (forms whose spec says "checked on submit, cleared when the field is edited").
     */
    onEdit?: 'revalidate' | 'clear';
  } = {},
) {
  const { initialResult, onEdit = 'revalidate' } = options;
  const { schema, id: form } = definition;
  // One fetcher per mounted form: remounting it (a dialog reopened) starts a fresh filling.
  const fetcher = useFetcher<LeadFormAnswer>();
  const posted = useActionData() as LeadFormAnswer | undefined;
  const answer = fetcher.data?.instance === id ? fetcher.data : posted?.instance === id ? posted : undefined;
  const idempotencyKey = useFormIdempotencyKey(id);

  const [meta, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: fetcher.state === 'idle' ? (answer?.result ?? initialResult) : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: onEdit === 'clear' ? 'onSubmit' : 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
  });

  const state: LeadFormState =
    fetcher.state !== 'idle' ? 'sending' : answer?.status === 'sent' ? 'success' : answer?.status === 'failed' ? 'error' : 'idle';

  const hidden: ReactNode = (
    <>
      <input type="hidden" name={LEAD_FORM_FIELD} value={form} />
      <input type="hidden" name={LEAD_FORM_INSTANCE_FIELD} value={id} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <Honeypot />
    </>
  );

  return {
    /** The fetcher's form: a plain <form method="post"> to this page before hydration. */
    Form: fetcher.Form,
    formProps: {
      ...getFormProps(meta),
      method: 'post' as const,
      // Hides the edited field's message until the next submit (the value itself is left alone).
      onInput:
        onEdit === 'clear'
          ? (event: FormEvent<HTMLFormElement>) => {
              const name = (event.target as { name?: unknown }).name;
              if (typeof name === 'string' && name !== '' && meta.allErrors[name]) meta.update({ name, validated: false });
            }
          : undefined,
    },
    meta,
    fields,
    hidden,
    state,
    /** The server's last answer to this form (e.g. what its success state names). */
    answer,
    /** Errors of the whole form: a rule across fields, or the storage failure message. */
    formErrors: meta.errors ?? [],
  };
}

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * A labelled field with its error right below it, tied by aria-describedby / aria-invalid (Conform).
 * Keeps the visitor's input: Conform renders the last submission's value as the default.
 */
export function LeadField({
  field,
  label,
  type = 'text',
  rows,
  autoComplete,
  className = INPUT,
  labelClassName = 'text-sm font-medium text-slate-800',
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  rows?: number;
  autoComplete?: string;
  className?: string;
  labelClassName?: string;
}) {
  // Schema messages are catalogue keys (decision 0016): shown in the page's language.
  const message = useMessage();
  const first = field.errors?.[0];
  const error = first ? message(first) : undefined;
  const control =
    type === 'textarea' ? (
      (() => {
        const { key, ...props } = getTextareaProps(field);
        return <textarea key={key} {...props} rows={rows} className={className} />;
      })()
    ) : (
      (() => {
        const { key, ...props } = getInputProps(field, { type });
        return <input key={key} {...props} autoComplete={autoComplete} className={className} />;
      })()
    );
  return (
    <div>
      <label htmlFor={field.id} className={labelClassName}>
        {label}
        {control}
      </label>
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
