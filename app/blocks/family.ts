import type { ReactNode } from 'react';
import type { Family, PageDefinition } from '../../domain/sites/site';
import type { PublicSite } from '../site/public-site';
import type { AnyBlock, PageTable } from './types';

/**
 * The browser-safe half of a family (app/families/<family>/family.ts): its layout, blocks and page
 * table. The server half (family.server.ts) adds loaders, sitemap, JSON-LD, favicon and route hooks.
 */
export interface FamilyModule {
  id: Family;
  /** How the directory of demo sites names the family. */
  label: string;
  /** Header and footer around every page (method: a layout written for the family's own site type fits). */
  Layout: { render(props: { site: PublicSite; children: ReactNode }): ReactNode }['render'];
  /** Block types by name; names are the family's own ('diag.hero'…). */
  blocks: Readonly<Record<string, AnyBlock>>;
  /** Path pattern → page. */
  pages: Readonly<Record<string, PageDefinition>>;
  /** The layout works without JavaScript (menus are <details>): pages of static blocks ship none. */
  staticLayout: boolean;
}

export interface FamilyDefinition<Blocks, F extends Family = Family> {
  id: F;
  label: string;
  Layout: FamilyModule['Layout'];
  blocks: Blocks;
  pages: NoInfer<PageTable<Blocks>>;
  staticLayout?: boolean;
}

/** A family, its page table checked against its own blocks at compile time. */
export function defineFamily<Blocks extends Readonly<Record<string, AnyBlock>>, F extends Family>(family: FamilyDefinition<Blocks, F>): Omit<FamilyModule, 'blocks' | 'id'> & { id: F; blocks: Blocks } {
  return { ...family, staticLayout: family.staticLayout ?? false };
}
