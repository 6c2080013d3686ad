import { adviserContactBlock } from './contact/AdviserContact.block';
import { adviserDirectoryBlock } from './directory/AdviserDirectory.block';
import { adviserProfileBlock } from './profile/AdviserProfile.block';
import { redirectBlock } from '../../../network/advisers/redirect/Redirect';

/** The adviser pages' blocks (issue 12 items 3-5), spread into the immo family's registry. */
export const adviserBlocks = {
  'immo.adviserDirectory': adviserDirectoryBlock,
  'immo.adviserProfile': adviserProfileBlock,
  'immo.adviserContact': adviserContactBlock,
  'advisers.redirect': redirectBlock,
};
