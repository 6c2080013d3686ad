import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export const COMBOBOX_DEBOUNCE_MS = 220;

export interface ComboboxProps<T> {
  /** Name of the text input: inside a plain GET form the typed text is submitted under it. */
  name: string;
  label: string;
  /** Accessible name of the suggestion list ("Lieux proposés"). */
  listLabel: string;
  /** Fewer characters (after trimming) clear the suggestions and ask nothing. */
  minChars: number;
  /** Suggestions for the trimmed text; a rejection is a silent empty list. */
  fetchSuggestions: (text: string, signal: AbortSignal) => Promise<T[]>;
  optionKey: (item: T) => string;
  /** The text the input takes when the item is picked. */
  optionText: (item: T) => string;
  renderOption?: (item: T) => ReactNode;
  /** Heading of the item's group, when suggestions come in kinds (communes, départements, régions). */
  groupOf?: (item: T) => string;
  /** Called with the picked item, and with null when the text is edited after a choice. */
  onSelect?: (item: T | null) => void;
  /** Controlled text; leave out for an uncontrolled input starting at defaultValue. */
  value?: string;
  onValueChange?: (text: string) => void;
  defaultValue?: string;
  debounceMs?: number;
  placeholder?: string;
  hint?: string;
  /** Announced to screen readers with the count ("3 lieux proposés"). */
  countLabel?: (count: number) => string;
  id?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

const INPUT =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-slate-700 focus:outline-none focus:ring-2 focus:ring-slate-700/30';

/**
 * A text input with suggestions, on the ARIA 1.2 combobox pattern (list popup, active descendant):
 * arrows move through the suggestions cyclically, Enter picks, Escape or a click outside closes,
 * editing the text after a choice clears the choice. Without JavaScript it is a plain named text
 * input, so the form around it still submits what was typed.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { name, label, listLabel, minChars, optionKey, optionText, renderOption, groupOf, onSelect, debounceMs = COMBOBOX_DEBOUNCE_MS } = props;
  const autoId = useId();
  const id = props.id ?? `${autoId}-input`;
  const listId = `${id}-list`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const controlled = props.value !== undefined;
  const [ownText, setOwnText] = useState(props.defaultValue ?? '');
  const text = controlled ? props.value! : ownText;
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [selected, setSelected] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(props.fetchSuggestions);
  latest.current = props.fetchSuggestions;

  useEffect(() => () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const clear = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  };

  const search = (raw: string) => {
    const q = raw.replace(/\s+/g, ' ').trim();
    if (q.length < minChars) return clear();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      latest
        .current(q, controller.signal)
        .catch(() => [] as T[])
        .then((found) => {
          // A newer keystroke has taken over: its answer, not this one, is shown.
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        });
    }, debounceMs);
  };

  const setText = (next: string) => {
    if (!controlled) setOwnText(next);
    props.onValueChange?.(next);
  };

  const pick = (item: T) => {
    clearTimeout(timer.current);
    setText(optionText(item));
    setSelected(true);
    setOpen(false);
    setActive(-1);
    onSelect?.(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % count);
      else setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active] !== undefined) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && suggestions.length > 0;
  const describedBy = hintId;
  const option = (item: T, i: number) => (
    <li
      key={optionKey(item)}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      // Keeps the focus in the input, so the click picks instead of closing the list first.
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => pick(item)}
      className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-slate-800 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
    >
      {renderOption ? renderOption(item) : optionText(item)}
    </li>
  );
  return (
    <div ref={container} className={`relative ${props.className ?? ''}`}>
      <label htmlFor={id} className={props.labelClassName ?? 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete={props.autoComplete ?? 'off'}
        required={props.required}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (selected) {
            // The text no longer names the picked place: the choice goes.
            setSelected(false);
            onSelect?.(null);
          }
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className={props.inputClassName ?? INPUT}
      />
      {props.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {groupOf
          ? groupsOf(suggestions, groupOf).map(({ heading, items }) => (
              <li key={heading} role="presentation">
                <div aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {heading}
                </div>
                <ul role="group" aria-label={heading}>
                  {items.map(({ item, i }) => option(item, i))}
                </ul>
              </li>
            ))
          : suggestions.map((item, i) => option(item, i))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? (props.countLabel?.(suggestions.length) ?? `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''}`) : ''}
      </p>
    </div>
  );
}

/** Consecutive items of the same group, with their index in the whole list. */
function groupsOf<T>(items: T[], groupOf: (item: T) => string): Array<{ heading: string; items: Array<{ item: T; i: number }> }> {
  const groups: Array<{ heading: string; items: Array<{ item: T; i: number }> }> = [];
  items.forEach((item, i) => {
    const heading = groupOf(item);
    const last = groups.at(-1);
    if (last && last.heading === heading) last.items.push({ item, i });
    else groups.push({ heading, items: [{ item, i }] });
  });
  return groups;
}
