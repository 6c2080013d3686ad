import type { BlockInstance } from '../sites/site';

/**
 * The franchisor's locks (decision 0100): a network admin locks, for one page of a site or for every
 * page ('*'), either a block type or the whole page ('*'). A locked block is shown but its owner may
 * neither move, edit nor delete it, nor add another of its type. The server checks a save against the
 * page it replaces: the ordered list of locked blocks (type and props) must stay exactly the same.
 */
export interface PageLock {
  pageKey: string;
  blockType: string;
  /** Set on every site of the network at once (decision 0135), not on this site alone. */
  network?: boolean;
}

export const ALL = '*';

/** The locks that apply to one page: its own and the site-wide ones. */
export function locksFor(locks: readonly PageLock[], pageKey: string): { wholePage: boolean; types: ReadonlySet<string> } {
  const applying = locks.filter((lock) => lock.pageKey === pageKey || lock.pageKey === ALL);
  return { wholePage: applying.some((lock) => lock.blockType === ALL), types: new Set(applying.map((lock) => lock.blockType).filter((type) => type !== ALL)) };
}

/** A value as text with object keys sorted, so two equal props compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const locked = (blocks: readonly BlockInstance[], types: ReadonlySet<string>) => blocks.filter((block) => types.has(block.type)).map((block) => canonicalJson({ type: block.type, props: block.props ?? {} }));

/**
 * Whether replacing `before` by `after` touches a locked block: the whole page when it is locked, else
 * the ordered list of blocks of a locked type (reordered, edited, deleted or added).
 */
export function breaksLocks(before: readonly BlockInstance[], after: readonly BlockInstance[], applying: { wholePage: boolean; types: ReadonlySet<string> }): boolean {
  if (applying.wholePage) return canonicalJson(before) !== canonicalJson(after);
  if (!applying.types.size) return false;
  const was = locked(before, applying.types);
  const is = locked(after, applying.types);
  // Unlocked blocks may be added or moved around a locked one (the editor allows it); the locked ones keep their order.
  return was.length !== is.length || was.some((text, i) => text !== is[i]);
}
