/** The visitor's last search, kept in the browser (spec §2 'last search' line with 'Reprendre'). */
export interface LastSearch {
  href: string;
  label: string;
}

const KEY = 'vitrine.lastSearch';

export function saveLastSearch(search: LastSearch): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // Storage refused: nothing to resume next time.
  }
}

export function readLastSearch(): LastSearch | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<LastSearch> | null;
    // Only our own paths: a tampered value must not become an outside link.
    if (parsed && typeof parsed.href === 'string' && parsed.href.startsWith('/') && !parsed.href.startsWith('//') && typeof parsed.label === 'string') return { href: parsed.href, label: parsed.label.slice(0, 200) };
  } catch {
    // Unreadable: as if none.
  }
  return null;
}
