import type { Logger } from '../log/logger.server';
import type { NewsPostsRepository } from './news-posts.server';

/**
 * Makes scheduled posts appear when their date comes (decision 0103): every `intervalMs` it clears the
 * flag of the posts now due, which drops their sites' cached pages on every instance. The public
 * queries already hide a post until its date, so the flag only serves the render cache.
 */
export class NewsSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly news: NewsPostsRepository,
    private readonly logger: Logger,
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  async run(now = new Date()): Promise<void> {
    if (this.running) return;
    this.running = this.news
      .publishDue(now)
      .then((count) => {
        if (count) this.logger.info({ count }, 'scheduled news posts now published');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'scheduled news posts: publication check failed (retried at the next tick)'))
      .finally(() => (this.running = null));
    await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
