import { servicesContext } from '../../context';
import { localeContext } from '../../i18n/context';
import { Link } from '../../ui/Link';
import { scopeOf } from '../../../domain/backoffice/grants';
import { agendaRange, type AgendaView } from '../../../domain/diagnostics/agenda-range';
import { parisDay } from '../../../domain/diagnostics/slot-format';
import { appointmentsInScope } from '../../../server/diagnostics/appointments-scope.server';
import { slotOption } from '../../../server/diagnostics/funnel.server';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { formatVisitLength } from '../../../domain/diagnostics/visit-length';
import { phoneForDisplay } from '../../../domain/format/phone-number';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/appointments';
import { backofficeOf, notFound, requireMember } from './guard.server';

/**
 * A diag site's appointments (issue 33): the upcoming list, or one day or one week
 * (`?vue=jour|semaine&date=YYYY-MM-DD`), booked and cancelled, in the member's scope; another tenant's site is 404.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  const backoffice = backofficeOf(context);
  const scope = scopeOf(member);
  const site = url.searchParams.get('site');
  const sites = await backoffice.inbox.sites(scope);
  if (site && !sites.some((s) => s.id === site)) notFound();
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const today = parisDay(new Date());
  const range = agendaRange({ vue: url.searchParams.get('vue'), date: url.searchParams.get('date') }, today);
  const rows = await appointmentsInScope(db, scope, { siteId: site, fromDay: range.from, toDay: range.to });
  const dayLabel = (day: string) => slotOption(`${day}T00:00`, locale)?.day ?? day;
  const appointments = rows.map((a) => ({ ...a, day: a.startsAt.slice(0, 10), label: slotOption(a.startsAt, locale)?.label ?? a.startsAt }));
  return {
    title: serverText(context)('appointments.pageTitle'),
    site,
    today,
    range: { view: range.view, date: range.date, previous: range.previous, next: range.next },
    heading: range.view === 'jour' ? dayLabel(range.from) : range.view === 'semaine' ? `${dayLabel(range.days[0]!)} – ${dayLabel(range.days[6]!)}` : null,
    days: range.days.map((day) => ({ day, label: dayLabel(day) })),
    appointments,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

type Appointment = Route.ComponentProps['loaderData']['appointments'][number];

/** The visit's end, Paris wall-clock 'HH:MM' (a visit never runs past its day). */
function visitEnd(startsAt: string, minutes: number): string {
  const end = Number(startsAt.slice(11, 13)) * 60 + Number(startsAt.slice(14, 16)) + minutes;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function AppointmentItem({ a }: { a: Appointment }) {
  const t = useText();
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <li className="rounded border border-slate-300 bg-white p-3" data-appointment={a.startsAt}>
      <p className="font-semibold">
        {a.label}
        {a.cancelled && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-sm font-normal">{a.moved ? t('appointments.moved') : t('appointments.cancelled')}</span>}
      </p>
      <p className="text-sm">
        {a.siteName} · {t('appointments.length', { length: formatVisitLength(a.durationMinutes, locale), end: visitEnd(a.startsAt, a.durationMinutes) })}
      </p>
      <p className="text-sm">
        <Link to={href(`/gestion/prospects/${a.leadId}`)} className="underline underline-offset-2">
          {[a.firstname, a.lastname].filter(Boolean).join(' ') || t('appointments.unnamed')}
        </Link>
        {a.phone && <> · {phoneForDisplay(a.phone)}</>}
      </p>
    </li>
  );
}

export default function Appointments({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { appointments, range, days, heading, site, today } = loaderData;
  const query = (view: AgendaView, date?: string | null) => {
    const params = new URLSearchParams();
    if (site) params.set('site', site);
    if (view !== 'a-venir') params.set('vue', view);
    if (view !== 'a-venir' && date) params.set('date', date);
    const q = params.toString();
    return href(`/gestion/rendez-vous${q ? `?${q}` : ''}`);
  };
  const pill = 'inline-block rounded-full border border-slate-500 px-3 py-1 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white';
  const views: Array<[AgendaView, string]> = [
    ['a-venir', t('appointments.viewUpcoming')],
    ['jour', t('appointments.viewDay')],
    ['semaine', t('appointments.viewWeek')],
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('appointments.title')}</h1>
      <nav aria-label={t('appointments.views')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {views.map(([view, label]) => (
            <li key={view}>
              <Link to={query(view, view === 'a-venir' ? null : range.view === 'a-venir' ? today : range.date)} aria-current={range.view === view ? 'page' : undefined} className={pill}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {range.view === 'a-venir' ? (
        appointments.length === 0 ? (
          <p className="mt-4">{t('appointments.none')}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {appointments.map((a) => (
              <AppointmentItem key={a.id} a={a} />
            ))}
          </ul>
        )
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold">{heading}</h2>
          <nav aria-label={t('appointments.pagination')} className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <Link to={query(range.view, range.previous)} className="underline underline-offset-2">
              {range.view === 'jour' ? t('appointments.previousDay') : t('appointments.previousWeek')}
            </Link>
            <Link to={query(range.view, today)} className="underline underline-offset-2">
              {t('appointments.today')}
            </Link>
            <Link to={query(range.view, range.next)} className="underline underline-offset-2">
              {range.view === 'jour' ? t('appointments.nextDay') : t('appointments.nextWeek')}
            </Link>
          </nav>
          {days.map(({ day, label }) => {
            const ofDay = appointments.filter((a) => a.day === day);
            return (
              <section key={day} className="mt-4" aria-labelledby={`jour-${day}`} data-day={day}>
                {range.view === 'semaine' && (
                  <h3 id={`jour-${day}`} className="font-semibold">
                    {label}
                  </h3>
                )}
                {range.view === 'jour' && <h3 id={`jour-${day}`} className="sr-only">{label}</h3>}
                {ofDay.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-700">{t('appointments.noneThatDay')}</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-3">
                    {ofDay.map((a) => (
                      <AppointmentItem key={a.id} a={a} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
