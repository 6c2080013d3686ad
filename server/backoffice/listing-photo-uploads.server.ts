import { randomUUID } from 'node:crypto';
import type { ListingPhoto } from '../../domain/listings/listing';

/**
 * THE SEAM for photo uploads in the listing editor (issue 32 item 1, step 2 of the issue: the media
 * store is built by the media work, not here). The editor asks this one function for the photos a
 * post adds; until the media store is wired in at merge, a photo is added by the address of an image
 * already served (a /media/… path or an https:// URL) with its alt text. The media store replaces
 * the body of `addedListingPhotos` (read the uploaded file, store it, answer its path), nothing else.
 */
export interface AddedPhotoInput {
  src: string | null;
  alt: string | null;
}

export async function addedListingPhotos(input: AddedPhotoInput): Promise<ListingPhoto[]> {
  if (!input.src) return [];
  return [{ id: `p-${randomUUID().slice(0, 8)}`, src: input.src, alt: input.alt ?? '' }];
}
