import { useTranslation } from '../../../i18n/use-translation';
import { DIAG_INPUT } from '../field-style';

export interface SlotChoice {
  /** 'YYYY-MM-DDTHH:MM' (Paris time). */
  value: string;
  label: string;
  /** The day it is grouped under ('Mardi 1 décembre'). */
  day: string;
}

/**
 * The real free slots (issue 33): a plain select posted with the contact form as `creneau`, grouped
 * by day; the empty choice asks to be called back instead. Works the same without JavaScript.
 */
export function SlotPicker({ slots, selected, express = false, length }: { slots: readonly SlotChoice[]; selected: string; express?: boolean; length?: string }) {
  const { t } = useTranslation('diag');
  // The visit's estimated length, a sentence of the server (decision 0142): only the starts with room for it are listed.
  if (!slots.length) return <p className="text-sm text-slate-700">{length} {t('quote.slot.empty')}</p>;
  const days = new Map<string, SlotChoice[]>();
  for (const slot of slots) days.set(slot.value.slice(0, 10), [...(days.get(slot.value.slice(0, 10)) ?? []), slot]);
  return (
    <div className="text-sm font-medium text-slate-800">
      <label htmlFor="creneau">{t('quote.slot.label')}</label>
      <select id="creneau" name="creneau" defaultValue={slots.some((s) => s.value === selected) ? selected : ''} aria-describedby="creneau-aide" className={DIAG_INPUT}>
        <option value="">{t('quote.slot.none')}</option>
        {[...days.values()].map((daySlots) => (
          <optgroup key={daySlots[0]!.value} label={daySlots[0]!.day}>
            {daySlots.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <span id="creneau-aide" className="mt-1 block text-xs font-normal text-slate-600">
        {length} {t('quote.slot.help')}
      </span>
      {/* Every slot is within the 14 days of withdrawal: the visit needs the express request (L. 221-25, decision 0119). */}
      <label className="mt-3 flex items-start gap-2 font-normal text-slate-800">
        <input type="checkbox" name="demandeExpresse" value="oui" defaultChecked={express} className="mt-1 h-4 w-4 shrink-0 accent-diag-700" />
        <span>{t('quote.slot.express')}</span>
      </label>
      <span className="mt-1 block text-xs font-normal text-slate-600">{t('quote.slot.withdrawal')}</span>
    </div>
  );
}
