import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML descriptions come from the CMS database: everything is sanitised with sanitize-html before
 * it reaches a page (no scripts, no event handlers, only plain content tags and safe links).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // Links leaving the site open safely.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * The same descriptions are rendered on every request: results are kept by content (the input is the
 * key, so an edited text is sanitised afresh), bounded by size (issue 16, a cheaper render).
 */
const sanitized = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (value, key) => (value.length + key.length) * 2 + 64 });
const texts = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (value, key) => (value.length + key.length) * 2 + 64 });

function remembered(cache: LRUCache<string, string>, html: string, compute: (html: string) => string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const value = compute(html);
  cache.set(html, value);
  return value;
}

export function sanitizeContent(html: string | null | undefined): string {
  if (!html) return '';
  return remembered(sanitized, html, (h) => sanitizeHtml(h, OPTIONS).trim());
}

/** Plain text of an HTML fragment (news excerpts), whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return remembered(texts, html, (h) => sanitizeHtml(h, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim());
}

/**
 * Splits off the first <h1> of a (sanitised) description: the service page uses it as its heading
 * and renders the rest below (spec §2 "the first h1 is used as the heading").
 */
export function splitFirstHeading(html: string): { heading: string | null; body: string } {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return { heading: null, body: html };
  return { heading: plainText(match[1]) || null, body: (html.slice(0, match.index) + html.slice(match.index + match[0].length)).trim() };
}
