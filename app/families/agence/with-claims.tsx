import type { AgencePublicSite } from '../../../domain/agence/site';
import { fillClaimsDeep } from '../../../domain/agence/claims';
import type { BlockDefinition, BlockProps } from '../../blocks/types';
import type { PublicSite } from '../../site/public-site';
import type { z } from 'zod';

/**
 * A network block as an agency page uses it, its texts' claim placeholders ('{portails}') filled
 * from the agency's record before it renders (the page tables hold no figure).
 */
export function withClaims<S extends z.ZodType, D, Site extends PublicSite>(block: BlockDefinition<S, D, Site>): BlockDefinition<S, D, Site> {
  const Inner = block.Component;
  function WithClaims(blockProps: BlockProps<z.output<S>, D, Site>) {
    const figures = (blockProps.site as unknown as AgencePublicSite).crm.keyFigures ?? {};
    return <Inner {...blockProps} props={fillClaimsDeep(blockProps.props, figures)} />;
  }
  return { ...block, Component: WithClaims };
}
