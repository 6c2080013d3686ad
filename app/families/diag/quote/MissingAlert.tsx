import { useEffect, useRef } from 'react';

/** An alert with a title and the list of what is missing; it takes focus so it is read at once. */
export function MissingAlert({ title, items, focusKey }: { title: string; items: string[]; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-red-700">
      <p className="font-semibold">{title}</p>
      {items.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {items.map((item, index) => (
            // By place, not by text: a text may be '' for a moment while i18next loads (decision 0060),
            // and equal keys left stale items behind once the texts arrived.
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
