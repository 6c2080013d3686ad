import { type ComparatorResult, WORKING_DAYS_PER_YEAR, withVat } from './comparator';
import { formatAmount, formatEuros, formatPercent, formatSignedEuros, formatSignedPercent } from './format';

/** One line of the calculation as the page shows it: amount HT, amount TTC where VAT applies, and why. */
export interface ExplanationLine {
  id: string;
  label: string;
  /** Signed: a cost is negative. Null for a line that is not an amount (days). */
  amountHt: number | null;
  /** With VAT (20 %), for turnover and fees; null for nets and counts. */
  amountTtc: number | null;
  /** Formatted value when the line is not an amount. */
  value?: string;
  total?: boolean;
  text: string;
}

export interface Explanation {
  current: ExplanationLine[];
  network: ExplanationLine[];
  summary: ExplanationLine[];
}

const plural = (n: number, one: string, many: string) => `${formatAmount(n)} ${n > 1 ? many : one}`;

function shareText(result: ComparatorResult): string {
  const { input, current } = result;
  if (input.tiers) {
    const steps = input.tiers.map((t, i) => {
      const next = input.tiers?.[i + 1];
      return next ? `${formatPercent(t.share)} de ${formatEuros(t.from)} à ${formatEuros(next.from)}` : `${formatPercent(t.share)} au-delà de ${formatEuros(t.from)}`;
    });
    return `Barème par paliers : chaque tranche de votre chiffre d’affaires annuel est rémunérée à son propre taux (${steps.join(', ')}).`;
  }
  const base = `${formatPercent(input.share)} de ${formatEuros(input.turnover)} de chiffre d’affaires.`;
  return current.capApplied ? `${base.slice(0, -1)}, commission gardée par le réseau plafonnée.` : base;
}

export function explain(result: ComparatorResult, networkName: string, offer: { monthlyFeeHt: number; adminFeeHt: number; adminSlice: number }): Explanation {
  const { input, current, network } = result;
  const currentLines: ExplanationLine[] = [
    { id: 'ca', label: 'Chiffre d’affaires', amountHt: input.turnover, amountTtc: withVat(input.turnover), text: 'Les honoraires que vous facturez sur une année, hors taxes.' },
    { id: 'part', label: 'Votre part', amountHt: current.commission, amountTtc: null, text: shareText(result) },
  ];
  if (current.capApplied && input.cap !== null) {
    currentLines.push({ id: 'plafond', label: 'Plafond de commission', amountHt: input.cap, amountTtc: null, text: `Votre réseau actuel ne garde pas plus de ${formatEuros(input.cap)} par an sur vos honoraires.` });
  }
  currentLines.push(
    { id: 'abonnement', label: 'Abonnement', amountHt: -current.subscription, amountTtc: -withVat(current.subscription), text: `12 mois × ${formatEuros(input.monthlyCost)} HT.` },
    { id: 'parvente', label: 'Frais par vente', amountHt: -current.perSaleFees, amountTtc: -withVat(current.perSaleFees), text: `${plural(input.sales, 'vente', 'ventes')} × ${formatEuros(input.perSaleFee)} HT.` },
    { id: 'net-actuel', label: 'Revenu net actuel', amountHt: current.net, amountTtc: null, total: true, text: 'Votre part, moins l’abonnement et les frais par vente.' },
  );

  const invoiceText =
    network.invoices === 0
      ? 'Sans chiffre d’affaires, aucune facture : pas de frais administratifs.'
      : `${plural(network.invoices, 'facture', 'factures')} de ${formatEuros(input.turnover / network.invoices)} en moyenne${input.sales === 0 ? ' (aucune vente indiquée : le chiffre d’affaires compte pour une facture)' : ''} ; chacune compte ${plural(network.slicesPerInvoice, 'tranche', 'tranches')} de ${formatEuros(offer.adminSlice)} à ${formatEuros(offer.adminFeeHt)} HT.`;
  const networkLines: ExplanationLine[] = [
    { id: 'commission-reseau', label: 'Votre part (100 %)', amountHt: input.turnover, amountTtc: null, text: `Chez ${networkName}, vous gardez 100 % de vos honoraires.` },
    { id: 'abonnement-reseau', label: 'Abonnement', amountHt: -network.subscription, amountTtc: -withVat(network.subscription), text: `12 mois × ${formatEuros(offer.monthlyFeeHt)} HT.` },
    { id: 'frais-admin', label: 'Frais administratifs', amountHt: -network.adminFees, amountTtc: -withVat(network.adminFees), text: invoiceText },
    { id: 'net-reseau', label: `Revenu net chez ${networkName}`, amountHt: network.net, amountTtc: null, total: true, text: 'Votre chiffre d’affaires, moins l’abonnement et les frais administratifs.' },
  ];

  const perDay = input.turnover / WORKING_DAYS_PER_YEAR;
  const summary: ExplanationLine[] = [
    { id: 'couts-caches', label: 'Coûts cachés', amountHt: result.hiddenCosts, amountTtc: null, text: 'Ce que vous ne touchez pas aujourd’hui : chiffre d’affaires moins revenu net actuel.' },
    {
      id: 'jours',
      label: 'Jours travaillés gratuitement',
      amountHt: null,
      amountTtc: null,
      value: result.freeWorkDays === null ? '—' : formatAmount(result.freeWorkDays),
      text:
        result.freeWorkDays === null
          ? 'Sans chiffre d’affaires, une journée de travail ne rapporte rien : ce calcul est sans objet.'
          : result.freeWorkDaysCapped
            ? `Vos coûts cachés dépassent votre chiffre d’affaires (revenu net actuel négatif) : ils valent plus que les ${WORKING_DAYS_PER_YEAR} jours ouvrés d’une année, le compte s’arrête donc à ${WORKING_DAYS_PER_YEAR}.`
            : `Sur ${WORKING_DAYS_PER_YEAR} jours ouvrés par an, une journée vous rapporte ${formatEuros(perDay)} : les coûts cachés valent ${plural(result.freeWorkDays, 'jour', 'jours')}.`,
    },
    {
      id: 'gain',
      label: 'Gain',
      amountHt: result.gain,
      amountTtc: null,
      total: true,
      value: result.gainPercent === null ? formatSignedEuros(result.gain) : `${formatSignedEuros(result.gain)} (${formatSignedPercent(result.gainPercent)})`,
      text:
        result.gainPercent === null
          ? 'Revenu net chez nous moins revenu net actuel. Votre revenu net actuel est nul ou négatif : un pourcentage n’aurait pas de sens.'
          : 'Revenu net chez nous moins revenu net actuel, et ce que cela représente par rapport à votre revenu net actuel.',
    },
  ];
  return { current: currentLines, network: networkLines, summary };
}
