import type { PublicSite } from '../site/public-site';
import { blockRegistry } from './registry';
import type { RenderedBlock } from './types';

export function BlockList({ blocks, site }: { blocks: RenderedBlock[]; site: PublicSite }) {
  return (
    <>
      {blocks.map((block) => {
        const definition = blockRegistry[block.type];
        if (!definition) return null;
        const Component = definition.Component as React.ComponentType<{ props: unknown; data: unknown; site: PublicSite }>;
        return <Component key={block.key} props={block.props} data={block.data} site={site} />;
      })}
    </>
  );
}
