import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

const noProps = z.object({}).strict();

/**
 * The valuation funnel's three steps (network spec §2, issue 13). Islands (decision 53): their code,
 * the address combobox and the lead form load only on the funnel's pages.
 */
export const valuationStep1Block = defineBlock(noProps, island(() => import('./ValuationStep1').then((m) => m.ValuationStep1)));
export const valuationStep2Block = defineBlock(noProps, island(() => import('./ValuationStep2').then((m) => m.ValuationStep2)));
export const valuationStep3Block = defineBlock(noProps, island(() => import('./ValuationStep3').then((m) => m.ValuationStep3)));
