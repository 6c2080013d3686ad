import type React from 'react';
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

/** An input's description: its help text (outside its label, so not in its name) and its error. */
export const describedBy = (name: string, error: string | undefined, help = false) => {
  const ids = [help ? `${name}-help` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
};

/** A field whose label names it and whose help text describes it: label, help, control, error. */
export function HelpedField({ name, label, help, error, className = '', children }: { name: string; label: string; help: string; error: string | undefined; className?: string; children: React.ReactNode }) {
  return (
    <div className={`text-sm font-semibold ${className}`}>
      <label htmlFor={`field-${name}`}>{label}</label>
      <span id={`${name}-help`} className="block font-normal text-slate-700">
        {help}
      </span>
      {children}
      <FieldMessage name={name} error={error} />
    </div>
  );
}

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
        if (field.kind === 'lines')
          return (
            <HelpedField key={field.name} name={field.name} label={label} help={t('siteForm.onePerLine')} error={error} className="sm:col-span-2">
              <textarea id={`field-${field.name}`} name={field.name} defaultValue={value} rows={4} className={inputClass} {...describedBy(field.name, error, true)} />
            </HelpedField>
          );
        return (
          <label key={field.name} className={`text-sm font-semibold ${field.as === 'textarea' ? 'sm:col-span-2' : ''}`}>
            {label}
            {field.as === 'textarea' ? (
              <textarea name={field.name} defaultValue={value} rows={5} className={inputClass} {...describedBy(field.name, error)} />
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
