import { data, redirect } from 'react-router';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/listing-new';
import { backofficeOf, pathFor, readBackofficeForm } from './guard.server';
import { requireListingEditor } from './listing-guard.server';
import { ListingForm } from './listing-fields';
import { readListingForm, storeUploadedPhoto, typedOf } from './listing-form.server';

const NEW_VALUES = { state: 'draft', transaction: 'sale', type: 'Appartement', 'energy.kind': 'none', georisquesMention: 'on' };
const SAMPLE = { id: 'nouvelle', slug: 'nouvelle', siteIds: ['nouvelle'], publishedAt: new Date(0).toISOString() };

/** A new listing: a draft, or published at once when the compliance gate accepts it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { scope, choosesAdviser } = requireListingEditor(context);
  const advisers = await backofficeOf(context).listings.advisers(scope);
  return { title: serverText(context)('listingEditor.newTitle'), advisers: choosesAdviser ? advisers.map((a) => ({ id: a.id, name: a.name })) : null, canCreate: advisers.length > 0 };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/annonces/nouvelle');
  const { member, scope, choosesAdviser } = requireListingEditor(context);
  const editor = backofficeOf(context).listings;
  const advisers = await editor.advisers(scope);
  const asked = typeof form.get('adviserId') === 'string' ? String(form.get('adviserId')) : '';
  const adviserId = choosesAdviser ? asked : (advisers[0]?.id ?? '');
  const adviser = advisers.find((a) => a.id === adviserId);
  const uploaded = adviser ? await storeUploadedPhoto(form, backofficeOf(context).media, scope, memberActor(member), [adviser.networkSiteId, ...(adviser.agencySiteId ? [adviser.agencySiteId] : [])]) : ({ ok: true, src: null } as const);
  if (!uploaded.ok) return data({ errors: uploaded.errors, typed: typedOf(form) }, { status: 400 });
  const read = await readListingForm(form, [], { ...SAMPLE, adviserId: adviserId || 'x' }, uploaded.src ? [uploaded.src] : []);
  if (!read.ok) return data({ errors: read.errors, typed: read.typed }, { status: 400 });
  const id = await editor.create(memberActor(member), scope, adviserId, read.build);
  if (!id) return data({ errors: { adviserId: serverText(context)('listingEditor.noAdviser') }, typed: null }, { status: 400 });
  return redirect(`${pathFor(context, `/gestion/annonces/${encodeURIComponent(id)}`)}?enregistre=1`, 303);
}

export default function ListingNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed = actionData?.typed ?? null;
  return (
    <>
      <p className="text-sm">
        <Link to={href('/gestion/annonces')} className="underline">
          {t('listingEditor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('listingEditor.newTitle')}</h1>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {t('listingEditor.fixErrors')}
        </p>
      )}
      {loaderData.canCreate ? (
        <ListingForm values={typed ?? NEW_VALUES} features={typed?.features ? typed.features.split(',') : []} photos={[]} errors={errors} missing={{}} advisers={loaderData.advisers} submitLabel={t('listingEditor.save')} />
      ) : (
        <p className="mt-4 rounded border border-slate-300 bg-white p-6">{t('listingEditor.noAdviser')}</p>
      )}
    </>
  );
}
