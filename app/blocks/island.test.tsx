import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, preloadIslands } from './island';

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
});
