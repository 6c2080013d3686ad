import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

/** The legal notice: an island, so its legal-settings parsing (zod) stays out of the family's chunk (decision 58). */
export const legalNoticeBlock = defineBlock(z.object({}), island(() => import('./LegalNotice').then((m) => m.LegalNotice)), { static: true });
