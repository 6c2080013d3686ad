import { listingBlocks } from '../../listings/blocks';

/** Block types of the agence family, by the name pages store (one folder each). */
export const agenceBlocks = {
  ...listingBlocks,
};

export type AgenceBlocks = typeof agenceBlocks;
