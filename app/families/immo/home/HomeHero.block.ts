import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const homeHeroBlock = defineBlock(z.object({}).strict(), island(() => import('./HomeHero').then((m) => m.HomeHero)));
