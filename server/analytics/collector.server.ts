import { deviceClassOf, isPageView, parisDay, referrerDomainOf, utmSourceOf } from '../../domain/analytics/page-view';
import { resolveHost } from '../../domain/sites/host';
import type { Logger } from '../log/logger.server';
import type { SitesRepository } from '../repositories/sites.server';
import type { PageViewCounter } from './page-view-counter.server';

/** What the collector reads of one answered request: headers and the answer's status, never the client's address. */
export interface AnsweredPage {
  method: string;
  host: string;
  /** The path without the query string. */
  path: string;
  /** The query string ('' or '?…'): only utm_source is read from it. */
  search: string;
  status: number;
  contentType: string;
  headers: { 'user-agent'?: string; referer?: string; 'sec-purpose'?: string; purpose?: string };
  /** The page shows a lead form. */
  formView: boolean;
}

const MAX_PATH = 300;

/**
 * Server-side page view counting (issue 36 item 4, decision 0128): called once per answered request
 * (rendered, or served from the render cache), it adds a real page view of a site to the day's
 * counter. It never throws and never waits for the database: the counter batches its writes.
 */
export class PageViewCollector {
  constructor(
    private readonly sites: SitesRepository,
    private readonly counter: PageViewCounter,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(page: AnsweredPage): void {
    const purpose = page.headers['sec-purpose'] ?? page.headers.purpose;
    if (!isPageView({ method: page.method, path: page.path, status: page.status, contentType: page.contentType, userAgent: page.headers['user-agent'], purpose })) return;
    const at = this.now();
    void this.sites
      .hostIndex()
      .then((index) => {
        const resolved = resolveHost(page.host, index);
        if (resolved.kind !== 'site') return;
        this.counter.add({
          siteId: resolved.siteId,
          day: parisDay(at),
          path: page.path.slice(0, MAX_PATH),
          referrerDomain: referrerDomainOf(page.headers.referer, page.host),
          utmSource: utmSourceOf(page.search),
          device: deviceClassOf(page.headers['user-agent'] ?? ''),
          formView: page.formView,
        });
      })
      .catch((err: unknown) => this.logger.warn({ err }, 'page view not counted'));
  }
}
