import { listingBlocks } from '../../listings/blocks';
import { LEGAL_BLOCKS, prefixed } from '../../site/legal/blocks';
import { expertimoMLandingOneBlock } from './landing/ExpertimoMLandingOne';
import { agenceHomeBlock } from './home/AgenceHome';
import { rentGuardBlock } from './rent-guard/RentGuard';

/** Block types of the agence family, by the name pages store (one folder each). */
export const agenceBlocks = {
  ...listingBlocks,
  // Legal and help pages shared with the other network families (app/site/legal).
  ...prefixed('agence', LEGAL_BLOCKS),
  'agence.ExpertimoMLandingOne': expertimoMLandingOneBlock,
  'agence.rentGuard': rentGuardBlock,
  'agence.home': agenceHomeBlock,
};

export type AgenceBlocks = typeof agenceBlocks;

/** Blocks that draw their own header and footer (landing pages): the layout steps aside. */
export const STANDALONE_BLOCKS: ReadonlySet<string> = new Set(['agence.ExpertimoMLandingOne']);
