import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DiagBlocks, diagBlocks } from '../families/diag/blocks';
import { diagFamily } from '../families/diag/family';
import { DiagLayout } from '../families/diag/DiagLayout';
import type { heroBlock } from '../families/diag/site/hero/block';
import { defineFamily } from './family';
import { defineFamilyServer } from './family.server';
import { defineLoader } from './loader-types';
import type { BlockInstanceOf, PageOf, PropsOf } from './types';

// Type-level tests: every line under `@ts-expect-error` must fail to compile, or `npm run typecheck`
// fails (an unused @ts-expect-error is itself an error). They prove a bad page table cannot ship.

const good: PageOf<DiagBlocks> = {
  blocks: [{ type: 'diag.hero' }, { type: 'diag.hero', props: { audience: 'professionnel' } }, { type: 'diag.servicePage', props: { group: 'prestation' } }],
};

const bad: PageOf<DiagBlocks>[] = [
  // @ts-expect-error a block type that does not exist
  { blocks: [{ type: 'diag.heros' }] },
  // @ts-expect-error a value the block's schema refuses
  { blocks: [{ type: 'diag.hero', props: { audience: 'agent' } }] },
  // @ts-expect-error a required prop left out
  { blocks: [{ type: 'diag.servicePage' }] },
  // @ts-expect-error a prop the block does not have
  { blocks: [{ type: 'diag.steps', props: { title: 'Étapes' } }] },
  // @ts-expect-error another family's naming is not a diag block
  { blocks: [{ type: 'immo.listings' }] },
];

// @ts-expect-error a family's own page table is checked against its blocks
defineFamily({ id: diagFamily.id, label: 'x', Layout: DiagLayout, blocks: diagBlocks, pages: { '/': { blocks: [{ type: 'diag.nope' }] } } });

// @ts-expect-error a loader must return its block's data type
defineLoader<typeof heroBlock>(async () => ({ data: { slots: 'none', initialMode: 'devis' } }));

defineLoader<typeof heroBlock>(async (_ctx, props) => {
  expectTypeOf(props.audience).toEqualTypeOf<'particulier' | 'professionnel'>();
  return { data: { slots: [], initialMode: 'devis' } };
});

// @ts-expect-error a block whose component needs data must have a loader
defineFamilyServer(diagFamily, { loaders: {}, faviconSvg: '' });

describe('page tables are typed by their family’s blocks', () => {
  it('derives the block-type union from the registry', () => {
    expectTypeOf<BlockInstanceOf<DiagBlocks>['type']>().toEqualTypeOf<keyof DiagBlocks>();
    expectTypeOf<PropsOf<DiagBlocks['diag.servicePage']>>().toEqualTypeOf<{ group: 'diagnostic' | 'prestation' }>();
  });

  it('accepts a good page and every block of the diag table is registered', () => {
    expect(good.blocks.every((b) => b.type in diagFamily.blocks)).toBe(true);
    expect(bad).toHaveLength(5);
    const types = Object.values(diagFamily.pages).flatMap((page) => page.blocks.map((b) => b.type));
    expect(types.filter((type) => !(type in diagFamily.blocks))).toEqual([]);
  });
});
