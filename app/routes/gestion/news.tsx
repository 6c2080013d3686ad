import { formatParisDateTime } from '../../../domain/format/paris-time';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/news';
import { backofficeOf, notFound } from './guard.server';
import { requireSiteEditor } from './site-guard.server';

/** A site's news: its own posts and its network's network-wide ones, with their state (published, scheduled, unpublished). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { scope } = requireSiteEditor(context);
  const news = backofficeOf(context).news;
  const site = await news.site(scope, params.siteId);
  if (!site) notFound();
  const posts = (await news.list(scope, site.id)) ?? [];
  return {
    title: serverText(context)('news.pageTitle', { name: site.name }),
    site: { id: site.id, name: site.name },
    posts: posts.map((p) => ({ id: p.id, title: p.title, slug: p.slug, state: p.state, networkWide: p.networkWide, category: p.category, date: formatParisDateTime(/^\d{4}-\d{2}-\d{2}$/.test(p.date) ? `${p.date}T08:00:00Z` : p.date) ?? p.date })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, posts } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${site.id}`)} className="underline">
          {t('media.back', { name: site.name })}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{t('news.title', { name: site.name })}</h1>
        <Link to={href(`/gestion/sites/${site.id}/actualites/nouvelle`)} className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('news.create')}
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('news.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {posts.map((post) => (
            <li key={post.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={href(`/gestion/sites/${site.id}/actualites/${post.id}`)} className="font-semibold break-words underline underline-offset-2">
                  {post.title}
                </Link>
                <p className="text-sm break-words text-slate-700">
                  {post.date} · /{post.slug}
                  {post.category ? ` · ${post.category}` : ''}
                  {post.networkWide ? ` · ${t('news.networkWideShort')}` : ''}
                </p>
              </div>
              <span className={`w-fit rounded px-2 py-0.5 text-sm font-semibold ${post.state === 'published' ? 'bg-slate-200 text-slate-900' : post.state === 'scheduled' ? 'bg-amber-100 text-amber-950' : 'bg-red-700 text-white'}`}>{t(`news.state.${post.state}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
