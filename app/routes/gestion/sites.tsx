import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/sites';
import { backofficeOf } from './guard.server';
import { requireSiteEditor } from './site-guard.server';

/** The sites a member edits: a network admin's whole network (and the way to create one), a site owner's own. */
export async function loader({ context }: Route.LoaderArgs) {
  const { scope, asAdmin } = requireSiteEditor(context);
  const sites = await backofficeOf(context).sites.list(scope);
  return { title: serverText(context)('sites.pageTitle'), sites, asAdmin };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function Sites({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { sites, asAdmin } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('sites.title')}</h1>
        {asAdmin && (
          <Link to={href('/gestion/sites/nouveau')} className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('sites.create')}
          </Link>
        )}
      </div>
      {sites.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('sites.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {sites.map((site) => (
            <li key={site.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={href(`/gestion/sites/${site.id}`)} className="font-semibold break-words underline underline-offset-2">
                  {site.name}
                </Link>
                <p className="text-sm break-words text-slate-700">
                  {t(`family.${site.family}`)} · {site.hosts[0] ?? `${site.id}.localhost`}
                </p>
              </div>
              <span className={`w-fit rounded px-2 py-0.5 text-sm font-semibold ${site.published ? 'bg-slate-200 text-slate-900' : 'bg-red-700 text-white'}`}>{site.published ? t('sites.published') : t('sites.unpublished')}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
