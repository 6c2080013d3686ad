import { data, redirect } from 'react-router';
import { stateOf, valuesOf } from '../../../domain/listings/listing-form';
import { FEATURE_FLAGS } from '../../../domain/listings/listing';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/listing';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireListingEditor } from './listing-guard.server';
import type { Scope } from '../../../domain/backoffice/grants';
import { ListingForm } from './listing-fields';
import { missingForPublication, readListingForm, storeUploadedPhoto, typedOf } from './listing-form.server';
import { ademeAnswer } from './listing-ademe.server';
import { servicesContext } from '../../context';

/** One listing of the member's scope (another tenant's id: 404), with what it lacks to be published. */
/** The media libraries of the sites the listing shows on, as far as the member's scope reaches (a new photo is picked there). */
async function listingLibrary(context: Route.LoaderArgs['context'], scope: Scope, siteIds: readonly string[]) {
  const media = backofficeOf(context).media;
  const images = (await Promise.all(siteIds.map((siteId) => media.listSiteImages(scope, siteId)))).flat();
  return [...new Map(images.map((image) => [image.src, image])).values()];
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope, choosesAdviser } = requireListingEditor(context);
  const editor = backofficeOf(context).listings;
  const found = await editor.find(scope, params.listingId);
  if (!found) notFound();
  const { listing, underOffer } = found;
  // A site owner or a network admin may hand the listing to another adviser of the same agency.
  const colleagues = choosesAdviser ? await editor.colleaguesOf(scope, listing.adviserId) : [];
  const state = stateOf(listing, underOffer);
  return {
    title: serverText(context)('listingEditor.editTitle', { title: listing.title }),
    listing: { id: listing.id, slug: listing.slug, title: listing.title, photos: listing.photos, features: FEATURE_FLAGS.filter((f) => listing.features[f]) },
    state,
    values: valuesOf(listing, underOffer),
    adviserName: found.adviserName,
    advisers: colleagues.length > 1 ? colleagues.map((a) => ({ id: a.id, name: a.name })) : null,
    missing: state === 'draft' || state === 'withdrawn' ? missingForPublication(listing) : {},
    saved: url.searchParams.has('enregistre'),
    library: (await listingLibrary(context, scope, listing.siteIds)).map((image) => ({ src: image.src, alt: image.alt })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Saves the listing: any state as a draft, a public state only through the compliance gate. Nothing is written on a refusal. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/annonces/:listingId');
  const { member, scope, choosesAdviser } = requireListingEditor(context);
  const editor = backofficeOf(context).listings;
  const found = await editor.find(scope, params.listingId);
  if (!found) notFound();
  // 'Remplir ou vérifier avec l’ADEME': what was typed comes back filled and flagged; nothing is written.
  if (form.get('ademe') === 'check') {
    const answer = await ademeAnswer(context.get(servicesContext).dpe, typedOf(form));
    return data({ errors: answer.errors, typed: answer.typed, notes: answer.notes, ademe: answer.message }, { status: answer.status });
  }
  const uploaded = await storeUploadedPhoto(form, backofficeOf(context).media, scope, memberActor(member), found.listing.siteIds);
  if (!uploaded.ok) return data({ errors: uploaded.errors, typed: typedOf(form) }, { status: 400 });
  const library = await listingLibrary(context, scope, found.listing.siteIds);
  const read = await readListingForm(form, found.listing.photos, found.listing, [...library.map((image) => image.src), ...(uploaded.src ? [uploaded.src] : [])]);
  if (!read.ok) return data({ errors: read.errors, typed: read.typed }, { status: 400 });
  const moveTo = choosesAdviser && read.values.adviserId ? read.values.adviserId : undefined;
  const saved = await editor.update(memberActor(member), scope, found.listing.id, (current) => read.build(current.listing), moveTo);
  if (saved === 'bad-adviser') {
    return data({ errors: { adviserId: serverText(context)('listingImport.otherAgency') }, typed: typedOf(form) }, { status: 400 });
  }
  if (!saved) notFound();
  return redirect(`${pathFor(context, `/gestion/annonces/${encodeURIComponent(found.listing.id)}`)}?enregistre=1`, 303);
}

export default function ListingRecord({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { listing, state, values, missing, saved, adviserName } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed = actionData?.typed ?? null;
  const answered = (actionData ?? {}) as { notes?: Record<string, string>; ademe?: string | null };
  const notes = answered.notes ?? {};
  const ademe = answered.ademe ?? null;
  const hasErrors = Object.keys(errors).length > 0;
  const missingCount = Object.keys(missing).length;
  return (
    <>
      <p className="text-sm">
        <Link to={href('/gestion/annonces')} className="underline">
          {t('listingEditor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{listing.title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t(`listingEditor.option.state.${state}`)} · {adviserName}
      </p>
      {saved && !hasErrors && !ademe && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t('listingEditor.saved')}
        </p>
      )}
      {hasErrors && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {t('listingEditor.fixErrors')}
        </p>
      )}
      {ademe && !hasErrors && (
        <p role="status" className="mt-4 rounded border border-sky-800 bg-sky-50 p-3 font-semibold text-sky-950">
          {ademe}
        </p>
      )}
      {!hasErrors && missingCount > 0 && (
        <p className="mt-4 rounded border border-amber-800 bg-amber-50 p-3 font-semibold text-amber-950">{t('listingEditor.missingSummary', { count: missingCount })}</p>
      )}
      <ListingForm
        values={typed ?? values}
        features={typed ? (typed.features ? typed.features.split(',') : []) : listing.features}
        photos={listing.photos}
        errors={errors}
        missing={hasErrors ? {} : missing}
        advisers={loaderData.advisers}
        submitLabel={t('listingEditor.save')}
        library={loaderData.library}
        ademeCheck
        notes={notes}
      />
    </>
  );
}
