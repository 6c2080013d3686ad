import { useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../domain/leads/schemas';
import { useLocale } from '../../i18n/hooks';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A message box that shows how much of its limit is used (issue 38 item 14): never cut silently —
 * no maxLength, so a pasted text stays whole — and past the limit it says so; the schema refuses it
 * with the same message, with or without JavaScript.
 */
export function CountedTextarea({ id, name, rows, className, defaultValue = '', max = MAX_MESSAGE_LENGTH }: { id: string; name: string; rows: number; className: string; defaultValue?: string; max?: number }) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const [length, setLength] = useState(defaultValue.length);
  const over = length > max;
  const number = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <>
      <textarea id={id} name={name} rows={rows} defaultValue={defaultValue} aria-describedby={`${id}-count`} aria-invalid={over ? true : undefined} onInput={(e) => setLength(e.currentTarget.value.length)} className={className} />
      <p id={`${id}-count`} aria-live="polite" className={`mt-1 text-right text-xs ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {t('counter', { length: number(length), max: number(max) })}
        {over ? <span className="block">{t('message.tooLong')}</span> : null}
      </p>
    </>
  );
}
