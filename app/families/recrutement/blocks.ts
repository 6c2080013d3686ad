import { LEGAL_BLOCKS, prefixed } from '../../site/legal/blocks';

/** Block types of the recrutement family, by the name pages store (one folder each). */
export const recrutementBlocks = {
  // Legal and help pages shared with the other network families (app/site/legal).
  ...prefixed('recrutement', LEGAL_BLOCKS),
};

export type RecrutementBlocks = typeof recrutementBlocks;
