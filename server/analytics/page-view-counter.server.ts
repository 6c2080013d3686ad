import { counterKey, type PageView } from '../../domain/analytics/page-view';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';

interface Pending {
  view: Omit<PageView, 'formView'>;
  views: number;
  formViews: number;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits (8 values a row). */
const ROWS_PER_STATEMENT = 200;

/**
 * A day's audience counters, added in memory and written in batches (decision 0128): a page view
 * costs a Map update, never a database round trip in the page's answer. Every `flushMs` (and when
 * `maxKeys` counters are waiting) the batch is written with one upsert per counter that adds to the
 * stored values (`views = views + excluded.views`), the same statement on SQLite and PostgreSQL, so
 * several instances add up. A write that fails is logged with the number of views lost: a page is
 * never slowed nor broken by it.
 */
export class PageViewCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly flushMs = 5_000,
    private readonly maxKeys = 5_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Writes what is waiting, then stops the timer. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  add(view: PageView): void {
    const key = counterKey(view);
    const found = this.pending.get(key);
    if (found) {
      found.views++;
      if (view.formView) found.formViews++;
    } else {
      const { formView, ...counter } = view;
      this.pending.set(key, { view: counter, views: 1, formViews: formView ? 1 : 0 });
    }
    if (this.pending.size >= this.maxKeys) void this.flush();
  }

  /** Writes the waiting counters (after any write already under way); resolves once stored or logged as lost. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
          const rows = batch.slice(i, i + ROWS_PER_STATEMENT).map(({ view, views, formViews }) => ({
            site_id: view.siteId,
            day: view.day,
            path: view.path,
            referrer_domain: view.referrerDomain,
            utm_source: view.utmSource,
            device: view.device,
            views,
            form_views: formViews,
          }));
          await trx
            .insertInto('page_view_days')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['site_id', 'day', 'path', 'referrer_domain', 'utm_source', 'device']).doUpdateSet((eb) => ({
                views: eb('page_view_days.views', '+', eb.ref('excluded.views')),
                form_views: eb('page_view_days.form_views', '+', eb.ref('excluded.form_views')),
              })),
            )
            .execute();
        }
      });
    } catch (err) {
      const lost = batch.reduce((sum, p) => sum + p.views, 0);
      this.logger.warn({ err, lost, counters: batch.length }, 'page views not stored (the pages were served)');
    }
  }
}
