import { sql } from 'kysely';
import type { Scope } from '../../domain/backoffice/grants';
import type { Db } from '../db/database.server';

/**
 * A back-office member's diagnostic appointments (issue 33), scoped in the query exactly like the
 * lead inbox: the member's network, its granted sites, and for an adviser the leads assigned to it.
 */
export interface ScopedAppointment {
  id: string;
  siteId: string;
  siteName: string;
  leadId: string;
  startsAt: string;
  durationMinutes: number;
  cancelled: boolean;
  /** Cancelled because the visitor moved it (its lead has a live visit again, decision 0124). */
  moved: boolean;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
}

export async function appointmentsInScope(db: Db, scope: Scope, filter: { siteId?: string | null; fromDay: string; toDay?: string | null }): Promise<ScopedAppointment[]> {
  let q = db
    .selectFrom('diag_appointments')
    .innerJoin('leads', 'leads.id', 'diag_appointments.lead_id')
    .innerJoin('sites', 'sites.id', 'diag_appointments.site_id')
    .where('sites.network_id', '=', scope.networkId)
    .where('diag_appointments.starts_at', '>=', filter.fromDay);
  // Starts are 'YYYY-MM-DDTHH:MM': every start of the day before `toDay` sorts below it.
  if (filter.toDay) q = q.where('diag_appointments.starts_at', '<', filter.toDay);
  if (scope.siteIds) q = scope.siteIds.length ? q.where('diag_appointments.site_id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
  if (scope.assignedTo) q = q.where('leads.assigned_member_id', '=', scope.assignedTo);
  if (filter.siteId) q = q.where('diag_appointments.site_id', '=', filter.siteId);
  const rows = await q
    .select([
      'diag_appointments.id',
      'diag_appointments.site_id',
      'sites.name as site_name',
      'diag_appointments.lead_id',
      'diag_appointments.starts_at',
      'diag_appointments.duration_minutes',
      'diag_appointments.cancelled_at',
      'leads.firstname',
      'leads.lastname',
      'leads.phone',
      (eb) =>
        eb
          .exists(eb.selectFrom('diag_appointments as other').select('other.id').whereRef('other.lead_id', '=', 'diag_appointments.lead_id').whereRef('other.id', '!=', 'diag_appointments.id').where('other.cancelled_at', 'is', null))
          .as('moved'),
    ])
    .orderBy('diag_appointments.starts_at')
    .orderBy('diag_appointments.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    siteId: r.site_id,
    siteName: r.site_name,
    leadId: r.lead_id,
    startsAt: r.starts_at,
    durationMinutes: r.duration_minutes,
    cancelled: r.cancelled_at !== null,
    moved: r.cancelled_at !== null && Boolean(r.moved),
    firstname: r.firstname,
    lastname: r.lastname,
    phone: r.phone,
  }));
}
