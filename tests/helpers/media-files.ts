import exifReader from 'exif-reader';
import sharp from 'sharp';
import { ADMIN_ORIGIN } from './backoffice';

/** A JPEG photo carrying EXIF with a GPS position (Sevran town hall), as a phone writes it. */
export async function jpegWithGps(width = 800, height = 600, colour = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 56/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 31/1 27/1' } })
    .toBuffer();
}

/** The GPS position an image's EXIF carries (sharp finds the EXIF block, exif-reader reads it), or null. */
export async function gpsOf(bytes: Buffer): Promise<Record<string, unknown> | null> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return null;
  return (exifReader(exif).GPSInfo as Record<string, unknown> | undefined) ?? null;
}

/** A PHP script renamed .jpg. */
export const PHP_AS_JPG = Buffer.from('<?php system($_GET["c"]); ?>\n');

/** The media library's multipart post, as a browser sends it. */
export function uploadPost(siteId: string, file: { bytes: Uint8Array; name: string; type?: string } | null, alt: string): Request {
  const form = new FormData();
  form.set('intent', 'upload');
  form.set('alt', alt);
  if (file) form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }));
  return new Request(`${ADMIN_ORIGIN}/gestion/sites/${siteId}/medias`, { method: 'POST', body: form, headers: { origin: ADMIN_ORIGIN } });
}
