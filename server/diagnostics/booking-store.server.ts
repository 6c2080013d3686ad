import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type BusyVisit, type DiagCalendar } from '../../domain/diagnostics/calendar';
import { visitQuarters } from '../../domain/diagnostics/visit-quarters';
import { calendarSchema } from '../../domain/diagnostics/calendar';
import type { CalendarDay } from '../../domain/diagnostics/calendar-day';
import { gridInForce, type PriceGrid } from '../../domain/diagnostics/price-grid';
import { priceGridSchema } from '../../domain/diagnostics/price-grid-schema';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import { LeadRefusedError } from '../leads/lead-service.server';

/**
 * The diagnostics booking's storage (issue 33, decision 0097): a site's grid in force, its calendar,
 * the slots already taken, and one appointment written in the lead's own transaction.
 */
export interface StoredGrid {
  id: string;
  grid: PriceGrid;
}

/** The grid version in force on `day` for the site; null when it has none (the funnel then behaves as before). */
export async function gridOfSite(db: Db, siteId: string, day: CalendarDay): Promise<StoredGrid | null> {
  const rows = await db.selectFrom('diag_price_grids').select(['id', 'effective_from', 'grid', 'created_at']).where('site_id', '=', siteId).where('effective_from', '<=', day).execute();
  const row = gridInForce(rows.map((r) => ({ ...r, effectiveFrom: r.effective_from, createdAt: r.created_at })), day);
  if (!row) return null;
  const parsed = priceGridSchema.safeParse(JSON.parse(row.grid));
  return parsed.success ? { id: row.id, grid: parsed.data } : null;
}

export async function calendarOfSite(db: Db, siteId: string): Promise<DiagCalendar | null> {
  const row = await db.selectFrom('diag_calendars').select('calendar').where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return null;
  const parsed = calendarSchema.safeParse(JSON.parse(row.calendar));
  return parsed.success ? parsed.data : null;
}

/** Starts of the site's live appointments from `fromDay` on. */
export async function takenSlots(db: Db, siteId: string, fromDay: CalendarDay): Promise<Set<string>> {
  const rows = await db.selectFrom('diag_appointments').select('starts_at').where('site_id', '=', siteId).where('cancelled_at', 'is', null).where('starts_at', '>=', fromDay).execute();
  return new Set(rows.map((r) => r.starts_at));
}

/** The site's live visits from `fromDay` on, with their lengths (decision 0142). */
export async function busyVisits(db: Db | Transaction<Database>, siteId: string, fromDay: CalendarDay): Promise<BusyVisit[]> {
  const rows = await db.selectFrom('diag_appointments').select(['starts_at', 'duration_minutes']).where('site_id', '=', siteId).where('cancelled_at', 'is', null).where('starts_at', '>=', fromDay).execute();
  return rows.map((r) => ({ startsAt: r.starts_at, minutes: r.duration_minutes }));
}

/** A cancelled visit gives its quarter hours back (decision 0142), in the cancelling transaction. */
export async function freeQuarters(trx: Transaction<Database>, appointmentId: string): Promise<void> {
  await trx.deleteFrom('diag_visit_quarters').where('appointment_id', '=', appointmentId).execute();
}

export { SLOT_TAKEN_MESSAGE } from '../../domain/diagnostics/booking-refusals';

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Books `startsAt` for the lead inside its transaction. The partial unique index on (site, start) and
 * the visit's quarter hours (decision 0142) decide between two visitors: the second gets a
 * LeadRefusedError and nothing of its lead is kept.
 */
export async function bookInTransaction(trx: Transaction<Database>, booking: { siteId: string; leadId: string; startsAt: string; durationMinutes: number; refusal: string }): Promise<string> {
  const id = randomUUID();
  try {
    await trx
      .insertInto('diag_appointments')
      .values({ id, site_id: booking.siteId, lead_id: booking.leadId, starts_at: booking.startsAt, duration_minutes: booking.durationMinutes, cancelled_at: null, created_at: new Date().toISOString() })
      .execute();
    // Every quarter hour the visit holds, under the (site, quarter) primary key: an overlapping visit of any length is refused.
    const quarters = visitQuarters(booking.startsAt, booking.durationMinutes);
    // Quarters still held by a visit cancelled some other way than the signed link are given back first.
    await trx
      .deleteFrom('diag_visit_quarters')
      .where('site_id', '=', booking.siteId)
      .where('quarter', 'in', quarters)
      .where('appointment_id', 'in', (qb) => qb.selectFrom('diag_appointments').select('id').where('site_id', '=', booking.siteId).where('cancelled_at', 'is not', null))
      .execute();
    await trx
      .insertInto('diag_visit_quarters')
      .values(quarters.map((quarter) => ({ site_id: booking.siteId, quarter, appointment_id: id })))
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new LeadRefusedError(booking.refusal, { cause: error });
    throw error;
  }
  return id;
}

export interface AppointmentView {
  id: string;
  startsAt: string;
  durationMinutes: number;
  cancelled: boolean;
}

/** The appointment booked with the lead of this idempotency key on this site (the recap's proof). */
export async function appointmentOfLeadKey(db: Db, siteId: string, key: string): Promise<AppointmentView | null> {
  const row = await db
    .selectFrom('diag_appointments')
    .innerJoin('leads', 'leads.id', 'diag_appointments.lead_id')
    .select(['diag_appointments.id', 'diag_appointments.starts_at', 'diag_appointments.duration_minutes', 'diag_appointments.cancelled_at'])
    .where('leads.site_id', '=', siteId)
    .where('diag_appointments.site_id', '=', siteId)
    .where('leads.idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { id: row.id, startsAt: row.starts_at, durationMinutes: row.duration_minutes, cancelled: row.cancelled_at !== null } : null;
}
