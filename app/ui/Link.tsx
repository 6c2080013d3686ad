import { forwardRef } from 'react';
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

function ServerLink(props: LinkProps, ref: React.ForwardedRef<HTMLAnchorElement>) {
  if (!isPlainPath(props.to) || (props.prefetch ?? 'none') !== 'none' || props.relative !== undefined || props.mask !== undefined) return <RouterLink ref={ref} {...props} />;
  // Props that only act on a click in the browser render nothing, as in React Router's Link.
  const { to, discover = 'render', target, reloadDocument: _r, replace: _p, state: _s, preventScrollReset: _ps, viewTransition: _v, defaultShouldRevalidate: _d, onClick: _o, prefetch: _pf, relative: _rl, mask: _m, ...rest } = props;
  return <a {...rest} ref={ref} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}
