import type { PageDefinition } from '../../domain/sites/site';

/** An image the media picker offers: its URL on the site, its alternative text and its size. */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What the page editor's media picker offers (decision 0099): the site's media library first (the
 * images uploaded on /gestion/sites/:siteId/medias, `MediaStore.listSiteImages`, served through their
 * /img variant), then the images the site's pages already use, then the seed's shared photos.
 */
export function listSiteImages(sitePages: Readonly<Record<string, PageDefinition>>, library: readonly SiteImage[] = []): SiteImage[] {
  const images = new Map<string, SiteImage>();
  for (const image of library) images.set(variant(image.src), { ...image, src: variant(image.src) });
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string' && record.src.startsWith('/')) images.set(record.src, { src: record.src, alt: record.alt, width: 1600, height: 900 });
    Object.values(record).forEach(visit);
  };
  for (const page of Object.values(sitePages)) visit(page.blocks);
  for (const image of SEED_IMAGES) if (!images.has(image.src)) images.set(image.src, image);
  return [...images.values()];
}

const variant = (path: string) => `/img/w=1600,h=900,fit=cover,f=auto,q=60/${path}`;

/** The seed's shared photos (media/), as the public pages serve them. */
const SEED_IMAGES: readonly SiteImage[] = [
  { src: variant('hero/poster.svg'), alt: 'Séjour au coucher du soleil', width: 1600, height: 900 },
  { src: variant('news/reseau-marche.svg'), alt: 'Maison dessinée sur fond ocre', width: 1600, height: 900 },
  { src: variant('news/reseau-conseils.svg'), alt: 'Maison dessinée sur fond vert', width: 1600, height: 900 },
  { src: variant('news/reseau-reseau.svg'), alt: 'Maison dessinée sur fond bleu-vert', width: 1600, height: 900 },
  { src: variant('listings/appartement-1.svg'), alt: 'Immeuble d’appartements sous un ciel clair', width: 1600, height: 900 },
];
