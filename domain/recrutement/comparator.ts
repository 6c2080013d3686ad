/**
 * The income comparator (network spec §9 "Comparator formulas", issue 15 item 3): the adviser's net
 * income today versus with the network. Pure arithmetic; amounts are euros excluding VAT (HT).
 *
 * Spec formulas, kept exactly for a flat share without cap:
 *   current net  = share × turnover − 12 × monthly cost − per-sale fee × sales
 *   hidden costs = max(0, turnover − current net)
 *   free days    = round(hidden costs / (turnover / 227)), at most 227 (a year's working days)
 *   admin fees   = admin fee × ceil(turnover / sales / slice) × sales
 *   network net  = turnover − 12 × subscription − admin fees
 * The gain is taken between the two nets as shown (rounded to the euro), so the page's figures add up.
 * Beyond the spec: a tiered share (each slice of yearly turnover earns its tier's share), a yearly cap
 * on the commission the current network keeps, and the zero cases (no NaN, no Infinity).
 */

/** Working days in a year, as the spec's free-work-days formula counts them. */
export const WORKING_DAYS_PER_YEAR = 227;
export const VAT_RATE = 0.2;

/** From `from` € of yearly turnover upwards (to the next tier), the adviser keeps `share` %. */
export interface Tier {
  from: number;
  share: number;
}

export interface ComparatorInput {
  /** Annual turnover (fees) excluding VAT. */
  turnover: number;
  sales: number;
  /** Monthly subscription paid to the current network or agency. */
  monthlyCost: number;
  /** Share of the turnover the adviser keeps, in % (ignored when tiers are given). */
  share: number;
  /** Fee the current network takes on each sale. */
  perSaleFee: number;
  /** Yearly cap on the commission the current network keeps (null: no cap). */
  cap: number | null;
  /** Tiered share schedule (null: the flat share). */
  tiers: Tier[] | null;
}

/** The network's own offer, read from the site's record. */
export interface NetworkOffer {
  monthlyFeeHt: number;
  adminFeeHt: number;
  adminSlice: number;
}

export interface ComparatorResult {
  input: ComparatorInput;
  current: {
    /** What the share (or the tiers) leaves the adviser before fees. */
    commission: number;
    /** What the current network keeps of the turnover (after the cap). */
    retained: number;
    capApplied: boolean;
    subscription: number;
    perSaleFees: number;
    net: number;
  };
  hiddenCosts: number;
  /** Null without turnover: a day of work earns nothing, so costs cannot be counted in days. */
  freeWorkDays: number | null;
  /** The hidden costs exceed a whole year's turnover (a negative current net): the days stop at 227. */
  freeWorkDaysCapped: boolean;
  network: {
    subscription: number;
    /** Invoices counted for the admin fee (one for a turnover declared without a sale). */
    invoices: number;
    slicesPerInvoice: number;
    adminFees: number;
    net: number;
  };
  /** Network net minus current net, each rounded to the euro as the page shows them. */
  gain: number;
  /** Null when the current net is zero or negative: a percentage of it means nothing. */
  gainPercent: number | null;
}

/** Amounts are shown to the euro; -0 reads 0. */
export const roundToEuro = (n: number) => Math.round(n) + 0;

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
const clampShare = (n: number) => Math.min(100, nonNegative(n));

/** The computing rules of §5: negatives become 0, the share is clamped to 0–100, sales are whole. */
export function normaliseInput(input: ComparatorInput): ComparatorInput {
  const tiers = input.tiers?.length
    ? [...input.tiers]
        .map((t) => ({ from: nonNegative(t.from), share: clampShare(t.share) }))
        .sort((a, b) => a.from - b.from)
        .filter((t, i, all) => i === 0 || t.from !== all[i - 1]?.from)
    : null;
  // A schedule starts at 0: below its first threshold the first tier's share applies.
  if (tiers?.[0]) tiers[0] = { ...tiers[0], from: 0 };
  return {
    turnover: nonNegative(input.turnover),
    sales: Math.floor(nonNegative(input.sales)),
    monthlyCost: nonNegative(input.monthlyCost),
    share: clampShare(input.share),
    perSaleFee: nonNegative(input.perSaleFee),
    cap: input.cap === null || !Number.isFinite(input.cap) || input.cap < 0 ? null : input.cap,
    tiers,
  };
}

/** The adviser's part of the turnover under a tier schedule: each slice at its own tier's share. */
export function tieredCommission(turnover: number, tiers: Tier[]): number {
  let total = 0;
  tiers.forEach((tier, i) => {
    const upper = tiers[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    const slice = Math.max(0, Math.min(turnover, upper) - tier.from);
    total += (slice * tier.share) / 100;
  });
  return total;
}

export function compare(raw: ComparatorInput, offer: NetworkOffer): ComparatorResult {
  const input = normaliseInput(raw);
  const { turnover, sales } = input;

  const uncapped = input.tiers ? tieredCommission(turnover, input.tiers) : (input.share * turnover) / 100;
  const uncappedRetained = turnover - uncapped;
  const capApplied = input.cap !== null && uncappedRetained > input.cap;
  const retained = capApplied ? (input.cap as number) : uncappedRetained;
  const commission = turnover - retained;
  const subscription = 12 * input.monthlyCost;
  const perSaleFees = input.perSaleFee * sales;
  const currentNet = commission - subscription - perSaleFees;

  const hiddenCosts = Math.max(0, turnover - currentNet);
  const rawDays = turnover > 0 ? Math.round(hiddenCosts / (turnover / WORKING_DAYS_PER_YEAR)) : null;
  // A year has no more working days than 227: costs above the turnover cannot be worked off in days.
  const freeWorkDaysCapped = rawDays !== null && rawDays > WORKING_DAYS_PER_YEAR;
  const freeWorkDays = rawDays === null ? null : Math.min(rawDays, WORKING_DAYS_PER_YEAR);

  // No sale but some turnover still means one invoice; no turnover means none.
  const invoices = sales > 0 ? sales : turnover > 0 ? 1 : 0;
  const slicesPerInvoice = invoices > 0 ? Math.ceil(turnover / invoices / offer.adminSlice) : 0;
  const adminFees = offer.adminFeeHt * slicesPerInvoice * invoices;
  const networkSubscription = 12 * offer.monthlyFeeHt;
  const networkNet = turnover - networkSubscription - adminFees;

  // The gain is the difference of the two nets the page shows (rounded to the euro), so it adds up.
  const shownCurrentNet = roundToEuro(currentNet);
  const gain = roundToEuro(networkNet) - shownCurrentNet;
  const gainPercent = shownCurrentNet > 0 ? (gain / shownCurrentNet) * 100 : null;

  return {
    input,
    current: { commission, retained, capApplied, subscription, perSaleFees, net: currentNet },
    hiddenCosts,
    freeWorkDays,
    freeWorkDaysCapped,
    network: { subscription: networkSubscription, invoices, slicesPerInvoice, adminFees, net: networkNet },
    gain,
    gainPercent,
  };
}

/** An amount excluding VAT with VAT added (20 %). */
export function withVat(amountHt: number): number {
  return amountHt * (1 + VAT_RATE);
}
