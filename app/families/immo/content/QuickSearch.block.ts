import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const schema = z.object({
  title: z.string(),
  intro: z.string(),
  action: z.enum(['sale', 'rent']),
  /** Preset type of the house and flat variants. */
  type: z.enum(['Maison', 'Appartement', 'Terrain']).optional(),
  /** Spec §2: the mode parameter's name is configurable. */
  modeParam: z.string().regex(/^[a-zA-Z]{1,20}$/).default('mode'),
});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const quickSearchBlock = defineBlock(schema, island(() => import('./QuickSearch').then((m) => m.QuickSearch)));
