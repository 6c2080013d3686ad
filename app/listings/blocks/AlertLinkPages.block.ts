import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): AlertLinkPages.tsx's code loads only on a page that shows it. */
const load = () => import('./AlertLinkPages');

export const schema = z.object({});
export const alertConfirmBlock = defineBlock(schema, island(() => load().then((m) => m.AlertConfirm)), { static: true });
export const alertUnsubscribeBlock = defineBlock(schema, island(() => load().then((m) => m.AlertUnsubscribe)), { static: true });
