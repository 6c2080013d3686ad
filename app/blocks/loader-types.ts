import type { Locale } from '../../domain/i18n/locale';
import type { Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import type { DataOf, PropsOf, Seo, SiteOf } from './types';

export interface BlockContext<S extends Site = Site> {
  /** The request's site, parsed once by its family's schema. */
  site: S;
  services: Services;
  request: Request;
  /** The page URL as asked (with its /en prefix on an English page). */
  url: URL;
  /** The page's interface language (decision 0015): dates, numbers and texts built on the server. */
  locale: Locale;
  /** Parameters of the page's path pattern (e.g. slug of /diagnostics/:slug). */
  params: Record<string, string | undefined>;
  /**
   * This response's key for form idempotency keys (`${formKey}:<form>`): a page kept by the render
   * cache gets a fresh one on every answer, where a key drawn by the loader would be shared.
   */
  formKey?: string;
}

/** A form's idempotency key for this response (see BlockContext.formKey). */
export function formIdempotencyKey(ctx: Pick<BlockContext, 'formKey'>, form: string): string {
  return `${ctx.formKey || crypto.randomUUID()}:${form}`;
}

export interface BlockLoadResult<D> {
  data: D;
  seo?: Seo;
}

/** A block's server loader. It may throw a 404 Response (e.g. an unknown slug) to answer the site's 404. */
export type BlockLoader<P, D, S extends Site = Site> = (ctx: BlockContext<S>, props: P) => Promise<BlockLoadResult<D>>;

/**
 * Any loader, its types forgotten (method parameters are bivariant): the engine calls a loader only
 * with props its block's schema parsed and a site of the block's family.
 */
export type AnyBlockLoader = { load(ctx: BlockContext, props: unknown): Promise<BlockLoadResult<unknown>> }['load'];

/** The server-side site of the family a block's component is written for. */
export type ServerSiteOf<B> = Extract<Site, { family: FamilyOf<SiteOf<B>> }>;
// Not `SiteOf<B>['family']`: in a generic alias TypeScript reads that through the constraint of
// SiteOf's `infer` (every family), which went unnoticed while the other families' CRM records were empty.
type FamilyOf<S> = S extends { family: infer F } ? F : never;

/** The loader of block B: its props and data types come from the block's definition. */
export type LoaderOf<B> = BlockLoader<PropsOf<B>, DataOf<B>, ServerSiteOf<B>>;

/** `defineLoader<typeof heroBlock>(async (ctx, props) => ({ data }))`: typed by the block. */
export function defineLoader<B>(loader: LoaderOf<B>): LoaderOf<B> {
  return loader;
}

type NeedsData<B> = [DataOf<B>] extends [undefined] ? false : true;

/** A family's loaders: one for every block whose component expects data, optional for the others. */
export type LoadersFor<Blocks> = { [K in keyof Blocks as NeedsData<Blocks[K]> extends true ? K : never]: LoaderOf<Blocks[K]> } & {
  [K in keyof Blocks as NeedsData<Blocks[K]> extends true ? never : K]?: LoaderOf<Blocks[K]>;
};
