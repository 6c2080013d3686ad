import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';
import { TestimonialsTeaser } from './TestimonialsTeaser';

export const testimonialsSchema = z.object({
  id: z.string().default('temoignages'),
  title: z.string().optional(),
  headingLevel: z.union([z.literal(1), z.literal(2)]).default(2),
  /** The block opens the page (just under the hero): the large still is the page's largest paint, so it loads first. */
  priority: z.boolean().default(false),
});

/** Testimonial videos with the video modal: an island, its code loads on its page only (decisions 48, 54). */
export const recrutementTestimonialsBlock = defineBlock(testimonialsSchema, island(() => import('./Testimonials').then((m) => m.Testimonials)));
export const recrutementTestimonialsTeaserBlock = defineBlock(testimonialsSchema, TestimonialsTeaser, { static: true });
