import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

/** An island (decision 0148): HomeSections.tsx's code loads only on a page that shows it. */
const load = () => import('./HomeSections');

export const promoSchema = z.object({ items: z.array(z.object({ title: z.string(), text: z.string(), cta: z.string(), href: z.string() })).length(3) });
export const placeLinksSchema = z.object({
  departments: z.array(z.object({ code: z.string(), name: z.string() })),
  cities: z.array(z.string()),
});
export const promosBlock = defineBlock(promoSchema, island(() => load().then((m) => m.Promos)), { static: true });
export const keyFiguresBlock = defineBlock(z.object({}).strict(), island(() => load().then((m) => m.KeyFigures)), { static: true });
export const placeLinksBlock = defineBlock(placeLinksSchema, island(() => load().then((m) => m.PlaceLinks)), { static: true });
