import { FEED_FREQUENCIES } from '../../../domain/listings/listing-feed';
import { useText } from './text';

/** What the feed form's last post answered: its errors by field (and a ticked confirmation's), the values typed. */
export interface FeedFormState {
  errors: Record<string, string>;
  values: { url: string; everyHours: string; adviserId: string };
  saved?: boolean;
}

export interface FeedRow {
  siteId: string;
  siteName: string;
  url: string;
  everyHours: number;
  adviserName: string;
  nextRunAt: string;
  lastRunAt: string | null;
  lastStatus: 'applied' | 'waiting' | 'failed' | null;
  lastMessage: string | null;
  pending: { at: string; hidden: number; current: number } | null;
}

const input = 'mt-1 block w-full rounded border border-slate-500 bg-white p-2';

/** The agency's feed polled from an address (decision 0145): its state, the file awaiting confirmation, and the form that sets it. */
export function ListingFeedPanel({ feeds, advisers, form }: { feeds: FeedRow[]; advisers: Array<{ id: string; name: string }>; form: FeedFormState | null }) {
  const t = useText();
  const errors = form?.errors ?? {};
  const values = form?.values ?? { url: '', everyHours: '', adviserId: '' };
  const frequencyLabel = (hours: number) => (hours === 6 ? t('listingFeed.every6') : hours === 12 ? t('listingFeed.every12') : hours === 24 ? t('listingFeed.every24') : t('listingFeed.everyHours', { hours }));
  return (
    <section aria-labelledby="listing-feed" className="mt-8 max-w-xl">
      <h2 id="listing-feed" className="text-xl font-bold">
        {t('listingFeed.title')}
      </h2>
      <p className="mt-2 max-w-prose text-slate-800">{t('listingFeed.intro')}</p>
      {form?.saved && (
        <p role="status" className="mt-3 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t('listingFeed.saved')}
        </p>
      )}
      {feeds.length === 0 && <p className="mt-3">{t('listingFeed.none')}</p>}
      {feeds.map((feed) => (
        <article key={feed.siteId} aria-label={feed.siteName} className="mt-4 rounded border border-slate-300 bg-white p-4">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t('listingFeed.agency')}</dt>
            <dd>{feed.siteName}</dd>
            <dt className="font-semibold">{t('listingFeed.url')}</dt>
            <dd className="break-all">{feed.url}</dd>
            <dt className="font-semibold">{t('listingFeed.frequency')}</dt>
            <dd>{frequencyLabel(feed.everyHours)}</dd>
            <dt className="font-semibold">{t('listingFeed.adviser')}</dt>
            <dd>{feed.adviserName}</dd>
            <dt className="font-semibold">{t('listingFeed.lastRun')}</dt>
            <dd>{feed.lastRunAt ?? t('listingFeed.never')}</dd>
            {feed.lastStatus && (
              <>
                <dt className="font-semibold">{t('listingFeed.result')}</dt>
                <dd className={feed.lastStatus === 'failed' ? 'font-semibold text-red-900' : feed.lastStatus === 'waiting' ? 'font-semibold text-amber-950' : ''}>
                  {t(`listingFeed.status.${feed.lastStatus}`)}
                  {feed.lastMessage ? ` — ${feed.lastMessage}` : ''}
                </dd>
              </>
            )}
            <dt className="font-semibold">{t('listingFeed.nextRun')}</dt>
            <dd>{feed.nextRunAt}</dd>
          </dl>
          {feed.pending && (
            <div role="alert" className="mt-3 rounded border border-amber-800 bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold">{t('listingFeed.pending', feed.pending)}</p>
              <form method="post" className="mt-2 grid gap-2">
                <input type="hidden" name="siteId" value={feed.siteId} />
                <p className="flex items-start gap-2">
                  <input id={`feed-confirm-${feed.siteId}`} name="confirm" type="checkbox" className="mt-1 h-5 w-5" aria-describedby={errors[`confirm-${feed.siteId}`] ? `feed-confirm-error-${feed.siteId}` : undefined} />
                  <label htmlFor={`feed-confirm-${feed.siteId}`}>{t('listingFeed.confirm', { hidden: feed.pending.hidden, current: feed.pending.current })}</label>
                </p>
                {errors[`confirm-${feed.siteId}`] && (
                  <p id={`feed-confirm-error-${feed.siteId}`} className="font-semibold text-red-900">
                    {errors[`confirm-${feed.siteId}`]}
                  </p>
                )}
                <div className="flex flex-wrap gap-3">
                  <button type="submit" name="intent" value="feed-confirm" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
                    {t('listingFeed.apply')}
                  </button>
                  <button type="submit" name="intent" value="feed-dismiss" className="rounded border border-slate-900 bg-white px-4 py-2 font-semibold">
                    {t('listingFeed.dismiss')}
                  </button>
                </div>
              </form>
            </div>
          )}
          <form method="post" className="mt-3">
            <input type="hidden" name="siteId" value={feed.siteId} />
            <button type="submit" name="intent" value="feed-delete" className="rounded border border-red-900 px-3 py-1.5 font-semibold text-red-900">
              {t('listingFeed.delete')}
            </button>
          </form>
        </article>
      ))}
      <form method="post" className="mt-4 grid gap-4 rounded border border-slate-300 bg-white p-4" noValidate>
        <div>
          <label htmlFor="feed-url" className="block font-semibold">
            {t('listingFeed.url')}
          </label>
          <p id="feed-url-hint" className="text-sm text-slate-700">
            {t('listingFeed.urlHint')}
          </p>
          <input id="feed-url" name="url" type="url" inputMode="url" defaultValue={values.url} aria-invalid={errors.url ? true : undefined} aria-describedby={errors.url ? 'feed-url-hint feed-url-error' : 'feed-url-hint'} className={input} />
          {errors.url && (
            <p id="feed-url-error" className="mt-1 font-semibold text-red-900">
              {errors.url}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="feed-frequency" className="block font-semibold">
            {t('listingFeed.frequency')}
          </label>
          <select id="feed-frequency" name="everyHours" defaultValue={values.everyHours || '24'} aria-invalid={errors.everyHours ? true : undefined} aria-describedby={errors.everyHours ? 'feed-frequency-error' : undefined} className={input}>
            {FEED_FREQUENCIES.map((hours) => (
              <option key={hours} value={hours}>
                {frequencyLabel(hours)}
              </option>
            ))}
          </select>
          {errors.everyHours && (
            <p id="feed-frequency-error" className="mt-1 font-semibold text-red-900">
              {errors.everyHours}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="feed-adviser" className="block font-semibold">
            {t('listingFeed.adviser')}
          </label>
          <select id="feed-adviser" name="adviserId" defaultValue={values.adviserId} aria-invalid={errors.adviserId ? true : undefined} aria-describedby={errors.adviserId ? 'feed-adviser-error' : undefined} className={input}>
            {advisers.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {errors.adviserId && (
            <p id="feed-adviser-error" className="mt-1 font-semibold text-red-900">
              {errors.adviserId}
            </p>
          )}
        </div>
        <div>
          <button type="submit" name="intent" value="feed-save" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('listingFeed.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
