import { type Message, message } from '../i18n/message';
import { type ComparatorResult, WORKING_DAYS_PER_YEAR, withVat } from './comparator';
import type { ExplanationLine } from './comparator-explain';
import { formatAmount, formatEuros, formatPercent, formatSignedEuros, formatSignedPercent } from './format';

/**
 * `explain` as catalogue keys of `recrutement:comparator.explain` (decision 0044): the French
 * catalogue reads exactly as `explain` (checked case by case in app/i18n), the English is English.
 * Figures keep the page's French formats (54 200 €) in both languages.
 */
export type MessageLine = Omit<ExplanationLine, 'label' | 'text'> & { label: Message; text: Message };

export interface MessageExplanation {
  current: MessageLine[];
  network: MessageLine[];
  summary: MessageLine[];
}

const k = (path: string, values?: Message['values']) => message(`recrutement:comparator.explain.${path}`, values);
/** '10 factures': the count picks the plural form, the number is written as the page writes it. */
const counted = (unit: 'sale' | 'invoice' | 'slice' | 'day', n: number) => k(`units.${unit}`, { count: n, n: formatAmount(n) });

function shareMessage(result: ComparatorResult): Message {
  const { input, current } = result;
  if (input.tiers) {
    const steps = input.tiers.map((t, i) => {
      const next = input.tiers?.[i + 1];
      return next
        ? k('tierStep', { share: formatPercent(t.share), from: formatEuros(t.from), to: formatEuros(next.from) })
        : k('tierLast', { share: formatPercent(t.share), from: formatEuros(t.from) });
    });
    // 'a, b, c' as nested messages, so each step is translated.
    const list = steps.reduceRight<Message | null>((tail, head) => (tail ? k('list', { head, tail }) : head), null) ?? k('list', { head: '', tail: '' });
    return k('shareTiers', { steps: list });
  }
  const values = { share: formatPercent(input.share), turnover: formatEuros(input.turnover) };
  return current.capApplied ? k('shareCapped', values) : k('share', values);
}

export function explainMessages(result: ComparatorResult, networkName: string, offer: { monthlyFeeHt: number; adminFeeHt: number; adminSlice: number }): MessageExplanation {
  const { input, current, network } = result;
  const currentLines: MessageLine[] = [
    { id: 'ca', label: k('labels.turnover'), amountHt: input.turnover, amountTtc: withVat(input.turnover), text: k('turnover') },
    { id: 'part', label: k('labels.share'), amountHt: current.commission, amountTtc: null, text: shareMessage(result) },
  ];
  if (current.capApplied && input.cap !== null) {
    currentLines.push({ id: 'plafond', label: k('labels.cap'), amountHt: input.cap, amountTtc: null, text: k('cap', { cap: formatEuros(input.cap) }) });
  }
  currentLines.push(
    { id: 'abonnement', label: k('labels.subscription'), amountHt: -current.subscription, amountTtc: -withVat(current.subscription), text: k('subscription', { fee: formatEuros(input.monthlyCost) }) },
    { id: 'parvente', label: k('labels.perSale'), amountHt: -current.perSaleFees, amountTtc: -withVat(current.perSaleFees), text: k('perSale', { sales: counted('sale', input.sales), fee: formatEuros(input.perSaleFee) }) },
    { id: 'net-actuel', label: k('labels.currentNet'), amountHt: current.net, amountTtc: null, total: true, text: k('currentNet') },
  );

  const invoiceValues = {
    invoices: counted('invoice', network.invoices),
    average: formatEuros(network.invoices === 0 ? 0 : input.turnover / network.invoices),
    slices: counted('slice', network.slicesPerInvoice),
    slice: formatEuros(offer.adminSlice),
    fee: formatEuros(offer.adminFeeHt),
  };
  const invoiceText = network.invoices === 0 ? k('invoicesNone') : k(input.sales === 0 ? 'invoicesNoSale' : 'invoices', invoiceValues);
  const networkLines: MessageLine[] = [
    { id: 'commission-reseau', label: k('labels.networkShare'), amountHt: input.turnover, amountTtc: null, text: k('networkShare', { brand: networkName }) },
    { id: 'abonnement-reseau', label: k('labels.subscription'), amountHt: -network.subscription, amountTtc: -withVat(network.subscription), text: k('subscription', { fee: formatEuros(offer.monthlyFeeHt) }) },
    { id: 'frais-admin', label: k('labels.adminFees'), amountHt: -network.adminFees, amountTtc: -withVat(network.adminFees), text: invoiceText },
    { id: 'net-reseau', label: k('labels.networkNet', { brand: networkName }), amountHt: network.net, amountTtc: null, total: true, text: k('networkNet') },
  ];

  const perDay = input.turnover / WORKING_DAYS_PER_YEAR;
  const summary: MessageLine[] = [
    { id: 'couts-caches', label: k('labels.hiddenCosts'), amountHt: result.hiddenCosts, amountTtc: null, text: k('hiddenCosts') },
    {
      id: 'jours',
      label: k('labels.freeDays'),
      amountHt: null,
      amountTtc: null,
      value: result.freeWorkDays === null ? '—' : formatAmount(result.freeWorkDays),
      text:
        result.freeWorkDays === null
          ? k('freeDaysNone')
          : result.freeWorkDaysCapped
            ? k('freeDaysCapped', { workingDays: WORKING_DAYS_PER_YEAR })
            : k('freeDays', { workingDays: WORKING_DAYS_PER_YEAR, perDay: formatEuros(perDay), days: counted('day', result.freeWorkDays) }),
    },
    {
      id: 'gain',
      label: k('labels.gain'),
      amountHt: result.gain,
      amountTtc: null,
      total: true,
      value: result.gainPercent === null ? formatSignedEuros(result.gain) : `${formatSignedEuros(result.gain)} (${formatSignedPercent(result.gainPercent)})`,
      text: result.gainPercent === null ? k('gainNoPercent') : k('gain'),
    },
  ];
  return { current: currentLines, network: networkLines, summary };
}
