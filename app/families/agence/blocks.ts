import { LEGAL_BLOCKS, prefixed } from '../../site/legal/blocks';

/** Block types of the agence family, by the name pages store (one folder each). */
export const agenceBlocks = {
  // Legal and help pages shared with the other network families (app/site/legal).
  ...prefixed('agence', LEGAL_BLOCKS),
};

export type AgenceBlocks = typeof agenceBlocks;
