import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const privacyPolicyPageBlock = defineBlock(z.object({}).strict(), island(() => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)), { static: true });
