import { createElement, forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * The app's `Link`: React Router's in the browser; on the server, for a plain absolute path, the very
 * `<a>` React Router would render, without its hooks (decision 0057).
 *
 * During a server render React Router's `Link` resolves its path against the route matches
 * (`useResolvedPath`, `useHref`), builds a click handler and prefetch state: about 7 % of the CPU of
 * a diag home, which renders a hundred links. An absolute path with basename "/" resolves to itself,
 * so the markup is the same; anything else (relative paths, objects, masks, prefetch) goes to React
 * Router's own.
 */
export const Link: typeof RouterLink = import.meta.env.SSR ? forwardRef<HTMLAnchorElement, LinkProps>(ServerLink) : RouterLink;

/** A path React Router would leave as it is: absolute, not protocol-relative, no empty `?` or `#`, no `.`, `..` or empty segment. */
const PLAIN_PATH = /^\/(?!\/)[^?#]*(\?[^?#]+)?(#.+)?$/;
const DOT_SEGMENT = /\/(\.\.?)?(\/|$)/;
const checkPath = (to: string) => PLAIN_PATH.test(to) && (to === '/' || !DOT_SEGMENT.test(to.split(/[?#]/, 1)[0] ?? ''));
// A page renders the same few paths again and again: each is checked once (bounded: paths can carry visitors' values).
const checked = new Map<string, boolean>();
function isPlainPath(to: LinkProps['to']): to is string {
  if (typeof to !== 'string') return false;
  let plain = checked.get(to);
  if (plain === undefined) {
    if (checked.size >= 5_000) checked.clear();
    checked.set(to, (plain = checkPath(to)));
  }
  return plain;
}

const BROWSER_ONLY = new Set(['to', 'target', 'discover', 'prefetch', 'relative', 'mask', 'reloadDocument', 'replace', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'onClick']);

function ServerLink(props: LinkProps, ref: React.ForwardedRef<HTMLAnchorElement>) {
  if (!isPlainPath(props.to) || (props.prefetch ?? 'none') !== 'none' || props.relative !== undefined || props.mask !== undefined) return <RouterLink ref={ref} {...props} />;
  // Props that only act in the browser render nothing, as in React Router's Link. A loop, not a rest
  // pattern with a dozen exclusions: V8 builds that one slowly, in dictionary mode.
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!BROWSER_ONLY.has(key)) attributes[key] = props[key as keyof LinkProps];
  attributes.ref = ref;
  attributes.href = props.to;
  attributes.target = props.target;
  attributes['data-discover'] = (props.discover ?? 'render') === 'render' ? 'true' : undefined;
  return createElement('a', attributes);
}
