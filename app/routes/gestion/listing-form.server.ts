import type { Listing, ListingPhoto } from '../../../domain/listings/listing';
import {
  fieldErrors, fieldOfIssue, formInput, LISTING_FORM_FIELDS, listingFormSchema, type ListingFormValues, listingFromForm, PUBLIC_STATES, photoEdits,
} from '../../../domain/listings/listing-form';
import { publishableListingSchema } from '../../../domain/listings/publishable';
import { addedListingPhotos } from '../../../server/backoffice/listing-photo-uploads.server';
import { communeOf } from '../../../server/backoffice/listing-commune.server';

export { communeOf };

type Base = Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>;
export type Build = (base: Base) => { listing: Listing; underOffer: boolean };

export type ReadListingForm =
  | { ok: true; values: ListingFormValues; build: Build }
  | { ok: false; errors: Record<string, string>; typed: Record<string, string> & { features?: string } };

/** What a stored draft lacks to be published: the gate's issues, by form field (shown as hints). */
export function missingForPublication(listing: Listing): Record<string, string> {
  const checked = publishableListingSchema.safeParse({ ...listing, publication: 'published' });
  if (checked.success) return {};
  const out: Record<string, string> = {};
  for (const issue of checked.error.issues) out[fieldOfIssue(issue.path.map(String).join('.'))] ??= issue.message;
  if (listing.price <= 0) out.price ??= 'Prix obligatoire pour publier.';
  return out;
}

/**
 * Reads the editor's post: the form schema, the commune, the photos (kept, reordered, added through
 * the upload seam), then — when the state asked shows the advert — the compliance gate. A refusal
 * answers every message by field, in French, and what was typed; nothing is written.
 */
export async function readListingForm(form: FormData, currentPhotos: readonly ListingPhoto[], sample: Base, library: readonly string[] = []): Promise<ReadListingForm> {
  const get = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : null;
  };
  const getAll = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string');
  const typed = { ...Object.fromEntries(LISTING_FORM_FIELDS.map((n) => [n, get(n) ?? ''])), features: getAll('features').join(',') };
  const refuse = (errors: Record<string, string>): ReadListingForm => ({ ok: false, errors, typed });
  const parsed = listingFormSchema.safeParse(formInput(get, getAll));
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  const values = parsed.data;
  const commune = communeOf(values.zip, values.city);
  if (typeof commune === 'string') return refuse({ city: commune });
  const picked = values['newPhoto.src'];
  // A library image must be one of this site's (the media store, decision 0102).
  if (picked?.startsWith('uploads/') && !library.includes(picked)) return refuse({ 'newPhoto.src': 'Cette image n’est pas dans la médiathèque du site.' });
  const added = await addedListingPhotos({ src: picked, alt: values['newPhoto.alt'] });
  const photos = photoEdits(currentPhotos, values.photos, added[0] ?? null);
  const build: Build = (base) => listingFromForm(values, base, commune, photos);
  const errors: Record<string, string> = {};
  if (values.state === 'sold' && values.transaction === 'rent') errors.state = 'Un bien à louer ne se vend pas : choisissez « Retirée » quand il est loué.';
  if (PUBLIC_STATES.includes(values.state)) {
    const { listing } = build(sample);
    if (values.price === null) errors.price = 'Prix obligatoire pour publier.';
    const checked = publishableListingSchema.safeParse(listing);
    if (!checked.success) for (const issue of checked.error.issues) errors[fieldOfIssue(issue.path.map(String).join('.'))] ??= issue.message;
  }
  if (Object.keys(errors).length) return refuse(errors);
  return { ok: true, values, build };
}
