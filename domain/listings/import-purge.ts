/**
 * A listing an import withdrew (absent from its agency's full-portfolio file) is deleted after this
 * many days (issue 32 item 4): long enough for a feed's bad day to be noticed and undone by the next
 * file, short enough for a sold property not to linger in the back-office.
 */
export const IMPORT_HIDDEN_DAYS = 7;

const DAY_MS = 86_400_000;

/** Listings withdrawn by an import at or before this instant are due for deletion at `now`. */
export function importPurgeCutoff(now: Date): Date {
  return new Date(now.getTime() - IMPORT_HIDDEN_DAYS * DAY_MS);
}
