import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

const noProps = z.object({}).strict();

/**
 * The quote funnel's three steps (spec §2): one block each, sharing this folder's form parts.
 * Islands (decision 48): their code, the address combobox and the lead form load only on the funnel's pages.
 */
export const quoteStep1Block = defineBlock(noProps, island(() => import('./QuoteStep1').then((m) => m.QuoteStep1)));
export const quoteStep2Block = defineBlock(noProps, island(() => import('./QuoteStep2').then((m) => m.QuoteStep2)));
export const quoteRecapBlock = defineBlock(noProps, island(() => import('./QuoteRecap').then((m) => m.QuoteRecap)));
