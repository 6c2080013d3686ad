import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderImage } from './images.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-img-'));
const media = path.join(dir, 'media');
const cache = path.join(dir, 'cache');
fs.mkdirSync(path.join(media, 'a'), { recursive: true });
fs.writeFileSync(path.join(media, 'a', 'square.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#13406f"/></svg>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('renderImage', () => {
  it('resizes and converts, then serves the cached variant', async () => {
    const first = await renderImage(media, cache, 'a/square.svg', { w: 320, h: 200, fit: 'cover', f: 'webp', q: 70 }, 'webp');
    expect(first?.contentType).toBe('image/webp');
    const meta = await sharp(first!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200]);
    expect(fs.readdirSync(path.join(cache, 'img'))).toHaveLength(1);
    const second = await renderImage(media, cache, 'a/square.svg', { w: 320, h: 200, fit: 'cover', f: 'webp', q: 70 }, 'webp');
    expect(second?.body.equals(first!.body)).toBe(true);
  });

  it('answers null for a missing file or a path leaving the media folder', async () => {
    expect(await renderImage(media, cache, 'a/missing.svg', { fit: 'cover', f: 'auto', q: 75 }, 'jpeg')).toBeNull();
    expect(await renderImage(media, cache, '../outside.svg', { fit: 'cover', f: 'auto', q: 75 }, 'jpeg')).toBeNull();
  });

  it('draws a generated listing photo on its first request (a raster, the same for the same seed), keeps it, and answers null for an unknown scene', async () => {
    const params = { w: 640, h: 480, fit: 'cover' as const, f: 'jpeg' as const, q: 70 };
    const photo = await renderImage(media, cache, 'listings/photos/sejour-k3x9a0bz.jpg', params, 'jpeg');
    expect(photo?.contentType).toBe('image/jpeg');
    const meta = await sharp(photo!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
    expect(fs.readdirSync(path.join(cache, 'photos', 'scenes-1'))).toEqual(['sejour-k3x9a0bz.jpg']);
    fs.rmSync(path.join(cache, 'img'), { recursive: true });
    fs.rmSync(path.join(cache, 'photos'), { recursive: true });
    const again = await renderImage(media, cache, 'listings/photos/sejour-k3x9a0bz.jpg', params, 'jpeg');
    expect(again!.body.equals(photo!.body)).toBe(true);
    const other = await renderImage(media, cache, 'listings/photos/sejour-0000abcd.jpg', params, 'jpeg');
    expect(other!.body.equals(photo!.body)).toBe(false);
    expect(await renderImage(media, cache, 'listings/photos/piscine-k3x9a0bz.jpg', params, 'jpeg')).toBeNull();
  });
});
