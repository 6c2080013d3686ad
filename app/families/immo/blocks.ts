import { listingBlocks } from '../../listings/blocks';

/** Block types of the immo family, by the name pages store (one folder each). */
export const immoBlocks = {
  ...listingBlocks,
};

export type ImmoBlocks = typeof immoBlocks;
