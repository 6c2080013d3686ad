import fs from 'node:fs/promises';
import path from 'node:path';
import { parsePhotoPath } from '../../domain/media/generated-photo';
import { renderScenePhoto } from './photo-scenes.server';

/** Version of the drawings: part of the cache key, so a changed scene is drawn again. */
export const GENERATED_PHOTO_VERSION = 'scenes-1';

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * The source of a generated listing photo (listings/photos/<scene>-<seed>.jpg): drawn on its first
 * request, kept in the cache folder, shared by concurrent requests. Null for any other path.
 */
export async function generatedPhotoSource(cacheDir: string, mediaPath: string): Promise<Buffer | null> {
  const photo = parsePhotoPath(mediaPath);
  if (!photo) return null;
  const file = path.resolve(cacheDir, 'photos', GENERATED_PHOTO_VERSION, `${photo.scene}-${photo.seed}.jpg`);
  try {
    return await fs.readFile(file);
  } catch {
    // not drawn yet
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = (async () => {
      const body = await renderScenePhoto(photo.scene, photo.seed);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return body;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}
