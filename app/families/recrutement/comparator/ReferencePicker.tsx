import { useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEuros, formatPercent } from '../../../../domain/recrutement/format';
import { type ComparatorReference, suggestReferences } from '../../../../domain/recrutement/references';

const describe = (r: ComparatorReference, t: TFunction<'recrutement'>) =>
  [
    r.nature === 'agence' ? t('comparator.agency') : t('comparator.network'),
    formatPercent(r.pourcentage),
    r.coutmensuel ? t('comparator.perMonth', { amount: formatEuros(r.coutmensuel) }) : null,
    r.coutparvente ? t('comparator.perSale', { amount: formatEuros(r.coutparvente) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Type a few letters of your current agency or network: up to 8 suggestions (case and accents
 * ignored); picking one fills the share and fees. Escape or a click outside closes the list.
 */
export function ReferencePicker({ references, value, onType, onPick }: { references: ComparatorReference[]; value: string; onType(v: string): void; onPick(r: ComparatorReference): void }) {
  const { t } = useTranslation('recrutement');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const suggestions = open ? suggestReferences(references, value) : [];

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const pick = (r: ComparatorReference) => {
    onPick(r);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div ref={box} className="relative">
      <label htmlFor="comparateur-ref" className="block text-sm font-semibold text-slate-900">
        {t('comparator.reference')} <span className="font-normal text-slate-700">({t('comparator.optional')})</span>
      </label>
      <input
        id="comparateur-ref"
        name="ref"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
          } else if (e.key === 'ArrowDown' && suggestions.length) {
            e.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (e.key === 'ArrowUp' && suggestions.length) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (e.key === 'Enter' && active >= 0 && suggestions[active]) {
            e.preventDefault();
            pick(suggestions[active]);
          }
        }}
        placeholder={t('comparator.referencePlaceholder')}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-brand focus:outline-2 focus:outline-teal-brand"
      />
      <ul id={listId} role="listbox" aria-label={t('comparator.suggestions')} hidden={suggestions.length === 0} className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-300 bg-white shadow-lg">
        {suggestions.map((r, i) => (
          <li
            key={r.nom}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => pick(r)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-teal-brand text-white' : 'text-slate-900 hover:bg-slate-100'}`}
          >
            <span className="block font-semibold">{r.nom}</span>
            <span className={`block text-xs ${i === active ? 'text-white' : 'text-slate-700'}`}>{describe(r, t)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
