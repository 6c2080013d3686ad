import { familyModule } from '../families';
import type { PublicSite } from '../site/public-site';
import type { RenderedBlock } from './types';

/** The page's blocks, each rendered by its family's component for that type. */
export function BlockList({ blocks, site }: { blocks: RenderedBlock[]; site: PublicSite }) {
  const registry = familyModule(site.family).blocks;
  return (
    <>
      {blocks.map((block) => {
        const definition = registry[block.type];
        if (!definition) return null;
        const { Component } = definition;
        return <Component key={block.key} props={block.props} data={block.data} site={site} />;
      })}
    </>
  );
}
