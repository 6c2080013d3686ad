import { IMAGE_SETS, type ImageSetName, imageSrcSet, imageUrl } from '../../domain/media/image-params';

/**
 * An image from the media store through the image route, with a responsive srcset. Width and
 * height are always given so the page does not shift while it loads.
 */
export function ResponsiveImage({ path, alt, width, height, widths, sizes, className, priority = false }: {
  path: string;
  alt: string;
  width: number;
  height: number;
  /** One of the served sets (domain/media/image-params.ts): the image route renders no other width. */
  widths: ImageSetName;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const aspect = width / height;
  // The fallback src is the largest srcset candidate: the image route serves only the listed widths
  // (domain/media/image-params.ts), so the layout width (e.g. 400) may not be one of them.
  const fallback = IMAGE_SETS[widths].at(-1)!;
  return (
    <img
      src={imageUrl(path, { w: fallback, h: Math.round(fallback / aspect) })}
      srcSet={imageSrcSet(path, widths, {}, aspect)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
