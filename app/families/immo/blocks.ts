/** Block types of the immo family, by the name pages store (one folder each). */
export const immoBlocks = {};

export type ImmoBlocks = typeof immoBlocks;
