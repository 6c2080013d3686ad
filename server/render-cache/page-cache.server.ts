import { LRUCache } from 'lru-cache';

/** A rendered page kept for anonymous visitors, with what must change on each response. */
export interface CachedPage {
  /**
   * The HTML as first rendered, without its nonce attributes (decision 0046), cut where its form key
   * stood: `parts[i]`, then the fresh value named by `slots[i]`, and so on (a hit joins bytes, it
   * never searches the page again).
   */
  parts: Buffer[];
  slots: ('nonce' | 'formKey')[];
  /** `parts` compressed once, each a raw deflate segment (see gzip-template.server.ts). */
  gzipSegments: Buffer[];
  status: number;
  /** Headers the render set, the security headers included (Set-Cookie, Content-Length, caching and CSP left out). */
  headers: [string, string][];
  /** The CSP with the fixed scripts' hashes, cut where the hashes of the scripts carrying the form key go. */
  csp: [string, string];
  /** The scripts carrying the form key, cut at it: hashed again for each answer (see script-hashes.server.ts). */
  keyedScripts: string[][];
  /** Weak validator of the page's content (the same for every hit until the site changes). */
  etag: string;
  /** A lead form renders the form key into a field: such a page is never given to a shared cache. */
  hasLeadForm: boolean;
  /** The site whose data the page shows ('directory' for the directory of sites). */
  scope: string;
}

export interface RenderCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  entries: number;
  bytes: number;
  hitRatio: number;
}

export const DIRECTORY_SCOPE = 'directory';
/** A content_versions scope that concerns every site (family-wide service pages). */
export const ALL_SCOPES = '*';

/** Rendered pages in memory, least recently used evicted first, bounded by their size in bytes. */
export class RenderCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private hits = 0;
  private misses = 0;
  private bypasses = 0;

  constructor(maxBytes: number) {
    // The page's bytes, plus about what its headers weigh.
    this.pages = new LRUCache<string, CachedPage>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (page) => [...page.parts, ...page.gzipSegments].reduce((sum, part) => sum + part.length, 512) });
  }

  /** A page for the early listener: counts a hit when found, and leaves a miss for the middleware to count. */
  hit(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) this.hits++;
    return page;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) this.hits++;
    else this.misses++;
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  /** A request the cache cannot answer (a query string, a POST, an unknown host…). */
  countBypass(): void {
    this.bypasses++;
  }

  /** Drops the pages of the sites whose content changed; the directory lists every site, so it goes too. */
  invalidate(scopes: Iterable<string>): number {
    const changed = new Set(scopes);
    if (changed.size === 0) return 0;
    if (changed.has(ALL_SCOPES)) {
      const dropped = this.pages.size;
      this.pages.clear();
      return dropped;
    }
    changed.add(DIRECTORY_SCOPE);
    let dropped = 0;
    for (const [key, page] of this.pages.entries()) {
      if (changed.has(page.scope)) {
        this.pages.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  stats(): RenderCacheStats {
    const served = this.hits + this.misses;
    return {
      hits: this.hits,
      misses: this.misses,
      bypasses: this.bypasses,
      entries: this.pages.size,
      bytes: this.pages.calculatedSize ?? 0,
      hitRatio: served ? Number((this.hits / served).toFixed(4)) : 0,
    };
  }
}

/** Cuts `html` at each occurrence of the response's nonce and form key (see CachedPage.parts). */
export function cutTemplate(html: string, nonce: string, formKey: string): Pick<CachedPage, 'parts' | 'slots'> {
  const parts: Buffer[] = [];
  const slots: CachedPage['slots'] = [];
  let from = 0;
  for (;;) {
    const atNonce = nonce ? html.indexOf(nonce, from) : -1;
    const atKey = formKey ? html.indexOf(formKey, from) : -1;
    if (atNonce < 0 && atKey < 0) break;
    const slot = atKey < 0 || (atNonce >= 0 && atNonce < atKey) ? 'nonce' : 'formKey';
    const at = slot === 'nonce' ? atNonce : atKey;
    parts.push(Buffer.from(html.slice(from, at)));
    slots.push(slot);
    from = at + (slot === 'nonce' ? nonce.length : formKey.length);
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, slots };
}

/** What follows each part in this response: its nonce or its form key (values[i] after parts[i]). */
export function slotValues(page: Pick<CachedPage, 'slots'>, values: { nonce: string; formKey: string }): Buffer[] {
  const nonce = Buffer.from(values.nonce);
  const formKey = Buffer.from(values.formKey);
  return page.slots.map((slot) => (slot === 'nonce' ? nonce : formKey));
}

/** The parts with this response's values between them (values[i] after parts[i]), as chunks. */
export function interleave(parts: Buffer[], values: Buffer[]): Buffer[] {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (part.length) pieces.push(part);
    const value = values[i];
    if (value) pieces.push(value);
  });
  return pieces;
}
