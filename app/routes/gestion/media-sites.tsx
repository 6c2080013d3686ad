import { redirect } from 'react-router';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/media-sites';
import { backofficeOf, pathFor } from './guard.server';
import { requireSiteEditor } from './site-guard.server';

/** 'Médias': the member's sites, each to its library; a member with one site goes straight to it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requireSiteEditor(context);
  const sites = await backofficeOf(context).sites.list(scope);
  if (sites.length === 1) throw redirect(pathFor(context, `/gestion/sites/${encodeURIComponent(sites[0]!.id)}/medias`));
  return { title: serverText(context)('media.sitesTitle'), sites: sites.map((s) => ({ id: s.id, name: s.name })) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function MediaSites({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('media.sitesHeading')}</h1>
      <p className="mt-1 max-w-prose text-sm">{t('media.sitesIntro')}</p>
      {loaderData.sites.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('sites.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {loaderData.sites.map((site) => (
            <li key={site.id} className="p-3">
              <Link to={href(`/gestion/sites/${site.id}/medias`)} className="font-semibold break-words underline underline-offset-2">
                {t('media.title', { name: site.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
