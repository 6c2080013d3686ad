/**
 * Tables of the diagnostics booking (issue 33, migration 0026, decision 0097): a site's dated price
 * grids, its calendar (weekly hours, visit length), and the appointments booked with quote leads.
 */
export interface DiagPriceGridsTable {
  id: string;
  site_id: string;
  /** 'YYYY-MM-DD': first day this version applies; a quote keeps the version it was priced with. */
  effective_from: string;
  /** JSON of domain/diagnostics/price-grid.ts (priceGridSchema). */
  grid: string;
  created_at: string;
}

export interface DiagCalendarsTable {
  site_id: string;
  /** JSON of domain/diagnostics/calendar.ts (calendarSchema): weekly hours, slot length, holiday zone. */
  calendar: string;
  updated_at: string;
}

export interface DiagAppointmentsTable {
  id: string;
  site_id: string;
  lead_id: string;
  /** Paris wall-clock start 'YYYY-MM-DDTHH:MM': one slot of the site's grid of slots. */
  starts_at: string;
  duration_minutes: number;
  /** null while booked; a cancelled appointment frees its slot (the unique index skips it). */
  cancelled_at: string | null;
  created_at: string;
}

/**
 * The quarter hours a live visit holds (migration 0043, decision 0142): one row per (site, quarter)
 * under the primary key, so two overlapping visits of any length can never both be booked.
 */
export interface DiagVisitQuartersTable {
  site_id: string;
  /** Paris wall-clock 'YYYY-MM-DDTHH:MM' on a quarter hour. */
  quarter: string;
  appointment_id: string;
}

export interface DiagnosticsTables {
  diag_price_grids: DiagPriceGridsTable;
  diag_calendars: DiagCalendarsTable;
  diag_appointments: DiagAppointmentsTable;
  diag_visit_quarters: DiagVisitQuartersTable;
}
