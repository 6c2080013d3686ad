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

/** f=auto picks AVIF or WebP when the browser says it reads them, JPEG otherwise. */
export function negotiateFormat(requested: ImageParams['f'], accept: string | null): OutputFormat {
  if (requested !== 'auto') return requested;
  const a = accept ?? '';
  if (a.includes('image/webp')) return 'webp';
  if (a.includes('image/avif')) return 'avif';
  return 'jpeg';
}

/** A media path must stay inside the media folder: no parent segments, no absolute paths. */
export function isSafeMediaPath(path: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|avif)$/i.test(path) && !path.split('/').some((s) => s === '..' || s === '' || s.startsWith('.'));
}

export function imageUrl(path: string, p: Partial<ImageParams>): string {
  const parts = [p.w ? `w=${p.w}` : null, p.h ? `h=${p.h}` : null, `fit=${p.fit ?? 'cover'}`, `f=${p.f ?? 'auto'}`, `q=${p.q ?? 75}`].filter(Boolean);
  return `/img/${parts.join(',')}/${path}`;
}

/** srcset for the responsive widths (spec §9: 80, 320 and 600 for avatars). */
export function imageSrcSet(path: string, widths: number[], p: Partial<ImageParams> = {}, aspect?: number): string {
  return widths.map((w) => `${imageUrl(path, { ...p, w, h: aspect ? Math.round(w / aspect) : p.h })} ${w}w`).join(', ');
}
