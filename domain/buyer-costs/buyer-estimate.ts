import { type AcquisitionCosts, acquisitionCosts } from './notary-fees';
import { borrowingCapacity, type Capacity, HCSF_MAX_DEBT_RATIO, monthlyPayment } from './loan';
import type { SimulatorQuery } from './simulator-query';

/**
 * Everything the property page's 'what you will pay' section shows, from the listing's price and the
 * visitor's form. Pure. The loan finances the price plus the acquisition costs minus the down payment.
 */
export interface BuyerEstimate {
  /** The price the taxes are computed on (without the agency's fees when the buyer pays them). */
  taxablePrice: number;
  costs: AcquisitionCosts;
  /** Price (fees included) + acquisition costs. */
  totalCost: number;
  loan: null | {
    principal: number;
    ratePercent: number;
    years: number;
    monthly: number;
    /** Share of income the payment takes, with the running loans (null without an income). */
    debtRatio: number | null;
    overCeiling: boolean;
    capacity: Capacity | null;
  };
}

export function buyerEstimate(input: { price: number; priceWithoutFees: number | null; department: string }, query: SimulatorQuery): BuyerEstimate {
  const taxablePrice = input.priceWithoutFees ?? input.price;
  const costs = acquisitionCosts({ price: taxablePrice, department: input.department, newBuild: query.neuf });
  const totalCost = Math.round((input.price + costs.total) * 100) / 100;
  if (query.taux === null) return { taxablePrice, costs, totalCost, loan: null };
  const principal = Math.max(0, Math.round(totalCost - (query.apport ?? 0)));
  const monthly = monthlyPayment(principal, query.taux, query.duree);
  const income = query.revenus;
  const debtRatio = income ? (monthly + (query.credits ?? 0)) / income : null;
  return {
    taxablePrice,
    costs,
    totalCost,
    loan: {
      principal,
      ratePercent: query.taux,
      years: query.duree,
      monthly,
      debtRatio,
      overCeiling: debtRatio !== null && debtRatio > HCSF_MAX_DEBT_RATIO,
      capacity: income ? borrowingCapacity({ monthlyIncome: income, monthlyDebts: query.credits ?? 0, annualRatePercent: query.taux, years: query.duree }) : null,
    },
  };
}
