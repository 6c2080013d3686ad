import { LRUCache } from 'lru-cache';

/** A rendered page kept for anonymous visitors, with what must change on each response. */
export interface CachedPage {
  /** The HTML as first rendered. */
  body: string;
  status: number;
  /** Headers the render set (Set-Cookie, Content-Length and the per-response security headers left out). */
  headers: [string, string][];
  /** The nonce and form key of the first render: replaced by fresh ones on every hit. */
  nonce: string;
  formKey: string;
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
    // Strings are UTF-16 in memory: two bytes per code unit, plus the headers.
    this.pages = new LRUCache<string, CachedPage>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (page) => page.body.length * 2 + 512 });
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
