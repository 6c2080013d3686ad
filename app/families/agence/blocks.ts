/** Block types of the agence family, by the name pages store (one folder each). */
export const agenceBlocks = {};

export type AgenceBlocks = typeof agenceBlocks;
