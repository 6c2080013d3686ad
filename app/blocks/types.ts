import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { PublicSite } from '../site/public-site';

/** What a page's head says; the last block that sets a field wins over the page's own. */
export interface Seo {
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>[];
  /** Ask robots not to index (thank-you pages, funnels). */
  noindex?: boolean;
}

export interface BlockProps<P, D = undefined> {
  props: P;
  data: D;
  site: PublicSite;
}

/** A block type: a zod schema for its props and the component that renders it. */
export interface BlockDefinition<P = unknown, D = unknown> {
  schema: z.ZodType<P>;
  Component: ComponentType<BlockProps<P, D>>;
}

export function defineBlock<S extends z.ZodType, D = undefined>(
  schema: S,
  Component: ComponentType<BlockProps<z.output<S>, D>>,
): BlockDefinition<z.output<S>, D> {
  return { schema: schema as unknown as z.ZodType<z.output<S>>, Component };
}

/** A block ready to render: its props parsed, its loader's data attached. */
export interface RenderedBlock {
  key: string;
  type: string;
  props: unknown;
  data: unknown;
}
