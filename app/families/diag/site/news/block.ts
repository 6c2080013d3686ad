import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

// An island (decision 58): its code loads only on a page that shows it, not with the family's chunk.
export const newsListBlock = defineBlock(z.object({}), island(() => import('./NewsList').then((m) => m.NewsList)), { static: true });
