import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const item = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** A YouTube or Vimeo link, or a self-served file ('/media/….mp4'). */
  video: z.string(),
  /** Media path of the still shown on the card. */
  image: z.string(),
});
export const schema = z.object({ id: z.string().default('temoignages'), title: z.string(), items: z.array(item).min(1).max(4) });

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const testimonialVideosBlock = defineBlock(schema, island(() => import('./TestimonialVideos').then((m) => m.TestimonialVideos)));
