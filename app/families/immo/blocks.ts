import { adviserBlocks } from './advisers/blocks';

/** Block types of the immo family, by the name pages store (one folder each). */
export const immoBlocks = {
  ...adviserBlocks,
};

export type ImmoBlocks = typeof immoBlocks;
