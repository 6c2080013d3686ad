import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { imageUrl } from '../../../domain/media/image-params';
import type { ListingPhoto } from '../../../domain/listings/listing';
import { ResponsiveImage } from '../../ui/ResponsiveImage';

const PhotoLightbox = lazy(() => import('./Lightbox.client'));

/** One large photo plus up to 4 thumbnails and a photo count; any photo opens the full-screen viewer. */
export function Gallery({ photos }: { photos: ListingPhoto[] }) {
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.length) return null;
  const [first, ...rest] = photos;
  const thumbs = rest.slice(0, 4);
  const large = photos.map((p) => ({ src: imageUrl(p.src, { w: 1600, h: 1200 }), alt: p.alt }));
  return (
    <div className="gallery relative">
      <div className="grid gap-2 md:grid-cols-[2fr_1fr]">
        <button type="button" onClick={() => setOpen(0)} className="relative block overflow-hidden rounded-xl" aria-label={t('property.enlarge', { n: 1, total: photos.length, alt: first!.alt })}>
          <ResponsiveImage path={first!.src} alt={first!.alt} width={960} height={720} widths="gallery" sizes="(min-width: 768px) 60vw, 100vw" className="aspect-[4/3] h-full w-full object-cover" priority />
          {/* The button's name already says "1 sur n": the count is for the eye (name and text stay consistent). */}
          <span aria-hidden="true" className="absolute bottom-3 right-3 rounded-md bg-slate-900/80 px-2 py-1 text-sm font-semibold text-white">
            {t('property.photoCount', { count: photos.length })}
          </span>
        </button>
        {thumbs.length ? (
          <ul className="grid grid-cols-4 content-start gap-2 md:grid-cols-2 print:hidden">
            {thumbs.map((p, i) => (
              <li key={p.id}>
                <button type="button" onClick={() => setOpen(i + 1)} className="block w-full overflow-hidden rounded-lg" aria-label={t('property.enlarge', { n: i + 2, total: photos.length, alt: p.alt })}>
                  <ResponsiveImage path={p.src} alt="" width={320} height={240} widths="thumb" sizes="(min-width: 768px) 15vw, 25vw" className="aspect-[4/3] w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox photos={large} index={open} onClose={() => setOpen(null)} onIndex={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
