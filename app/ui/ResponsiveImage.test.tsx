import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isServedVariant, parseImageParams } from '../../domain/media/image-params';
import { ResponsiveImage } from './ResponsiveImage';

/** Every URL an <img> may fetch (src and each srcset candidate) must be a variant the image route serves. */
function urlsOf(html: string): string[] {
  const src = /src="([^"]+)"/.exec(html)?.[1] ?? '';
  const srcSet = (/srcSet="([^"]+)"/.exec(html)?.[1] ?? '').split(', ').map((c) => c.split(' ')[0] ?? '');
  return [src, ...srcSet];
}

describe('<ResponsiveImage>', () => {
  it.each([
    { width: 400, height: 300, widths: [320, 600] }, // the recent-listings card: 400 is a layout width, not a served one
    { width: 600, height: 400, widths: [320, 600] },
    { width: 640, height: 480, widths: [320, 480, 640] },
  ])('asks only for served variants ($width×$height, widths $widths)', ({ width, height, widths }) => {
    const html = renderToString(<ResponsiveImage path="listings/maison-1.svg" alt="" width={width} height={height} widths={widths} sizes="100vw" />);
    for (const url of urlsOf(html)) {
      const params = parseImageParams(url.split('/')[2] ?? '');
      expect(params && isServedVariant(params), url).toBe(true);
    }
    expect(html).toContain(`width="${width}"`);
  });
});
