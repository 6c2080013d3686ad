import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

/** The contact page: an island, its form and map gate load on that page only (decision 48). */
export const contactPageBlock = defineBlock(z.object({}), island(() => import('./ContactPage').then((m) => m.ContactPage)));
