import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { stateOf } from '../../../domain/listings/listing-form';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/listings';
import { backofficeOf } from './guard.server';
import { requireListingEditor } from './listing-guard.server';

/** The listings a member edits (issue 32 item 1), last changed first, and the way to create one. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope, choosesAdviser } = requireListingEditor(context);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const { items, total } = await backofficeOf(context).listings.list(scope, { page });
  return { title: serverText(context)('listingEditor.listTitle'), imports: choosesAdviser, items: items.map((i) => ({ ...i, state: stateOf(i, i.underOffer) })), total, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

const EUROS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export default function Listings({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { items, total, page } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('listingEditor.listTitle')}</h1>
        <div className="flex flex-wrap gap-3">
          {loaderData.imports && (
            <Link to={href('/gestion/annonces/import')} className="rounded border border-slate-900 px-4 py-2 font-semibold">
              {t('listingImport.link')}
            </Link>
          )}
          <Link to={href('/gestion/annonces/nouvelle')} className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('listingEditor.create')}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t('listingEditor.count', { count: total })}</p>
      {items.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('listingEditor.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {items.map((item) => (
            <li key={item.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={href(`/gestion/annonces/${item.id}`)} className="font-semibold break-words underline underline-offset-2">
                  {item.title}
                </Link>
                <p className="text-sm break-words text-slate-700">
                  {item.city} ({item.zip}) · {EUROS.format(item.price)} € · {item.adviserName}
                </p>
              </div>
              <span className="w-fit rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-900">{t(`listingEditor.option.state.${item.state}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {total > page * 50 && (
        <p className="mt-4">
          <Link to={href(`/gestion/annonces?page=${page + 1}`)} className="underline">
            {t('listingEditor.next')}
          </Link>
        </p>
      )}
    </>
  );
}
