import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageParams, OutputFormat } from '../../domain/media/image-params';
import { uploadHashOf } from '../../domain/media/uploads';
import { GENERATED_PHOTO_VERSION, generatedPhotoSource } from './generated-photos.server';

const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Resizes and converts a media file with sharp; each variant is written once to the cache folder
 * and read from there afterwards.
 */
export async function renderImage(
  mediaDir: string,
  cacheDir: string,
  mediaPath: string,
  params: ImageParams,
  format: OutputFormat,
  uploaded: (mediaPath: string) => Promise<Buffer | null> = async () => null,
): Promise<{ body: Buffer; contentType: string } | null> {
  const source = path.resolve(mediaDir, mediaPath);
  if (!source.startsWith(path.resolve(mediaDir) + path.sep)) return null;
  // An uploaded image (the media store, in the database: its path is its content's hash, so it never
  // changes), a media file, or a demo listing's photo drawn on request (no file in the repository).
  let version: number | string;
  let input: string | Buffer = source;
  const upload = uploadHashOf(mediaPath);
  if (upload) {
    const original = await uploaded(mediaPath);
    if (!original) return null;
    input = original;
    version = upload;
  } else {
    try {
      version = (await fs.stat(source)).mtimeMs;
    } catch {
      const generated = await generatedPhotoSource(cacheDir, mediaPath);
      if (!generated) return null;
      input = generated;
      version = GENERATED_PHOTO_VERSION;
    }
  }
  const key = createHash('sha256').update(JSON.stringify([mediaPath, version, params, format])).digest('hex').slice(0, 32);
  const cached = path.resolve(cacheDir, 'img', `${key}.${format}`);
  try {
    return { body: await fs.readFile(cached), contentType: CONTENT_TYPES[format] };
  } catch {
    // not rendered yet
  }
  const density = mediaPath.endsWith('.svg') ? 144 : undefined;
  const body = await sharp(input, density ? { density } : {})
    .resize({ width: params.w, height: params.h, fit: params.fit, withoutEnlargement: !mediaPath.endsWith('.svg') })
    .toFormat(format, { quality: params.q })
    .toBuffer();
  await fs.mkdir(path.dirname(cached), { recursive: true });
  await fs.writeFile(cached, body);
  return { body, contentType: CONTENT_TYPES[format] };
}
