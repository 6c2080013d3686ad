import type { ChangeEvent, MouseEvent } from 'react';
import { type OptionGroup, useOptionLabel } from './option-label';

export interface Choice {
  value: string;
  label: string;
}

/**
 * One question of step 1 as radio buttons drawn like buttons: a plain form field without
 * JavaScript; with it, clicking the chosen value again clears it (spec §4 "Quote flow").
 */
export function ChoiceGroup({
  name,
  group,
  legend,
  options,
  value,
  onChange,
  columns = 'grid-cols-2 sm:grid-cols-3',
}: {
  name: string;
  /** Where the options' labels are in the catalogue. */
  group: OptionGroup;
  legend: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  columns?: string;
}) {
  const option = useOptionLabel();
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    if (event.currentTarget.value === value) onChange('');
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 has-[:checked]:border-diag-700 has-[:checked]:bg-diag-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-diag-600"
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={onInput} onClick={onClick} className="sr-only" />
            {option(group, options, o.value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
