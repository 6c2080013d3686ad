import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({
  sections: z.array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) })),
});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const siteMapPageBlock = defineBlock(schema, island(() => import('./SiteMapPage').then((m) => m.SiteMapPage)), { static: true });
