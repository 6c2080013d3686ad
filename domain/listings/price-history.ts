/**
 * What a listing's price history says to a visitor (issue 32 item 5): the last change, when it was a
 * drop, as 'Prix en baisse de 5 % depuis le 12 novembre'. A rise after a drop hides it (the price is
 * no longer lower than it was).
 */
export interface PriceChangeEntry {
  oldPrice: number;
  newPrice: number;
  /** ISO instant. */
  changedAt: string;
}

export interface PriceDrop {
  /** Whole percent, at least 1. */
  percent: number;
  since: string;
  from: number;
  to: number;
}

/** The latest change when it is a drop, and the listing still at that price; else null. */
export function latestPriceDrop(history: readonly PriceChangeEntry[], currentPrice: number): PriceDrop | null {
  const last = history.at(-1);
  if (!last || last.newPrice >= last.oldPrice || last.newPrice !== currentPrice || last.oldPrice <= 0) return null;
  const percent = Math.max(1, Math.round(((last.oldPrice - last.newPrice) / last.oldPrice) * 100));
  return { percent, since: last.changedAt, from: last.oldPrice, to: last.newPrice };
}

const FRENCH_DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' });
const FRENCH_DAY_MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** '12 novembre', '1er décembre'; the year added when it is not the current one (Paris time). */
export function frenchDayMonth(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const year = (d: Date) => new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(d);
  const text = (year(date) === year(now) ? FRENCH_DAY_MONTH : FRENCH_DAY_MONTH_YEAR).format(date);
  return text.replace(/^1 /, '1er ');
}

/** The property page's line, in French: 'Prix en baisse de 5 % depuis le 12 novembre'. */
export function priceDropSentence(drop: PriceDrop, now: Date = new Date()): string {
  return `Prix en baisse de ${drop.percent} % depuis le ${frenchDayMonth(drop.since, now)}`;
}
