import { adviserContactLoader } from './contact/loader.server';
import { adviserDirectoryLoader } from './directory/loader.server';
import { adviserProfileLoader } from './profile/loader.server';
import { redirectLoader } from '../../../network/advisers/redirect/loader.server';

export const adviserLoaders = {
  'immo.adviserDirectory': adviserDirectoryLoader,
  'immo.adviserProfile': adviserProfileLoader,
  'immo.adviserContact': adviserContactLoader,
  'advisers.redirect': redirectLoader,
};
