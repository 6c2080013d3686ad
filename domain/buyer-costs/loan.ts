/**
 * Loan arithmetic of the property page's simulator (issue 39 item 6). Pure.
 *
 * Monthly payment of a fixed-rate loan with constant instalments (the French 'prêt amortissable à
 * échéances constantes'): M = P · r / (1 − (1 + r)^−n), r the annual nominal rate / 12, n the months.
 *
 * Borrowing capacity at the ceiling of the Haut Conseil de stabilité financière: decision
 * D-HCSF-2021-7 of 29 September 2021 (binding from 1 January 2022, amended by D-HCSF-2023-2 of
 * 29 June 2023): the borrower's 'taux d'effort', insurance included, must not exceed 35 % of net
 * income, and the loan lasts at most 25 years (27 with a deferral for new-build).
 */

/** HCSF D-HCSF-2021-7 art. 2: the debt-service-to-income ceiling, insurance included. */
export const HCSF_MAX_DEBT_RATIO = 0.35;
/** HCSF D-HCSF-2021-7 art. 2: the longest loan, in years (without deferral). */
export const HCSF_MAX_YEARS = 25;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Instalment of `principal` over `years` at `annualRatePercent` (e.g. 3.5), insurance excluded, to the cent. */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  if (!(principal > 0) || !(years > 0)) return 0;
  const n = Math.round(years * 12);
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return round2(principal / n);
  return round2((principal * r) / (1 - (1 + r) ** -n));
}

/** The principal that `payment` a month repays over `years` at `annualRatePercent` (inverse of monthlyPayment), in euros. */
export function principalFor(payment: number, annualRatePercent: number, years: number): number {
  if (!(payment > 0) || !(years > 0)) return 0;
  const n = Math.round(years * 12);
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return Math.floor(payment * n);
  return Math.floor((payment * (1 - (1 + r) ** -n)) / r);
}

export interface CapacityInput {
  /** Net monthly income of the household, before income tax, in euros. */
  monthlyIncome: number;
  /** Instalments of loans already running, a month. */
  monthlyDebts?: number;
  annualRatePercent: number;
  years: number;
  /** Borrower insurance, % of the borrowed capital a year (charged monthly on the initial capital). */
  insuranceRatePercent?: number;
}

export interface Capacity {
  /** The most the household may pay a month for this loan, insurance included (35 % ceiling). */
  maxMonthly: number;
  /** The capital that payment borrows. */
  principal: number;
}

/**
 * Borrowing capacity at the HCSF ceiling: 35 % of income minus running debts pays the new loan's
 * instalment plus its insurance; the capital is what that payment repays. Zero when nothing is left.
 */
export function borrowingCapacity(input: CapacityInput): Capacity {
  const maxMonthly = round2(Math.max(0, input.monthlyIncome * HCSF_MAX_DEBT_RATIO - (input.monthlyDebts ?? 0)));
  if (maxMonthly <= 0) return { maxMonthly: 0, principal: 0 };
  const insuranceMonthlyPerEuro = (input.insuranceRatePercent ?? 0) / 100 / 12;
  if (insuranceMonthlyPerEuro === 0) return { maxMonthly, principal: principalFor(maxMonthly, input.annualRatePercent, input.years) };
  // payment(P) + P·i = maxMonthly, and payment is linear in P: P = maxMonthly / (payment(1) + i).
  const n = Math.round(input.years * 12);
  const r = input.annualRatePercent / 100 / 12;
  const perEuro = r === 0 ? 1 / n : r / (1 - (1 + r) ** -n);
  return { maxMonthly, principal: Math.floor(maxMonthly / (perEuro + insuranceMonthlyPerEuro)) };
}

/** The debt-to-income ratio of a monthly payment (0.35 = 35 %). */
export function debtRatio(monthly: number, monthlyIncome: number): number | null {
  return monthlyIncome > 0 ? monthly / monthlyIncome : null;
}
