import { data } from 'react-router';

/** Any other path under /gestion: the back-office's 404 page (on a public host, the site's own). */
export function loader(): never {
  throw data(null, { status: 404 });
}

/**
 * Never drawn (the loader always throws), but it makes this a page rather than a resource route: the
 * 404 is rendered by the layout's error boundary ('Page introuvable' with the header) instead of the
 * raw body 'null' a signed-in member saw (found by the back-office walk).
 */
export default function NotFoundPage(): null {
  return null;
}
