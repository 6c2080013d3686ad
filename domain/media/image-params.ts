/**
 * Image transformation parameters carried in the path (diag spec §7.7: w, h, fit, f, q), e.g.
 * /img/w=320,h=240,fit=cover,f=auto,q=70/avatars/claire.svg. Pure: parsing and format negotiation.
 */
export type Fit = 'cover' | 'contain' | 'inside' | 'outside' | 'fill';
export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png';

export interface ImageParams {
  w?: number;
  h?: number;
  fit: Fit;
  f: OutputFormat | 'auto';
  q: number;
}

const FITS: Record<string, Fit> = { cover: 'cover', contain: 'contain', inside: 'inside', outside: 'outside', fill: 'fill', 'scale-down': 'inside', crop: 'cover', pad: 'contain' };
const FORMATS = new Set(['webp', 'avif', 'jpeg', 'jpg', 'png', 'auto']);
const MAX_SIDE = 2400;

export function parseImageParams(segment: string): ImageParams | null {
  const params: ImageParams = { fit: 'cover', f: 'auto', q: 75 };
  for (const part of segment.split(',')) {
    const [key, raw] = part.split('=');
    if (!key || raw === undefined) return null;
    const value = raw.trim().toLowerCase();
    if (key === 'w' || key === 'h') {
      if (!/^\d{1,4}$/.test(value)) return null;
      const n = Number(value);
      if (n < 1 || n > MAX_SIDE) return null;
      params[key] = n;
    } else if (key === 'fit') {
      const fit = FITS[value];
      if (!fit) return null;
      params.fit = fit;
    } else if (key === 'f' || key === 'format') {
      if (!FORMATS.has(value)) return null;
      params.f = value === 'jpg' ? 'jpeg' : (value as OutputFormat | 'auto');
    } else if (key === 'q' || key === 'quality') {
      if (!/^\d{1,3}$/.test(value)) return null;
      params.q = Math.min(100, Math.max(1, Number(value)));
    } else {
      return null;
    }
  }
  return params;
}

/**
 * f=auto picks WebP when the browser says it reads it, JPEG otherwise. Never AVIF: one large AVIF
 * costs seconds of CPU to encode, and every browser that reads AVIF reads WebP.
 */
export function negotiateFormat(requested: ImageParams['f'], accept: string | null): OutputFormat {
  if (requested !== 'auto') return requested;
  return (accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
}

/**
 * The one list of image widths (issue 38 item 7): every srcset a component writes is one of these
 * sets, and the image route renders exactly these widths plus the single ones below. A component
 * names a set; it cannot write a width the route would refuse with 400.
 */
export const IMAGE_SETS = {
  /** Round portraits (diag hero, quote recap). */
  avatar: [80, 320, 600],
  avatarSmall: [80, 320],
  /** Gallery thumbnails. */
  thumb: [160, 320],
  /** Listing cards. */
  card: [320, 480, 640],
  /** News, service and listing teasers. */
  teaser: [320, 600],
  /** A service page's picture. */
  feature: [320, 600, 1200],
  /** An article's cover. */
  cover: [600, 1200],
  /** The property page's main photo: 720 is a 360 px phone at DPR 2. */
  gallery: [480, 720, 960, 1280],
  /** Video posters, small and large. */
  poster: [320, 480, 640],
  posterLarge: [640, 960, 1280],
  /** Full-width backgrounds. */
  hero: [640, 960, 1600],
} as const satisfies Record<string, readonly number[]>;
export type ImageSetName = keyof typeof IMAGE_SETS;

/** Widths asked outside a srcset: small avatars and favourites, the gallery's full-screen view, JSON-LD and e-mail pictures. */
export const SINGLE_IMAGE_WIDTHS = [120, 160, 320, 600, 1200, 1600] as const;

export type ServedWidth = (typeof IMAGE_SETS)[ImageSetName][number] | (typeof SINGLE_IMAGE_WIDTHS)[number];

/** Every width the image route renders: the sets' and the single ones, derived, never listed twice. */
export const SERVED_WIDTHS: readonly number[] = [...new Set<number>([...Object.values(IMAGE_SETS).flat(), ...SINGLE_IMAGE_WIDTHS])].sort((a, b) => a - b);
/** Height for a width: none, or one of the aspect ratios the components use (1:1, 3:2, 4:3, 16:9). */
const SERVED_RATIOS = [1, 2 / 3, 3 / 4, 9 / 16];
export const SERVED_QUALITIES: readonly number[] = [60, 70, 75];
const SERVED_FORMATS: ReadonlySet<ImageParams['f']> = new Set(['auto', 'jpeg', 'webp']);

/**
 * Whether the image route renders this variant: the widths, ratios, qualities and formats the
 * components use, so the number of variants (and the CPU they cost) stays bounded.
 */
export function isServedVariant(p: ImageParams): boolean {
  if (p.w === undefined || !SERVED_WIDTHS.includes(p.w)) return false;
  if (p.h !== undefined && !SERVED_RATIOS.some((r) => Math.round(p.w! * r) === p.h)) return false;
  return SERVED_QUALITIES.includes(p.q) && SERVED_FORMATS.has(p.f);
}

/** A media path must stay inside the media folder: no parent segments, no absolute paths. */
export function isSafeMediaPath(path: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|avif)$/i.test(path) && !path.split('/').some((s) => s === '..' || s === '' || s.startsWith('.'));
}

export function imageUrl(path: string, p: Partial<Omit<ImageParams, 'w'>> & { w?: ServedWidth }): string {
  const parts = [p.w ? `w=${p.w}` : null, p.h ? `h=${p.h}` : null, `fit=${p.fit ?? 'cover'}`, `f=${p.f ?? 'auto'}`, `q=${p.q ?? 75}`].filter(Boolean);
  return `/img/${parts.join(',')}/${path}`;
}

/** srcset of one of the sets (spec §9: 80, 320 and 600 for avatars). */
export function imageSrcSet(path: string, set: ImageSetName, p: Partial<Omit<ImageParams, 'w'>> = {}, aspect?: number): string {
  return IMAGE_SETS[set].map((w) => `${imageUrl(path, { ...p, w, h: aspect ? Math.round(w / aspect) : p.h })} ${w}w`).join(', ');
}
