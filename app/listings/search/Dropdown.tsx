import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * One filter dropdown of the sale search: a <details> (opens and closes without JavaScript) whose
 * panel ends with 'Effacer' (a link to the same search without this filter) and 'Appliquer'.
 * With JavaScript it closes on an outside click and on Escape (spec §2 'Sale search').
 */
export function FilterDropdown({ label, active, clearHref, children, wide = false }: { label: string; active: boolean; clearHref: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('listings');
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details ref={ref} className="filter-dropdown relative">
      <summary className={`flex cursor-pointer list-none items-center gap-1 rounded-full border px-4 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden ${active ? 'border-teal-800 bg-teal-50 text-teal-900' : 'border-slate-400 bg-white text-slate-800'}`}>
        {label}
        <span aria-hidden="true">▾</span>
      </summary>
      <div className={`absolute left-0 z-20 mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-lg ${wide ? 'w-[min(22rem,90vw)]' : 'w-[min(18rem,90vw)]'}`}>
        {children}
        <div className="mt-4 flex items-center justify-between gap-2">
          <a href={clearHref} className="text-sm font-medium text-slate-700 underline">
            {t('filters.clear')}
          </a>
          <button type="submit" className="rounded-md bg-teal-800 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-900">
            {t('filters.apply')}
          </button>
        </div>
      </div>
    </details>
  );
}

/** Room counter (never below 0, spec §5): a number input with − and + buttons. */
export function Stepper({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  const { t } = useTranslation('listings');
  const input = useRef<HTMLInputElement>(null);
  const step = (delta: number) => {
    const el = input.current;
    if (!el) return;
    const next = Math.max(0, (Number(el.value) || 0) + delta);
    el.value = next === 0 ? '' : String(next);
  };
  const id = `stepper-${name}`;
  return (
    <div className="flex items-center justify-between gap-2 py-1">
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <button type="button" onClick={() => step(-1)} className="h-9 w-9 rounded-full border border-slate-400 text-lg" aria-label={t('filters.stepDown', { label })}>
          −
        </button>
        <input ref={input} id={id} name={name} type="number" min={0} inputMode="numeric" defaultValue={defaultValue} placeholder="0" className="h-9 w-14 rounded-md border border-slate-400 text-center" />
        <button type="button" onClick={() => step(1)} className="h-9 w-9 rounded-full border border-slate-400 text-lg" aria-label={t('filters.stepUp', { label })}>
          +
        </button>
      </div>
    </div>
  );
}

/** The search URL without some parameters (and without the page: any change starts again at page 1). */
export function withoutParams(pathname: string, query: string, names: readonly string[]): string {
  const params = new URLSearchParams(query);
  for (const name of [...names, 'page']) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
