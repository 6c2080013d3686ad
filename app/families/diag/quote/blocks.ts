import { z } from 'zod';
import { defineBlock } from '../../../blocks/types';
import { QuoteRecap } from './QuoteRecap';
import { QuoteStep1 } from './QuoteStep1';
import { QuoteStep2 } from './QuoteStep2';

const noProps = z.object({}).strict();

/** The quote funnel's three steps (spec §2): one block each, sharing this folder's form parts. */
export const quoteStep1Block = defineBlock(noProps, QuoteStep1);
export const quoteStep2Block = defineBlock(noProps, QuoteStep2);
export const quoteRecapBlock = defineBlock(noProps, QuoteRecap);
