import type { Kysely } from 'kysely';
import { visitQuarters } from '../../../domain/diagnostics/visit-quarters';

/**
 * Visits of different lengths (issue 33, decision 0142): a visit holds every quarter hour it covers,
 * one row per (site, quarter) under the primary key, so two overlapping visits are refused by the
 * database on SQLite and PostgreSQL alike (the unique start index of 0026 stays). A cancelled visit's
 * rows are deleted. The live visits booked before are written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diag_visit_quarters')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('quarter', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('diag_appointments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('diag_visit_quarters_pk', ['site_id', 'quarter'])
    .execute();
  await db.schema.createIndex('diag_visit_quarters_appointment').on('diag_visit_quarters').column('appointment_id').execute();
  const typed = db as unknown as Kysely<{ diag_appointments: { id: string; site_id: string; starts_at: string; duration_minutes: number; cancelled_at: string | null }; diag_visit_quarters: { site_id: string; quarter: string; appointment_id: string } }>;
  const live = await typed.selectFrom('diag_appointments').select(['id', 'site_id', 'starts_at', 'duration_minutes']).where('cancelled_at', 'is', null).execute();
  const taken = new Set<string>();
  for (const visit of live) {
    let quarters: string[];
    try {
      quarters = visitQuarters(visit.starts_at, visit.duration_minutes);
    } catch {
      continue;
    }
    // Visits booked on one grid of slots never overlapped; a clash here would only come from hand-made rows.
    const rows = quarters.filter((q) => !taken.has(`${visit.site_id} ${q}`)).map((quarter) => ({ site_id: visit.site_id, quarter, appointment_id: visit.id }));
    for (const r of rows) taken.add(`${r.site_id} ${r.quarter}`);
    if (rows.length) await typed.insertInto('diag_visit_quarters').values(rows).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diag_visit_quarters').execute();
}
