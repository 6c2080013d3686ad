/**
 * Tracking scripts (network spec §4): only an id starting with G- (Google Analytics, gtag.js) or
 * GTM- (Google Tag Manager) loads a script; any other id loads nothing. Ids are also held to
 * Google's character set, since they end up in a script URL and an inline script.
 */
export type TrackingTag = { kind: 'gtag'; id: string; src: string } | { kind: 'gtm'; id: string; src: string };

const GTAG_ID = /^G-[A-Z0-9]{4,20}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,20}$/;

export function trackingTag(id: unknown): TrackingTag | null {
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  if (GTAG_ID.test(trimmed)) return { kind: 'gtag', id: trimmed, src: `https://www.googletagmanager.com/gtag/js?id=${trimmed}` };
  if (GTM_ID.test(trimmed)) return { kind: 'gtm', id: trimmed, src: `https://www.googletagmanager.com/gtm.js?id=${trimmed}` };
  return null;
}

/** Google Consent Mode v2 signals. Defaults: every one denied until the visitor accepts analytics. */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
} as const;

/** What accepting 'analytics' changes: measurement only; advertising signals stay denied. */
export const CONSENT_MODE_ANALYTICS_GRANTED = { analytics_storage: 'granted' } as const;

/**
 * The inline bootstrap written before any tag: the dataLayer, the consent defaults (all denied),
 * then, if the visitor already accepted analytics, the update and the tag's own start.
 */
export function trackingBootstrap(tag: TrackingTag, analyticsGranted: boolean): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    'window.gtag=gtag;',
    `gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULTS)});`,
    "gtag('set','ads_data_redaction',true);",
  ];
  if (analyticsGranted) lines.push(...trackingStartCalls(tag));
  return lines.join('');
}

/** The calls that follow an 'analytics' consent (in the bootstrap, or later in the browser). */
export function trackingStartCalls(tag: TrackingTag): string[] {
  const start = [`gtag('consent','update',${JSON.stringify(CONSENT_MODE_ANALYTICS_GRANTED)});`];
  if (tag.kind === 'gtag') {
    start.push("gtag('js',new Date());", `gtag('config',${JSON.stringify(tag.id)},${JSON.stringify(GTAG_CONFIG)});`);
  } else {
    start.push("dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});");
  }
  return start;
}

/** gtag config: IP anonymised, no Google signals nor ad personalisation. */
export const GTAG_CONFIG = { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false } as const;

/** Hosts a consented tracker talks to; the CSP allows these and nothing else for tracking. */
export const TRACKING_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;
