import { useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../domain/leads/lead-limits';
import { useLocale } from '../../i18n/hooks';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A message box that shows how much of its limit is used (issue 38 item 14): never cut silently —
 * no maxLength, so a pasted text stays whole — and past the limit it says so; the schema refuses it
 * with the same message, with or without JavaScript.
 */
export function CountedTextarea({
  id,
  name,
  rows,
  className,
  defaultValue = '',
  max = MAX_MESSAGE_LENGTH,
  error = null,
}: {
  id: string;
  name: string;
  rows: number;
  className: string;
  defaultValue?: string;
  max?: number;
  /** The form's refusal of this field (a post past the limit), translated. */
  error?: string | null;
}) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const [length, setLength] = useState(defaultValue.length);
  const over = length > max;
  const problem = over ? t('message.tooLong') : error;
  const number = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <>
      <textarea id={id} name={name} rows={rows} defaultValue={defaultValue} aria-describedby={`${id}-count`} aria-invalid={problem ? true : undefined} onInput={(e) => setLength(e.currentTarget.value.length)} className={className} />
      <p id={`${id}-count`} aria-live="polite" className={`mt-1 text-right text-xs ${problem ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {t('counter', { length: number(length), max: number(max) })}
        {problem ? <span className="block">{problem}</span> : null}
      </p>
    </>
  );
}
