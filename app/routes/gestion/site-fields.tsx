import type { FieldView } from '../../../domain/backoffice/site-form';
import { useText } from './text';

export const inputClass = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

/** A field's error, tied to its input by aria-describedby. */
export function FieldMessage({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={`${name}-error`} className="mt-1 block font-normal text-red-800">
      {error}
    </span>
  );
}

export const describedBy = (name: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {});

/** The record's fields as the family's schema types them: text, phone, e-mail, address, long text, number, flag, list. */
export function SiteFieldInputs({ fields, errors }: { fields: FieldView[]; errors: Record<string, string> }) {
  const t = useText();
  return (
    <>
      {fields.map((field) => {
        const label = t(`siteField.${field.name}`);
        const error = errors[field.name];
        if (field.kind === 'checkbox')
          return (
            <label key={field.name} className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name={field.name} defaultChecked={field.value === true} className="h-5 w-5" {...describedBy(field.name, error)} />
              {label}
              <FieldMessage name={field.name} error={error} />
            </label>
          );
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <label key={field.name} className={`text-sm font-semibold ${field.as === 'textarea' || field.kind === 'lines' ? 'sm:col-span-2' : ''}`}>
            {label}
            {field.kind === 'lines' && <span className="block font-normal text-slate-700">{t('siteForm.onePerLine')}</span>}
            {field.as === 'textarea' || field.kind === 'lines' ? (
              <textarea name={field.name} defaultValue={value} rows={field.kind === 'lines' ? 4 : 5} className={inputClass} {...describedBy(field.name, error)} />
            ) : (
              <input
                name={field.name}
                defaultValue={value}
                type={field.kind === 'number' ? 'text' : field.as === 'tel' ? 'tel' : field.as === 'email' ? 'email' : field.as === 'url' ? 'url' : 'text'}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                autoComplete="off"
                className={inputClass}
                {...describedBy(field.name, error)}
              />
            )}
            <FieldMessage name={field.name} error={error} />
          </label>
        );
      })}
    </>
  );
}
