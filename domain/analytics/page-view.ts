import { TZDate } from '@date-fns/tz';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { addMonths, type CalendarDay } from '../diagnostics/calendar-day';
import { BUSINESS_TIME_ZONE } from '../format/paris-time';

/**
 * First-party audience measurement (issue 36 item 4, decision 0128): what one public page answer
 * counts, read from the request alone. Nothing here identifies a visitor: no address, no cookie, no
 * identifier; a view is only added to a day's counter for (site, path, referrer domain, UTM source,
 * device class).
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export const DEVICE_CLASSES: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop'];

/** The counter a view adds to; '' for no referrer domain (direct) and no UTM source. */
export interface PageView {
  siteId: string;
  day: CalendarDay;
  path: string;
  referrerDomain: string;
  utmSource: string;
  device: DeviceClass;
  /** The page shows a lead form (its answer carries a form key): the funnel's second step. */
  formView: boolean;
}

export interface ViewRequest {
  method: string;
  path: string;
  status: number;
  contentType: string;
  userAgent: string | undefined;
  /** Sec-Purpose (or the older Purpose) header: 'prefetch' for a speculative load nobody saw. */
  purpose: string | undefined;
}

/** Files, the API, the back-office and the consent page are no page views (the render cache's own list, and /gestion). */
const NOT_PAGES = /^\/(api|img|assets|media|documents|__vitrine)\/|^\/(en\/)?gestion(\/|$)|^\/(en\/)?gestion-des-cookies$|\.[a-z0-9]+$|\.data$/i;

/** Whether an answer is a page someone looked at: a GET of an HTML page answered 200, by a browser (not a robot, not a prefetch). */
export function isPageView(request: ViewRequest): boolean {
  if (request.method !== 'GET' || request.status !== 200) return false;
  if (!request.contentType.toLowerCase().startsWith('text/html')) return false;
  if (NOT_PAGES.test(request.path)) return false;
  if (request.purpose && /prefetch|prerender/i.test(request.purpose)) return false;
  if (!request.userAgent) return false;
  return !isbot(request.userAgent);
}

/** mobile, tablet or desktop from the User-Agent (bowser's platform type; anything else counts as desktop). */
export function deviceClassOf(userAgent: string): DeviceClass {
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}

const MAX_DOMAIN = 253;

/**
 * The referrer's host name only (never its path or query), lower case, without 'www.'; '' when there is
 * none, when it cannot be read, or when it is the site's own host (a visitor moving inside the site).
 */
export function referrerDomainOf(referer: string | undefined, ownHost: string): string {
  if (!referer) return '';
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  const own = ownHost.toLowerCase().split(':')[0] ?? '';
  const bare = (h: string) => h.replace(/^www\./, '');
  if (!host || bare(host) === bare(own)) return '';
  return bare(host).slice(0, MAX_DOMAIN);
}

/** The utm_source of a query string, lower case, letters, digits, '.', '_' and '-' only, 60 characters at most; '' when none. */
export function utmSourceOf(search: string): string {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('utm_source') ?? '';
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The Paris calendar day of an instant: a day's counter is the French day the page was seen. */
export function parisDay(at: Date): CalendarDay {
  const d = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** CNIL: the data of an audience measurement is kept 25 months at most; older days are deleted. */
export const RETENTION_MONTHS = 25;

/** The first day still kept on `today`: days before it are purged. */
export function firstKeptDay(today: CalendarDay): CalendarDay {
  return addMonths(today, -RETENTION_MONTHS);
}

/** The key of a day's counter (the table's primary key, in one string). */
export function counterKey(view: Omit<PageView, 'formView'>): string {
  return [view.siteId, view.day, view.path, view.referrerDomain, view.utmSource, view.device].join('\u0000');
}

/**
 * A lead's source (decision 0129): the utm_source of the page the form was sent from: the posted URL
 * (a page form posts to its own page, query included) or else the Referer's query (an /api post from
 * that page). '' when neither carries one. Nothing else of the Referer is kept.
 */
export function leadSourceFrom(postedUrl: string, referer: string | null | undefined): string {
  const search = (url: string | null | undefined) => {
    if (!url) return '';
    try {
      return new URL(url, 'http://x.invalid').search;
    } catch {
      return '';
    }
  };
  return utmSourceOf(search(postedUrl)) || utmSourceOf(search(referer));
}
