import { canManageMembers } from '../../../domain/backoffice/grants';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { spamView } from '../../../server/routing/spam-view.server';
import { servicesContext } from '../../context';
import { useLocalizedHref } from '../../i18n/hooks';
import { Link } from '../../ui/Link';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/spam';
import { notFound, requireMember } from './guard.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  // Network admins only: spam is never invisible to them (issue 36), and no one else learns the page exists.
  if (!canManageMembers(member)) notFound();
  const view = await spamView(context.get(servicesContext).db, member.networkId);
  return {
    title: serverText(context)('spam.pageTitle'),
    ...view,
    leads: view.leads.map((l) => ({ ...l, createdAt: formatParisDateTime(l.createdAt) ?? l.createdAt, markedAt: l.markedAt ? (formatParisDateTime(l.markedAt) ?? l.markedAt) : null })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function SpamPage({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { leads, total, catches } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('spam.title')}</h1>
      <p className="mt-2 max-w-prose">{t('spam.intro')}</p>
      <section aria-labelledby="honeypot" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="honeypot" className="text-lg font-bold">
          {t('spam.honeypot')}
        </h2>
        {catches.length ? (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t('spam.site')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('spam.last30')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('spam.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {catches.map((c) => (
                <tr key={c.siteId} className="border-t border-slate-200">
                  <th scope="row" className="py-1 font-normal">
                    {c.siteName}
                  </th>
                  <td className="py-1 text-right">{c.last30}</td>
                  <td className="py-1 text-right">{c.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm">{t('spam.noCatch')}</p>
        )}
      </section>
      <section aria-labelledby="spam-leads" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="spam-leads" className="text-lg font-bold">
          {t('spam.leads', { count: total })}
        </h2>
        {leads.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {leads.map((l) => (
              <li key={l.id} className="py-2">
                <Link to={href(`/gestion/prospects/${encodeURIComponent(l.id)}`)} className="font-semibold break-words underline">
                  {l.name}
                </Link>
                <p className="text-sm break-words">
                  {l.siteName} · {l.createdAt}
                </p>
                <p className="text-sm break-words">{l.markedBy ? t('spam.markedBy', { name: l.markedBy, at: l.markedAt }) : t('spam.markedUnknown')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{t('spam.none')}</p>
        )}
      </section>
    </>
  );
}
