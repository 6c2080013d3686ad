import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PublicSite } from '../site/public-site';

/** What a page's head says; the last block that sets a field wins over the page's own. */
export interface Seo {
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>[];
  /** Ask robots not to index (thank-you pages, funnels). */
  noindex?: boolean;
  /** Query kept in the canonical URL (a search page's place and type), without '?'. */
  canonicalQuery?: string;
}

/** What a block's component receives: its parsed props, its loader's data and the site (browser allow-list). */
export interface BlockProps<P, D = undefined, S extends PublicSite = PublicSite> {
  props: P;
  data: D;
  site: S;
}

export interface BlockOptions {
  /** The block needs no JavaScript: a page made only of static blocks (in a static layout) ships none. */
  static?: boolean;
}

/** A block type: the zod schema of its props and the component that renders it. */
export interface BlockDefinition<S extends z.ZodType, D, Site extends PublicSite> {
  schema: S;
  Component: (props: BlockProps<z.output<S>, D, Site>) => ReactNode;
  static: boolean;
}

/**
 * Any block, its types forgotten, as the engine holds them in a list. The component is declared as a
 * method so a block with precise props can stand in (method parameters are bivariant); the engine
 * only ever renders a block with props its own schema parsed, on a site of the block's family.
 */
export interface AnyBlock {
  schema: z.ZodType;
  static: boolean;
  Component: { render(props: BlockProps<unknown, unknown, PublicSite>): ReactNode }['render'];
}

export function defineBlock<S extends z.ZodType, D = undefined, Site extends PublicSite = PublicSite>(
  schema: S,
  Component: (props: BlockProps<z.output<S>, D, Site>) => ReactNode,
  options: BlockOptions = {},
): BlockDefinition<S, D, Site> {
  return { schema, Component, static: options.static ?? false };
}

/** The props type of a block definition (after parsing), its loader's data type, its site type. */
type ComponentPropsOf<B> = B extends { Component: (props: infer A) => ReactNode } ? A : never;
export type PropsOf<B> = B extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
export type DataOf<B> = ComponentPropsOf<B> extends BlockProps<unknown, infer D, PublicSite> ? D : never;
export type SiteOf<B> = ComponentPropsOf<B> extends BlockProps<unknown, unknown, infer S> ? S : never;

/** Props as written in a page table: what the schema accepts (defaults may be left out). */
type InputProps<B> = B extends { schema: infer S extends z.ZodType } ? z.input<S> : never;

/** One block of a page table: a registered type name, with the props its schema accepts. */
export type BlockInstanceOf<Blocks> = {
  // Props may be left out when the schema accepts an empty object (no fields, or all with defaults).
  [K in keyof Blocks & string]: Record<string, never> extends InputProps<Blocks[K]> ? { type: K; props?: InputProps<Blocks[K]> } : { type: K; props: InputProps<Blocks[K]> };
}[keyof Blocks & string];

/** A page of a family's table: checked at compile time against the family's blocks. */
export interface PageOf<Blocks> {
  title?: string;
  description?: string;
  blocks: BlockInstanceOf<Blocks>[];
}

/** A family's page table: path pattern → page. */
export type PageTable<Blocks> = Record<string, PageOf<Blocks>>;

/** A block ready to render: its props parsed, its loader's data attached. */
export interface RenderedBlock {
  key: string;
  type: string;
  props: unknown;
  data: unknown;
}
