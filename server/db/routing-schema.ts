import type { ColumnType } from 'kysely';

/** Lead routing's tables (migration 0033, issue 36). Instants as ISO text, JSON as text. */

export interface RoutingRulesTable {
  id: string;
  network_id: string;
  position: number;
  name: string;
  is_default: ColumnType<number, number | undefined, number>;
  site_ids: string;
  forms: string;
  departments: string;
  /** Euros (integer: up to 2,147,483,647). */
  price_min: number | null;
  price_max: number | null;
  strategy: string;
  targets: string;
  created_at: string;
  updated_at: string;
}

export interface RoutingCountsTable {
  rule_id: string;
  member_id: string;
  assigned: number;
}

export interface MemberAvailabilityTable {
  member_id: string;
  absent_until: string | null;
  working_hours: string | null;
  updated_at: string;
}

export interface LeadAssignmentsTable {
  lead_id: string;
  member_id: string | null;
  rule_id: string | null;
  decision: string;
  assigned_at: string;
  due_at: string | null;
  opened_at: string | null;
  chain: ColumnType<string, string | undefined, string>;
  hints: ColumnType<string, string | undefined, string>;
}

export interface RoutingSettingsTable {
  network_id: string;
  escalation_minutes: number | null;
  updated_at: string;
}

export interface HoneypotCatchesTable {
  site_id: string;
  day: string;
  count: number;
}

export interface RoutingTables {
  routing_rules: RoutingRulesTable;
  routing_counts: RoutingCountsTable;
  member_availability: MemberAvailabilityTable;
  lead_assignments: LeadAssignmentsTable;
  routing_settings: RoutingSettingsTable;
  honeypot_catches: HoneypotCatchesTable;
}
