import { z } from 'zod';
import type { PageDefinition } from '../../../domain/sites/site';
import type { AnyBlock } from '../../blocks/types';

/** The page the editor posts: at most 60 blocks, each a type name and its props (checked by the block's schema). */
const pageInput = z.object({
  title: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
  blocks: z
    .array(z.object({ type: z.string().min(1).max(100), props: z.record(z.string(), z.unknown()).optional() }))
    .max(60),
});

export type PageInputProblem = { key: 'page' } | { key: 'blockType'; values: { type: string } } | { key: 'blockProps'; values: { type: string; position: number; message: string } };

/**
 * Reads a page sent by the editor (JSON text) against the site's family: only its block types, each
 * block's props accepted by its schema. What is stored is the props as sent (the block list the public
 * pages read and parse), never the editor's own fields (Puck's `id`).
 */
export function readPageInput(text: unknown, registry: Readonly<Record<string, AnyBlock>>): { ok: true; page: PageDefinition } | { ok: false; problem: PageInputProblem } {
  let json: unknown;
  try {
    json = JSON.parse(typeof text === 'string' ? text : '');
  } catch {
    return { ok: false, problem: { key: 'page' } };
  }
  const parsed = pageInput.safeParse(json);
  if (!parsed.success) return { ok: false, problem: { key: 'page' } };
  const blocks: PageDefinition['blocks'] = [];
  for (const [i, block] of parsed.data.blocks.entries()) {
    const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
    if (!definition) return { ok: false, problem: { key: 'blockType', values: { type: block.type } } };
    const { id: _id, ...props } = block.props ?? {};
    const checked = definition.schema.safeParse(props);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return { ok: false, problem: { key: 'blockProps', values: { type: block.type, position: i + 1, message: `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() } } };
    }
    blocks.push(Object.keys(props).length ? { type: block.type, props } : { type: block.type });
  }
  const page: PageDefinition = { blocks };
  if (parsed.data.title) page.title = parsed.data.title;
  if (parsed.data.description) page.description = parsed.data.description;
  return { ok: true, page };
}

/** A family's pages a site owner edits: its own patterns without parameters (one page each) and the site's own, the home first. */
export function editablePageKeys(familyPages: Readonly<Record<string, PageDefinition>>, sitePages: Readonly<Record<string, PageDefinition>>): string[] {
  const keys = Object.keys(familyPages).filter((key) => !key.includes(':') && !key.includes('*'));
  for (const key of Object.keys(sitePages)) if (!keys.includes(key)) keys.push(key);
  // The home first, then by path.
  return keys.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * The public URL of a page, with the draft's secret token when given: on the demo's operator host
 * (`*.localhost`), `<id>.localhost` on the same port; in production, the site's first host over HTTPS.
 */
export function previewUrl(requestUrl: string, site: { id: string; hosts: readonly string[] }, pageKey: string, token: string): string {
  const url = new URL(requestUrl);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const origin = local || !site.hosts[0] ? `${url.protocol}//${site.id}.localhost${url.port ? `:${url.port}` : ''}` : `https://${site.hosts[0]}`;
  return `${origin}${pageKey}${token ? `?apercu=${token}` : ''}`;
}
