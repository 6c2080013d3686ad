import type { Db } from '../db/database.server';
import { ALL_SCOPES } from './page-cache.server';

/**
 * Follows the per-site version counters that the database's triggers bump (migration 0010) and
 * reports the scopes that changed since the last look. Every instance sharing the database sees
 * every write, whoever made it.
 */
export class ContentVersions {
  private known: Map<string, number> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The scopes whose version moved since the previous call. The first call answers ALL_SCOPES: a page
   * kept before the counters were first read may predate a write made meanwhile.
   */
  async changes(): Promise<string[]> {
    const rows = await this.db.selectFrom('content_versions').select(['scope', 'version']).execute();
    const current = new Map(rows.map((r) => [r.scope, Number(r.version)]));
    const previous = this.known;
    this.known = current;
    if (!previous) return [ALL_SCOPES];
    const changed: string[] = [];
    for (const [scope, version] of current) if (previous.get(scope) !== version) changed.push(scope);
    return changed;
  }
}

/**
 * Polls the counters every `intervalMs` and hands the changed scopes to `onChange`; `ready` settles
 * once the counters were first read (or could not be).
 */
export function watchContentVersions(
  versions: ContentVersions,
  intervalMs: number,
  onChange: (scopes: string[]) => void,
  onError: (error: unknown) => void,
): { stop: () => void; ready: Promise<void> } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await versions.changes();
      if (changed.length) onChange(changed);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const ready = tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready };
}
