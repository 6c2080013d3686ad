/**
 * Hydration after the first paint (decision 0055). Lighthouse's simulation counts every high-priority
 * script request that starts before the first paint as render-blocking: React Router's
 * <link rel="modulepreload"> hints (and our family's, decision 48) and the static imports of its inline
 * module script held the first paint of every hydrating page ~1.2 s. The page needs none of them to
 * show (forms and links work without JavaScript): the rewritten document paints first, then its
 * module script announces the same preloads and imports the route modules.
 */

// React Router's inline module script (its only `type="module"` inline script): route imports, then the entry.
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const CROSS_ORIGIN = /\bcrossorigin="([^"]*)"/i;
// `import * as route0 from "…";` (a route's module) and `import "…";` (the manifest without lazy discovery).
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]*");?[ \t]*$/gm;

// The wait: a frame, then a task, so the first paint is on screen; a background tab draws no frames.
const AFTER_PAINT =
  'await new Promise((r) => document.visibilityState === "hidden" ? setTimeout(r, 0) : requestAnimationFrame(() => setTimeout(r, 0)));';

const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
// A JavaScript string literal that cannot close the inline <script>.
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

interface ModuleImport {
  binding: string | null;
  specifier: string;
}

/** The module script's text with its static imports awaited after the paint, the preloads announced first. */
export function deferModuleScriptText(text: string, preloads: readonly string[], crossOrigin: string | null = null): string | null {
  const imports: ModuleImport[] = [];
  let firstAt = -1;
  const rest = text.replace(STATIC_IMPORT, (_line, binding: string | undefined, specifier: string, at: number) => {
    if (firstAt < 0) firstAt = at;
    imports.push({ binding: binding ?? null, specifier });
    return '';
  });
  if (!imports.length) return null;
  const announce = preloads.length
    ? `for (const href of ${JSON.stringify(preloads).replace(/</g, '\\u003c')}) { const link = document.createElement("link"); link.rel = "modulepreload";${crossOrigin === null ? '' : ` link.crossOrigin = ${literal(crossOrigin)};`} link.href = href; document.head.append(link); }\n`
    : '';
  const bindings = imports.map((i) => i.binding ?? '').join(', ');
  const loads = `const [${bindings}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(', ')}]);\n`;
  const deferred = `${AFTER_PAINT}\n${announce}${loads}`;
  return `${rest.slice(0, firstAt)}${deferred}${rest.slice(firstAt)}`;
}

/**
 * The document (or its beginning, up to and including React Router's module script) with every
 * <link rel="modulepreload"> before that script removed and the script deferred past the first paint.
 * Returned unchanged when it holds no such script (a page without JavaScript stays byte-identical).
 */
export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = '', text = '', close = ''] = script;
  const before = html.slice(0, script.index);
  const preloads: string[] = [];
  let crossOrigin: string | null = null;
  const head = before.replace(MODULE_PRELOAD, (link) => {
    const preload = preloadOf(link);
    if (preload.href !== undefined) preloads.push(preload.href);
    if (preload.crossOrigin !== undefined) crossOrigin = preload.crossOrigin;
    return '';
  });
  const deferred = deferModuleScriptText(text, [...new Set(preloads)], crossOrigin);
  if (deferred === null) return html;
  return `${head}${open}${deferred}${close}${html.slice(script.index + whole.length)}`;
}

/** A <link rel="modulepreload"> tag's address and crossorigin value, decoded. */
export function preloadOf(link: string): { href?: string; crossOrigin?: string } {
  const href = HREF.exec(link)?.[1];
  const cors = CROSS_ORIGIN.exec(link)?.[1];
  return { href: href === undefined ? undefined : decodeAttribute(href), crossOrigin: cors === undefined ? undefined : decodeAttribute(cors) };
}

/** Whether a document's beginning is complete enough to rewrite: its module script has closed, or it never will. */
export function holdsModuleScript(html: string): boolean {
  return MODULE_SCRIPT.test(html);
}
