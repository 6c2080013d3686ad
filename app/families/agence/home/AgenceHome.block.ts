import { z } from 'zod';
import { imageProp } from '../../../blocks/image-prop';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

/** What the site owner may change in the page editor (issue 31): the hero's title and photo; absent, the family's own. */
export const agenceHomeSchema = z.object({
  heroTitle: z.string().trim().min(1).max(120).optional().describe('Titre du bandeau'),
  heroImage: imageProp.optional().describe('Photo du bandeau'),
});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const agenceHomeBlock = defineBlock(agenceHomeSchema, island(() => import('./AgenceHome').then((m) => m.AgenceHome)));
