import { imageSrcSet, imageUrl } from '../../domain/media/image-params';

/**
 * An image from the media store through the image route, with a responsive srcset. Width and
 * height are always given so the page does not shift while it loads.
 */
export function ResponsiveImage({ path, alt, width, height, widths, sizes, className, priority = false }: {
  path: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const aspect = width / height;
  return (
    <img
      src={imageUrl(path, { w: width, h: height })}
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
