import { z } from 'zod';
import { defineBlock } from '../../../blocks/types';
import { ValuationStep1 } from './ValuationStep1';
import { ValuationStep2 } from './ValuationStep2';
import { ValuationStep3 } from './ValuationStep3';

const noProps = z.object({}).strict();

/** The valuation funnel's three steps (network spec §2, issue 13). */
export const valuationStep1Block = defineBlock(noProps, ValuationStep1);
export const valuationStep2Block = defineBlock(noProps, ValuationStep2);
export const valuationStep3Block = defineBlock(noProps, ValuationStep3);
