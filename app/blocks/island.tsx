import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

const preloads: Array<() => Promise<unknown>> = [];

/**
 * A block component whose code the browser downloads only on a page that shows it (decision 48):
 * the quote steps, the simulator, the contact and freebie forms stay out of the home's JavaScript.
 *
 * The server loads every island at start (`preloadIslands`, app/families/index.server.ts), so it
 * renders them synchronously, as before: the HTML is complete, inside a Suspense boundary. The
 * browser hydrates that boundary once the island's chunk has arrived; until then the server's HTML
 * stays in place (no fallback, no layout shift). After a client navigation the island is fetched
 * before it shows (fallback: nothing, for the few milliseconds of a cached chunk).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  const fetchIsland = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  preloads.push(fetchIsland);
  const Lazy = lazy(() => fetchIsland().then((component) => ({ default: component })));
  return function Island(props: P) {
    // Chosen once per instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** Loads every island's code (the server, before it renders anything; tests that render islands). */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all(preloads.map((preload) => preload()));
}
