// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeafletMap } from './LeafletMap';

describe('<LeafletMap> on the server', () => {
  it('renders an empty labelled box of fixed height (no layout shift, no Leaflet in the HTML)', () => {
    const html = renderToString(<LeafletMap tilesUrl="http://tiles.invalid/{z}/{x}/{y}.png" label="Carte des conseillers" markers={[{ id: '1', lat: 48.94, lng: 2.53, title: 'Sevran' }]} heightClass="h-80" />);
    expect(html).toMatch(/^<div role="region" aria-label="Carte des conseillers"[^>]*class="[^"]*h-80[^"]*"><\/div>$/);
    expect(html).not.toContain('leaflet');
    // The CSP refuses style attributes in server-rendered HTML.
    expect(html).not.toContain('style=');
  });
});
