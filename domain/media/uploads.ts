import { z } from 'zod';

/**
 * Rules of the media store (issue 31 item 5, decision 0102). Pure: which files are images we keep,
 * how large, and the path an uploaded image is served under through /img.
 */

/** The largest file accepted: 15 MB (issue 31). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** A multipart post carries the file plus its boundaries and a few fields. */
export const UPLOAD_POST_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
/** Longest side kept: the largest variant /img renders is 1,600 px wide, 2,400 is the route's own bound. */
export const MAX_STORED_SIDE = 2400;

export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif';
/** What is stored: AVIF is re-encoded as WebP (encoding AVIF costs seconds of CPU per variant; every browser reading AVIF reads WebP). */
export type StoredFormat = 'jpeg' | 'png' | 'webp';

export const STORED_FORMAT: Record<UploadFormat, StoredFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'webp' };
const EXTENSION: Record<StoredFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const startsWith = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * The image type the bytes themselves say (their signature), whatever the file's name: JPEG (FF D8 FF),
 * PNG (89 'PNG' 0D 0A 1A 0A), WebP ('RIFF' … 'WEBP'), AVIF (an ISO-BMFF 'ftyp' box of brand avif/avis).
 * null for anything else (a PHP script named .jpg included).
 */
export function sniffImageType(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && startsWith(bytes, 1, 'PNG') && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 12 && startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  if (bytes.length >= 12 && startsWith(bytes, 4, 'ftyp') && (startsWith(bytes, 8, 'avif') || startsWith(bytes, 8, 'avis'))) return 'avif';
  return null;
}

const UPLOAD_PATH = /^uploads\/([0-9a-f]{64})\.(jpg|png|webp)$/;

/** The media path of a stored image, as /img and `imageUrl` take it: `uploads/<sha256>.<ext>`. */
export function uploadPath(hash: string, format: StoredFormat): string {
  return `uploads/${hash}.${EXTENSION[format]}`;
}

/** The blob's hash of an upload's media path, or null when the path is not an upload's. */
export function uploadHashOf(mediaPath: string): string | null {
  return UPLOAD_PATH.exec(mediaPath)?.[1] ?? null;
}

/** Alt text: required (an image without one is refused), one sentence. */
export const altTextSchema = z.string().trim().min(1, 'media.altRequired').max(250, 'media.altTooLong');

export const uploadFieldsSchema = z.object({ alt: altTextSchema });
