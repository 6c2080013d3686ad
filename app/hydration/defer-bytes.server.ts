import { deferHydration, deferModuleScriptText, holdsModuleScript, preloadOf } from './defer-scripts.server';

/**
 * deferHydration on the bytes of a document (decision 0061): the same result, found with native
 * byte searches instead of regular expressions over the whole page, and only the module script and
 * the preload links read as text. Every other byte is copied as it came (a UTF-8 character is never
 * decoded). Null while the document does not yet hold React Router's closed module script.
 */
export function deferHydrationBytes(document: Buffer): Buffer | null {
  const type = document.indexOf(MODULE_TYPE);
  if (type < 0) return null;
  const open = document.lastIndexOf(SCRIPT_OPEN, type);
  const tagEnd = document.indexOf(GREATER_THAN, type);
  if (tagEnd < 0) return null;
  const openTag = open < 0 ? '' : document.toString('latin1', open, tagEnd + 1);
  // Anything unusual (`type="module"` outside a script tag): the text version decides.
  if (!SCRIPT_TAG.test(openTag)) return rewrittenAsText(document);
  const close = document.indexOf(SCRIPT_CLOSE, tagEnd);
  if (close < 0) return null;

  const removed: Array<[number, number]> = [];
  const preloads: string[] = [];
  let crossOrigin: string | null = null;
  // Only what comes before the script is searched (a view, not a copy).
  const before = document.subarray(0, open);
  for (let rel = before.indexOf(PRELOAD_REL); rel >= 0; rel = before.indexOf(PRELOAD_REL, rel + PRELOAD_REL.length)) {
    const start = document.lastIndexOf(LINK_OPEN, rel);
    const end = document.indexOf(GREATER_THAN, rel);
    // Only a `rel` inside a <link …> tag that ends before the script (as the text version reads it).
    if (start < 0 || end < 0 || end >= open || document.indexOf(GREATER_THAN, start) < rel) continue;
    const link = document.toString('latin1', start, end + 1);
    if (!LINK_TAG.test(link)) continue;
    const preload = preloadOf(link);
    if (preload.href !== undefined) preloads.push(preload.href);
    if (preload.crossOrigin !== undefined) crossOrigin = preload.crossOrigin;
    removed.push([start, end + 1]);
  }
  const deferred = deferModuleScriptText(document.toString('latin1', tagEnd + 1, close), [...new Set(preloads)], crossOrigin);
  if (deferred === null) return document;

  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end] of removed) {
    parts.push(document.subarray(from, start));
    from = end;
  }
  parts.push(document.subarray(from, open), Buffer.from(`${openTag}${deferred}`, 'latin1'), document.subarray(close));
  return Buffer.concat(parts);
}

/** The text version's answer, or null while the document holds no closed module script. */
function rewrittenAsText(document: Buffer): Buffer | null {
  const text = document.toString('latin1');
  return holdsModuleScript(text) ? Buffer.from(deferHydration(text), 'latin1') : null;
}

/** The mark of React Router's inline module script (its only `type="module"` inline script). */
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const PRELOAD_REL = Buffer.from('rel="modulepreload"');
const LINK_OPEN = Buffer.from('<link');
const GREATER_THAN = 0x3e;
const SCRIPT_TAG = /^<script\b[^>]*\btype="module"[^>]*>$/;
const LINK_TAG = /^<link\b[^>]*\brel="modulepreload"[^>]*>$/;
