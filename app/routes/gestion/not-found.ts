import { data } from 'react-router';

/** Any other path under /gestion: the back-office's 404 page (on a public host, the site's own). */
export function loader(): never {
  throw data(null, { status: 404 });
}
