import { type ComponentType, lazy, type ReactNode, useState } from 'react';

const preloads: Array<() => Promise<unknown>> = [];
/** Set by the server's preload: an island defined afterwards loads its code at once. */
let preloaded = false;

/**
 * A block component whose code the browser downloads only on a page that shows it (decision 48):
 * the quote steps, the simulator, the contact and freebie forms stay out of the home's JavaScript.
 *
 * The server loads every island at start (`preloadIslands`, app/families/index.server.ts; one defined
 * later, in a route module, as soon as it is defined) and renders it synchronously: the HTML is exactly
 * what it was (no Suspense boundary, which React would stream apart from a large page and leave hidden
 * without JavaScript). In the browser the island is
 * `React.lazy` with no boundary of its own: hydration waits for its chunk (fetched at once, while the
 * server's HTML stays on screen), and a client navigation, being a transition, keeps the previous
 * page until it has arrived. No fallback is ever shown, so nothing shifts.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  const fetchIsland = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  preloads.push(fetchIsland);
  // A route module is evaluated after the families' preload: without this, its island's first render
  // suspended and took the streamed fallback (decision 0065). A failed load stays lazy and is tried again.
  if (preloaded) fetchIsland().catch(() => undefined);
  const Lazy = lazy(() => fetchIsland().then((component) => ({ default: component })));
  return function Island(props: P) {
    // Chosen once per instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
}

/** Loads every island's code (the server, before it renders anything). */
export function preloadIslands(): Promise<unknown[]> {
  preloaded = true;
  return Promise.all(preloads.map((preload) => preload()));
}
