/**
 * The quarter hours a visit holds (decision 0142): from its start's quarter to the quarter holding its
 * end, as Paris wall-clock 'YYYY-MM-DDTHH:MM'. Two visits that overlap share at least one quarter, so
 * one row per (site, quarter) under a unique key refuses the second on SQLite and PostgreSQL alike.
 * A start off the quarter is widened to it (never narrowed): touching visits then may clash, overlapping
 * ones always do.
 */
const SLOT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 24 * 60;

export function visitQuarters(startsAt: string, minutes: number): string[] {
  const m = SLOT.exec(startsAt);
  if (!m || !Number.isInteger(minutes) || minutes <= 0) throw new RangeError(`Not a visit: ${startsAt} ${minutes}`);
  const start = Number(m[2]) * 60 + Number(m[3]);
  const first = Math.floor(start / 15) * 15;
  const end = Math.min(DAY_MINUTES, Math.ceil((start + minutes) / 15) * 15);
  const out: string[] = [];
  for (let q = first; q < end; q += 15) out.push(`${m[1]}T${String(Math.floor(q / 60)).padStart(2, '0')}:${String(q % 60).padStart(2, '0')}`);
  return out;
}
