import type { SaleTerms } from './listing';

/**
 * The fee mention of a sale card, in short (arrêté du 10 janvier 2017: the fee share paid by the
 * buyer must be visible wherever the price is).
 */
// Built once: an Intl formatter costs far more to build than to use, and every card of a search page asks (issue 16).
const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export function saleFeesShort(sale: SaleTerms | null): string | null {
  if (!sale) return null;
  if (sale.feesPaidBy === 'vendeur') return 'Honoraires à la charge du vendeur';
  const pct = PERCENT.format(sale.feePercent);
  return `Honoraires ${pct} % TTC à la charge de l’acquéreur`;
}
