import type { Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import type { Seo } from './types';

export interface BlockContext {
  site: Site;
  services: Services;
  request: Request;
  url: URL;
  /** Parameters of the page's path pattern (e.g. slug of /diagnostics/:slug). */
  params: Record<string, string | undefined>;
}

export interface BlockLoadResult<D> {
  data: D;
  seo?: Seo;
}

/** A block's server loader. It may throw a 404 Response (e.g. an unknown slug) to answer the site's 404. */
export type BlockLoader<P = never, D = unknown> = (ctx: BlockContext, props: P) => Promise<BlockLoadResult<D>>;

export function defineLoader<P, D>(loader: (ctx: BlockContext, props: P) => Promise<BlockLoadResult<D>>): BlockLoader<P, D> {
  return loader;
}
