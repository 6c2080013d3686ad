import { ADVISER_CONTACT_FORM_ID } from '../../../../domain/leads/lead-form-fields';
import { adviserContactForm } from './contact/form.server';
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

/** The lead forms the adviser pages post to themselves (the contact page's Message / Devis / RDV). */
export const adviserForms = {
  [ADVISER_CONTACT_FORM_ID]: adviserContactForm,
};
