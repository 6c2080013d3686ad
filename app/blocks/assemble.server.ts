import type { PageDefinition } from '../../domain/sites/site';
import type { AnyBlockLoader, BlockContext } from './loader-types';
import type { AnyBlock, RenderedBlock, Seo } from './types';

type ParsedProps = ReturnType<AnyBlock['schema']['safeParse']>;
const parsedOnce = new WeakMap<object, { definition: AnyBlock; parsed: ParsedProps }>();

/**
 * A block instance's props parsed by its schema once per page definition (decision 0057): the
 * definitions live as long as their site record (reloaded on change) or their family's table, and a
 * schema's answer for the same props never changes. Loaders and components only read the props.
 */
function parsedProps(instance: PageDefinition['blocks'][number], definition: AnyBlock): ParsedProps {
  const kept = parsedOnce.get(instance);
  if (kept && kept.definition === definition) return kept.parsed;
  const parsed = definition.schema.safeParse(instance.props ?? {});
  parsedOnce.set(instance, { definition, parsed });
  return parsed;
}

/**
 * Turns a page definition into renderable blocks of the site's family: props parsed by each block's schema, loaders
 * run in parallel. An unknown type or invalid props is logged and skipped; the page is still served.
 * A loader that throws a Response (a 404 for an unknown slug) decides the whole page's answer.
 */
export async function assemblePage(
  ctx: BlockContext,
  page: PageDefinition,
  registry: Readonly<Record<string, AnyBlock | undefined>>,
  loaders: Readonly<Record<string, AnyBlockLoader | undefined>>,
): Promise<{ blocks: RenderedBlock[]; seo: Seo }> {
  const { logger } = ctx.services;
  const valid: Array<{ key: string; type: string; props: unknown }> = [];
  page.blocks.forEach((instance, i) => {
    const definition = registry[instance.type];
    if (!definition) {
      logger.warn({ site: ctx.site.id, path: ctx.url.pathname, type: instance.type }, 'unknown block type: nothing rendered');
      return;
    }
    const parsed = parsedProps(instance, definition);
    if (!parsed.success) {
      logger.warn(
        { site: ctx.site.id, path: ctx.url.pathname, type: instance.type, issues: parsed.error.issues.slice(0, 5) },
        'invalid block props: block skipped',
      );
      return;
    }
    valid.push({ key: `${i}-${instance.type}`, type: instance.type, props: parsed.data });
  });

  const results = await Promise.all(
    valid.map(async (block) => {
      const load = loaders[block.type];
      if (!load) return { block: { ...block, data: null }, seo: undefined };
      try {
        const result = await load(ctx, block.props);
        return { block: { ...block, data: result.data ?? null }, seo: result.seo };
      } catch (error) {
        if (error instanceof Response || (typeof error === 'object' && error !== null && 'init' in error && 'data' in error)) throw error;
        ctx.services.errors.report(error, { site: ctx.site.id, path: ctx.url.pathname, block: block.type });
        return null;
      }
    }),
  );

  const seo: Seo = { title: page.title, description: page.description };
  const blocks: RenderedBlock[] = [];
  for (const result of results) {
    if (!result) continue;
    blocks.push(result.block);
    if (result.seo) {
      if (result.seo.title) seo.title = result.seo.title;
      if (result.seo.description) seo.description = result.seo.description;
      if (result.seo.noindex) seo.noindex = true;
      if (result.seo.canonicalQuery) seo.canonicalQuery = result.seo.canonicalQuery;
      if (result.seo.jsonLd) seo.jsonLd = [...(seo.jsonLd ?? []), ...result.seo.jsonLd];
    }
  }
  return { blocks, seo };
}
