/** Block types of the recrutement family, by the name pages store (one folder each). */
export const recrutementBlocks = {};

export type RecrutementBlocks = typeof recrutementBlocks;
