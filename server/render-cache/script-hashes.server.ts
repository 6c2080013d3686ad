import { createHash } from 'node:crypto';

/**
 * A rendered page moved from its response's CSP nonce to script hashes (decision 0046): the nonce
 * attributes leave the bytes, and the CSP names each inline script by its SHA-256. A script whose
 * text carries the response's form key (React Router's hydration data) is hashed again for each
 * answer, from its pieces around the key; every other hash is computed once, here.
 */
export interface HashedPage {
  /** The page without its nonce attributes. */
  html: string;
  /** The CSP with `'nonce-…'` replaced by the fixed scripts' hashes, cut where the per-answer hashes go. */
  csp: [string, string];
  /** Each per-answer script's text, cut at the form key. */
  keyedScripts: string[][];
}

// An inline script (no src): its text, as the browser hashes it. The HTML parser turns CR LF and CR into LF.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const normalise = (text: string) => text.replace(/\r\n?/g, '\n');
const sha256 = (pieces: string[], joiner: string) => {
  const hash = createHash('sha256');
  pieces.forEach((piece, i) => {
    if (i > 0) hash.update(joiner);
    hash.update(piece);
  });
  return `'sha256-${hash.digest('base64')}'`;
};

/**
 * The page and its CSP moved to hashes, or null when it cannot be (no nonce source in the CSP, or
 * the nonce appears elsewhere than in nonce attributes: then the page is not kept).
 */
export function hashScripts(html: string, csp: string, nonce: string, formKey: string): HashedPage | null {
  const nonceSource = `'nonce-${nonce}'`;
  if (!nonce || !csp.includes(nonceSource)) return null;
  const stripped = html.replaceAll(` nonce="${nonce}"`, '');
  if (stripped.includes(nonce)) return null;
  const fixed = new Set<string>();
  const keyedScripts: string[][] = [];
  for (const [, attributes, text] of stripped.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes ?? '') || !text) continue;
    const source = normalise(text);
    if (formKey && source.includes(formKey)) keyedScripts.push(source.split(formKey));
    else fixed.add(sha256([source], ''));
  }
  const at = csp.indexOf(nonceSource);
  const before = `${csp.slice(0, at)}${[...fixed].join(' ')}`;
  return { html: stripped, csp: [keyedScripts.length && fixed.size ? `${before} ` : before, csp.slice(at + nonceSource.length)], keyedScripts };
}

/** This answer's CSP: the fixed part and the hashes of the scripts that carry its form key. */
export function cspForAnswer(page: Pick<HashedPage, 'csp' | 'keyedScripts'>, formKey: string): string {
  if (!page.keyedScripts.length) return `${page.csp[0]}${page.csp[1]}`;
  return `${page.csp[0]}${page.keyedScripts.map((pieces) => sha256(pieces, formKey)).join(' ')}${page.csp[1]}`;
}
