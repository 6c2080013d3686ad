import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/**
 * The content pages' editorial blocks (ContentBlocks.tsx): one island (decision 0148), whose code
 * loads only on a page that shows one of them, not on every page of the immo and agence families.
 */
const load = () => import('./ContentBlocks');

export const link = z.object({ label: z.string(), href: z.string(), recruitment: z.boolean().optional() });
export const heroSchema = z.object({ eyebrow: z.string().optional(), title: z.string(), text: z.string(), links: z.array(link).default([]) });
export const pageHeroBlock = defineBlock(heroSchema, island(() => load().then((m) => m.PageHero)), { static: true });
export const sectionsSchema = z.object({
  title: z.string().optional(),
  sections: z.array(z.object({ id: z.string().optional(), title: z.string(), paragraphs: z.array(z.string()), links: z.array(link).default([]) })),
  columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export const textSectionsBlock = defineBlock(sectionsSchema, island(() => load().then((m) => m.TextSections)), { static: true });
export const stepsSchema = z.object({ title: z.string(), steps: z.array(z.object({ title: z.string(), text: z.string() })).min(2) });
export const stepsBlock = defineBlock(stepsSchema, island(() => load().then((m) => m.Steps)), { static: true });
export const ctaSchema = z.object({ title: z.string(), text: z.string(), links: z.array(link).min(1) });
export const callToActionBlock = defineBlock(ctaSchema, island(() => load().then((m) => m.CallToAction)), { static: true });
export const faqSchema = z.object({ id: z.string().default('faq'), title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1) });
export const faqSectionBlock = defineBlock(faqSchema, island(() => load().then((m) => m.FaqSection)), { static: true });
