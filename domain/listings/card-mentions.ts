import type { SaleTerms } from './listing';

/**
 * The fee mention of a sale card, in short (arrêté du 10 janvier 2017: the fee share paid by the
 * buyer must be visible wherever the price is).
 */
export function saleFeesShort(sale: SaleTerms | null): string | null {
  if (!sale) return null;
  if (sale.feesPaidBy === 'vendeur') return 'Honoraires à la charge du vendeur';
  const pct = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(sale.feePercent);
  return `Honoraires ${pct} % TTC à la charge de l’acquéreur`;
}
