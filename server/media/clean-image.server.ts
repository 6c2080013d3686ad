import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_STORED_SIDE, MAX_UPLOAD_BYTES, sniffImageType, STORED_FORMAT, type StoredFormat } from '../../domain/media/uploads';

export interface CleanImage {
  hash: string;
  format: StoredFormat;
  width: number;
  height: number;
  data: Buffer;
}

export type CleanResult = { ok: true; image: CleanImage } | { ok: false; reason: 'too-large' | 'not-an-image' | 'unreadable' };

/**
 * An upload made safe to keep and serve: the type read from the bytes (their signature, then sharp
 * decoding them: a script named .jpg is refused), turned upright from its EXIF orientation, its longest
 * side capped, re-encoded without any metadata (sharp keeps none unless asked: EXIF, GPS, XMP, ICC
 * comments all gone). The hash is the SHA-256 of these cleaned bytes, the blob's key.
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanResult> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { ok: false, reason: 'not-an-image' };
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 });
    const meta = await input.metadata();
    const decoded = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
    if (decoded !== sniffed) return { ok: false, reason: 'not-an-image' };
    const format = STORED_FORMAT[sniffed];
    const pipeline = input.rotate().resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 88, mozjpeg: true }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, image: { hash: createHash('sha256').update(data).digest('hex'), format, width: info.width, height: info.height, data } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
