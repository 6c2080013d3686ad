import { useRouteLoaderData } from 'react-router';

/** False when the page said it needs no JavaScript (see hydration.ts): then it loads no script at all. */
export function useHydrate(): boolean {
  const page = useRouteLoaderData('page') as { hydrate?: boolean } | undefined;
  const home = useRouteLoaderData('home-page') as { hydrate?: boolean } | undefined;
  // The back-office is forms rendered by the server: no script at all (its CSP allows none).
  if (useRouteLoaderData('gestion')) return false;
  return (page ?? home)?.hydrate !== false;
}
