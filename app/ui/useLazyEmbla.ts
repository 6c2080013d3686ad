import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Embla (the carousel library) attached to a viewport element, its code downloaded when the carousel
 * comes near the screen (decision 48): a page whose carousels sit below the fold does not load them
 * upfront. Until then the slides show as laid out by CSS (the first one), so nothing moves.
 * `options` and `plugins` must be stable (module constants): they are read once.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!node) return;
    let carousel: EmblaCarouselType | undefined;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void Promise.all([import('embla-carousel'), plugins ? plugins() : []]).then(([{ default: EmblaCarousel }, list]) => {
          if (!active) return;
          carousel = EmblaCarousel(node, options, list);
          setApi(carousel);
        });
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => {
      active = false;
      observer.disconnect();
      carousel?.destroy();
    };
  }, [node, options, plugins]);
  return [setNode, api];
}
