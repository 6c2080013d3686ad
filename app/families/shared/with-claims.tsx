import { type ClaimFigures, fillClaimsDeep } from '../../../domain/agence/claims';
import type { BlockDefinition, BlockProps } from '../../blocks/types';
import type { PublicSite } from '../../site/public-site';
import type { z } from 'zod';

/**
 * A content block with its texts' claim placeholders ('{portails}') filled from the site's record
 * before it renders (the page tables hold no figure): `figuresOf` reads the family's record.
 */
export function withClaims<S extends z.ZodType, D, Site extends PublicSite>(block: BlockDefinition<S, D, Site>, figuresOf: (site: Site) => ClaimFigures): BlockDefinition<S, D, Site> {
  const Inner = block.Component;
  function WithClaims(blockProps: BlockProps<z.output<S>, D, Site>) {
    const figures = figuresOf(blockProps.site);
    return <Inner {...blockProps} props={fillClaimsDeep(blockProps.props, figures)} />;
  }
  return { ...block, Component: WithClaims };
}
