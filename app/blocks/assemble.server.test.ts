import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import { assemblePage } from './assemble.server';
import type { AnyBlockLoader, BlockContext } from './loader-types';
import { defineBlock } from './types';

const Title = defineBlock(z.object({ text: z.string().min(1) }), () => null);
const News = defineBlock(z.object({ limit: z.number().int().default(3) }), () => null);
const registry = { Title, News };

function context() {
  const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const errors = { report: vi.fn() };
  const ctx = {
    site: { id: 's1', family: 'immo', name: 'S', hosts: [], crm: {}, settings: {}, pages: {}, features: { rentals: true, buyerAlerts: true, adviserProfiles: true }, listingScope: 'network' } satisfies Site,
    services: { logger, errors } as unknown as Services,
    request: new Request('http://s1.localhost/'),
    url: new URL('http://s1.localhost/'),
    params: {},
    locale: 'fr',
  } satisfies BlockContext;
  return { ctx, logger, errors };
}

describe('assemblePage', () => {
  it('parses props, runs loaders in parallel and merges SEO', async () => {
    const { ctx } = context();
    const order: string[] = [];
    const loaders: Record<string, AnyBlockLoader> = {
      News: async (_c: BlockContext, props: { limit: number }) => {
        order.push('start');
        await new Promise((r) => setTimeout(r, 5));
        order.push('end');
        return { data: { count: props.limit }, seo: { title: 'Actualités', jsonLd: [{ '@type': 'Blog' }] } };
      },
    };
    const result = await assemblePage(ctx, { title: 'Accueil', blocks: [{ type: 'Title', props: { text: 'Bonjour' } }, { type: 'News', props: {} }, { type: 'News', props: { limit: 9 } }] }, registry, loaders);
    expect(result.blocks.map((b) => [b.type, b.data])).toEqual([
      ['Title', null],
      ['News', { count: 3 }],
      ['News', { count: 9 }],
    ]);
    expect(order).toEqual(['start', 'start', 'end', 'end']);
    expect(result.seo).toEqual({ title: 'Actualités', description: undefined, jsonLd: [{ '@type': 'Blog' }, { '@type': 'Blog' }] });
  });

  it('logs an unknown block type and renders nothing for it', async () => {
    const { ctx, logger } = context();
    const result = await assemblePage(ctx, { blocks: [{ type: 'Nope' }, { type: 'Title', props: { text: 'x' } }] }, registry, {});
    expect(result.blocks.map((b) => b.type)).toEqual(['Title']);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ type: 'Nope' }), 'unknown block type: nothing rendered');
  });

  it('skips a block with invalid props, logging it, and still serves the page', async () => {
    const { ctx, logger } = context();
    const result = await assemblePage(ctx, { blocks: [{ type: 'Title', props: { text: '' } }, { type: 'News' }] }, registry, {});
    expect(result.blocks.map((b) => b.type)).toEqual(['News']);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ type: 'Title' }), 'invalid block props: block skipped');
  });

  it('reports a failing loader and drops only that block', async () => {
    const { ctx, errors } = context();
    const loaders = { News: async () => Promise.reject(new Error('boom')) };
    const result = await assemblePage(ctx, { blocks: [{ type: 'Title', props: { text: 'x' } }, { type: 'News' }] }, registry, loaders);
    expect(result.blocks.map((b) => b.type)).toEqual(['Title']);
    expect(errors.report).toHaveBeenCalledOnce();
  });

  it('lets a loader answer 404 for the whole page', async () => {
    const { ctx } = context();
    const loaders = {
      News: async () => {
        throw data(null, { status: 404 });
      },
    };
    await expect(assemblePage(ctx, { blocks: [{ type: 'News' }] }, registry, loaders)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
