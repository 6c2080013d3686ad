import type frAdvisers from './locales/fr/advisers.json';
import type frConsent from './locales/fr/consent.json';
import type frAgence from './locales/fr/agence.json';
import type frCommon from './locales/fr/common.json';
import type frDiag from './locales/fr/diag.json';
import type frDirectory from './locales/fr/directory.json';
import type frForms from './locales/fr/forms.json';
import type frGestion from './locales/fr/gestion.json';
import type frImmo from './locales/fr/immo.json';
import type frListings from './locales/fr/listings.json';
import type frPages from './locales/fr/pages.json';
import type frRecrutement from './locales/fr/recrutement.json';

/** French is the source of truth for the keys: t('diag:layout.news') with a typo fails typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof frCommon;
      directory: typeof frDirectory;
      forms: typeof frForms;
      diag: typeof frDiag;
      immo: typeof frImmo;
      agence: typeof frAgence;
      recrutement: typeof frRecrutement;
      advisers: typeof frAdvisers;
      consent: typeof frConsent;
      listings: typeof frListings;
      pages: typeof frPages;
      gestion: typeof frGestion;
    };
  }
}
