import type { Database as SQLiteDatabase } from 'better-sqlite3';
import { zoneTesterOf } from '../../domain/geo/zone-grid';

/**
 * `zone_contains(zone, lat, lng)` in SQLite: 1 when the point is inside the zone drawn on the search
 * map (the URL's encoded polyline), edges and vertices included; 0 otherwise, and for a row without
 * coordinates. The listing search filters the zone's box through an index and this function on each
 * row of it, so count, sort and pages stay one SQL query (decision 0146). PostgreSQL does the same
 * with its own `point <@ polygon`.
 */
export function registerZoneFunction(sqlite: SQLiteDatabase): void {
  sqlite.function('zone_contains', { deterministic: true }, (zone: unknown, lat: unknown, lng: unknown) => {
    if (typeof zone !== 'string' || typeof lat !== 'number' || typeof lng !== 'number') return 0;
    const test = zoneTesterOf(zone);
    return test && test(lat, lng) ? 1 : 0;
  });
}
