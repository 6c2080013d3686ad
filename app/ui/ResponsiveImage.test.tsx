import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_SETS, type ImageSetName, isServedVariant, parseImageParams } from '../../domain/media/image-params';
import { ResponsiveImage } from './ResponsiveImage';

/** Every URL an <img> may fetch (src and each srcset candidate) must be a variant the image route serves. */
function urlsOf(html: string): string[] {
  const src = /src="([^"]+)"/.exec(html)?.[1] ?? '';
  const srcSet = (/srcSet="([^"]+)"/.exec(html)?.[1] ?? '').split(', ').map((c) => c.split(' ')[0] ?? '');
  return [src, ...srcSet];
}

describe('<ResponsiveImage>', () => {
  // Every set at every shape the components draw (4:3, 3:2, 1:1, 16:9), the recent-listings card's
  // 400×300 layout size among them: each URL it writes is one the image route renders.
  const shapes = [
    [400, 300],
    [960, 720],
    [600, 400],
    [120, 120],
    [1600, 900],
  ] as const;
  const cases = (Object.keys(IMAGE_SETS) as ImageSetName[]).flatMap((widths) => shapes.map(([width, height]) => ({ widths, width, height })));
  it.each(cases)('asks only for served variants ($width×$height, set $widths)', ({ width, height, widths }) => {
    const html = renderToString(<ResponsiveImage path="listings/maison-1.svg" alt="" width={width} height={height} widths={widths} sizes="100vw" />);
    const urls = urlsOf(html);
    expect(urls).toHaveLength(IMAGE_SETS[widths].length + 1);
    for (const url of urls) {
      const params = parseImageParams(url.split('/')[2] ?? '');
      expect(params && isServedVariant(params), url).toBe(true);
    }
    expect(html).toContain(`width="${width}"`);
  });
});
