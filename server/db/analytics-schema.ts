/** The audience counters (migration 0037, decision 0128): counts only, no visitor column. */
export interface PageViewDaysTable {
  site_id: string;
  /** Paris calendar day, YYYY-MM-DD. */
  day: string;
  path: string;
  /** '' for a visit with no outside referrer (direct, or from the site itself). */
  referrer_domain: string;
  /** '' without utm_source. */
  utm_source: string;
  device: 'mobile' | 'tablet' | 'desktop';
  views: number;
  form_views: number;
}

export interface AnalyticsTables {
  page_view_days: PageViewDaysTable;
}
