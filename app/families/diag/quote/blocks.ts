import { z } from 'zod';
import type { BlockDefinition } from '../../../blocks/types';
import { defineBlock } from '../../../blocks/types';
import { QuoteRecap, type QuoteRecapData } from './QuoteRecap';
import { QuoteStep1, type QuoteStep1Data } from './QuoteStep1';
import { QuoteStep2, type QuoteStep2Data } from './QuoteStep2';

const noProps = z.object({}).strict();

/** Block types of the diag family's quote part. */
export const quoteBlocks = {
  'diag.quoteStep1': defineBlock<typeof noProps, QuoteStep1Data>(noProps, QuoteStep1),
  'diag.quoteStep2': defineBlock<typeof noProps, QuoteStep2Data>(noProps, QuoteStep2),
  'diag.quoteRecap': defineBlock<typeof noProps, QuoteRecapData>(noProps, QuoteRecap),
} as unknown as Record<string, BlockDefinition<never, never>>;
