import { describe, expect, it } from 'vitest';
import type { AnyBlock } from '../app/blocks/types';
import { agenceFamily } from '../app/families/agence/family';
import { diagFamily } from '../app/families/diag/family';
import { immoFamily } from '../app/families/immo/family';
import { recrutementFamily } from '../app/families/recrutement/family';
import { FAMILIES } from '../domain/sites/site';

/*
 * Issue 30 item 1 (decision 0155): every block has one registered name. A block registered under two
 * names (an alias: the same definition, or the same definition under each family's prefix) fails here.
 * ALIASES_LEFT lists the aliases that remain, by the block's names joined with ' = ': it only shrinks.
 */
const FAMILY_MODULES = [diagFamily, immoFamily, agenceFamily, recrutementFamily];

const ALIASES_LEFT: readonly string[] = [];

/** Every registered name, by block definition, across the families. */
function namesByBlock(): Map<AnyBlock, string[]> {
  const names = new Map<AnyBlock, string[]>();
  for (const family of FAMILY_MODULES)
    for (const [name, block] of Object.entries(family.blocks as Readonly<Record<string, AnyBlock>>)) {
      const known = names.get(block) ?? [];
      if (!known.includes(name)) known.push(name);
      names.set(block, known);
    }
  return names;
}

/** The aliases: names given to one block definition. */
export function aliasesOf(names: Map<AnyBlock, string[]>): string[] {
  return [...names.values()].filter((n) => n.length > 1).map((n) => [...n].sort().join(' = ')).sort();
}

describe('one name per block', () => {
  const names = namesByBlock();

  it('lists the registry of every family', () => {
    expect(FAMILY_MODULES.map((f) => f.id).sort()).toEqual([...FAMILIES].sort());
    expect(names.size).toBeGreaterThan(60);
  });

  it('no block is registered under two names (but the aliases still listed)', () => {
    expect(aliasesOf(names).filter((alias) => !ALIASES_LEFT.includes(alias))).toEqual([]);
  });

  it('every alias still listed is still an alias (the list only shrinks)', () => {
    const current = aliasesOf(names);
    expect(ALIASES_LEFT.filter((alias) => !current.includes(alias))).toEqual([]);
  });

  it('every name is namespaced: <capability or family>.<block>', () => {
    const bad = [...names.values()].flat().filter((name) => !/^[a-z]+\.[A-Za-z0-9]+$/.test(name));
    expect(bad).toEqual([]);
  });

  it('the check sees an alias when there is one', () => {
    const block = {} as AnyBlock;
    expect(aliasesOf(new Map([[block, ['immo.faq', 'agence.faq']]]))).toEqual(['agence.faq = immo.faq']);
    expect(aliasesOf(new Map([[block, ['legal.faq']]]))).toEqual([]);
  });
});
