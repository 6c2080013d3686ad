import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as IslandModule from './island';

// Each test gets the module afresh: whether the server's preload has run is the module's own state.
let island: typeof IslandModule.island;
let preloadIslands: typeof IslandModule.preloadIslands;
beforeEach(async () => {
  vi.resetModules();
  ({ island, preloadIslands } = await import('./island'));
});

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe('island', () => {
  it('renders on the server synchronously once preloaded, with the same HTML as the component and no Suspense marker', async () => {
    const Island = island(() => Promise.resolve(Greeting));
    await preloadIslands();
    const html = renderToString(<Island name="Camille" />);
    expect(html).toBe(renderToString(<Greeting name="Camille" />));
    expect(html).not.toContain('<!--$');
  });

  it('is lazy until its code has been loaded (the browser fetches it on the page that shows it)', async () => {
    let loads = 0;
    const Island = island(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(loads).toBe(0);
    await preloadIslands();
    expect(loads).toBe(1);
    expect(renderToString(<Island name="Léa" />)).toContain('Léa');
  });

  it('loads an island defined after the preload (in a route module) at once, so its first render is synchronous', async () => {
    await preloadIslands();
    let loads = 0;
    const Late = island(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(loads).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(<Late name="Inès" />);
    expect(html).toBe(renderToString(<Greeting name="Inès" />));
  });

  it('stays lazy where nothing was preloaded (the browser): its code is fetched by its first render, which suspends', async () => {
    let loads = 0;
    const Island = island(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.resolve();
    expect(loads).toBe(0);
    expect(() => renderToString(<Island name="Noé" />)).toThrow(/suspended/);
    expect(loads).toBe(1);
  });
});
