import type { Listing, ListingPhoto } from '../../../domain/listings/listing';
import {
  fieldErrors, fieldOfIssue, formInput, LISTING_FORM_FIELDS, listingFormSchema, type ListingFormValues, listingFromForm, PUBLIC_STATES, photoEdits,
} from '../../../domain/listings/listing-form';
import { publishableListingSchema } from '../../../domain/listings/publishable';
import { addedListingPhotos } from '../../../server/backoffice/listing-photo-uploads.server';
import { communeOf } from '../../../server/geo/commune-of.server';
import type { AuditActor } from '../../../server/backoffice/audit-log.server';
import type { MediaStore } from '../../../server/media/media-store.server';
import type { Scope } from '../../../domain/backoffice/grants';

type Base = Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>;
export type Build = (base: Base) => { listing: Listing; underOffer: boolean };

export type ReadListingForm =
  | { ok: true; values: ListingFormValues; build: Build }
  | { ok: false; errors: Record<string, string>; typed: Record<string, string> & { features?: string } };

export { communeOf };

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

const UPLOAD_REFUSALS = {
  'too-large': 'Image trop lourde : 15 Mo au plus.',
  'not-an-image': 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF.',
  unreadable: 'Image illisible : enregistrez-la à nouveau ou choisissez-en une autre.',
} as const;

/**
 * A photo sent from the editor itself (the 'newPhoto.file' field of the multipart form): stored in the
 * media library of the listing's agency site (or its network site) through the media store — bytes
 * type check, 15 MB, EXIF removed — with its alt text, which is required. On success the form's
 * 'newPhoto.src' becomes the stored image, so the save adds it like a library pick. Nothing sent: ok.
 */
export async function storeUploadedPhoto(form: FormData, media: MediaStore, scope: Scope, actor: AuditActor, siteIds: readonly string[]): Promise<{ ok: true; src: string | null } | { ok: false; errors: Record<string, string> }> {
  const file = form.get('newPhoto.file');
  if (!(file instanceof File) || file.size === 0) return { ok: true, src: null };
  const alt = String(form.get('newPhoto.alt') ?? '').trim();
  if (!alt) return { ok: false, errors: { 'newPhoto.alt': 'Texte alternatif obligatoire : décrivez la photo en une phrase.' } };
  if (alt.length > 200) return { ok: false, errors: { 'newPhoto.alt': '200 caractères au plus.' } };
  const siteId = [...siteIds].reverse().find((id) => !scope.siteIds || scope.siteIds.includes(id));
  const stored = siteId ? await media.upload(scope, siteId, { bytes: new Uint8Array(await file.arrayBuffer()), alt, fileName: file.name }, actor) : null;
  if (!stored) return { ok: false, errors: { 'newPhoto.file': 'Aucune médiathèque de site à votre portée pour cette annonce.' } };
  if (!stored.ok) return { ok: false, errors: { 'newPhoto.file': UPLOAD_REFUSALS[stored.reason] } };
  form.set('newPhoto.src', stored.image.src);
  return { ok: true, src: stored.image.src };
}

/** What a refused post typed, to show it again (text fields and the features' checkboxes). */
export function typedOf(form: FormData): Record<string, string> & { features?: string } {
  const typed: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in typed)) typed[name] = value;
  return { ...typed, features: form.getAll('features').filter((v) => typeof v === 'string').join(',') };
}
