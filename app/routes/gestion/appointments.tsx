import { servicesContext } from '../../context';
import { localeContext } from '../../i18n/context';
import { Link } from '../../ui/Link';
import { scopeOf } from '../../../domain/backoffice/grants';
import { parisDay } from '../../../domain/diagnostics/slot-format';
import { appointmentsInScope } from '../../../server/diagnostics/appointments-scope.server';
import { slotOption } from '../../../server/diagnostics/funnel.server';
import { useLocalizedHref } from '../../i18n/hooks';
import { phoneForDisplay } from '../../../domain/format/phone-number';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/appointments';
import { backofficeOf, notFound, requireMember } from './guard.server';

/** A diag site's appointments (issue 33): from today on, in the member's scope; another tenant's site is 404. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  const backoffice = backofficeOf(context);
  const scope = scopeOf(member);
  const site = url.searchParams.get('site');
  const sites = await backoffice.inbox.sites(scope);
  if (site && !sites.some((s) => s.id === site)) notFound();
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const rows = await appointmentsInScope(db, scope, { siteId: site, fromDay: parisDay(new Date()) });
  return {
    title: serverText(context)('appointments.pageTitle'),
    appointments: rows.map((a) => ({ ...a, label: slotOption(a.startsAt, locale)?.label ?? a.startsAt })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function Appointments({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { appointments } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('appointments.title')}</h1>
      {appointments.length === 0 ? (
        <p className="mt-4">{t('appointments.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {appointments.map((a) => (
            <li key={a.id} className="rounded border border-slate-300 bg-white p-3" data-appointment={a.startsAt}>
              <p className="font-semibold">
                {a.label}
                {a.cancelled && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-sm font-normal">{t('appointments.cancelled')}</span>}
              </p>
              <p className="text-sm">
                {a.siteName} · {t('appointments.duration', { minutes: a.durationMinutes })}
              </p>
              <p className="text-sm">
                <Link to={href(`/gestion/prospects/${a.leadId}`)} className="underline underline-offset-2">
                  {[a.firstname, a.lastname].filter(Boolean).join(' ') || t('appointments.unnamed')}
                </Link>
                {a.phone && <> · {phoneForDisplay(a.phone)}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
