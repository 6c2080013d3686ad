import type { Locale } from '../../domain/i18n/locale';
import enAdvisers from './locales/en/advisers.json';
import enConsent from './locales/en/consent.json';
import enAgence from './locales/en/agence.json';
import enCommon from './locales/en/common.json';
import enDiag from './locales/en/diag.json';
import enDirectory from './locales/en/directory.json';
import enForms from './locales/en/forms.json';
import enGestion from './locales/en/gestion.json';
import enImmo from './locales/en/immo.json';
import enListings from './locales/en/listings.json';
import enPages from './locales/en/pages.json';
import enRecrutement from './locales/en/recrutement.json';
import frAdvisers from './locales/fr/advisers.json';
import frConsent from './locales/fr/consent.json';
import frAgence from './locales/fr/agence.json';
import frCommon from './locales/fr/common.json';
import frDiag from './locales/fr/diag.json';
import frDirectory from './locales/fr/directory.json';
import frForms from './locales/fr/forms.json';
import frGestion from './locales/fr/gestion.json';
import frImmo from './locales/fr/immo.json';
import frListings from './locales/fr/listings.json';
import frPages from './locales/fr/pages.json';
import frRecrutement from './locales/fr/recrutement.json';
import type { Namespace } from './namespaces';

/** Every catalogue, bundled on the server (the browser loads only its page's locale, see i18n.client.ts). */
export const resources = {
  fr: { common: frCommon, directory: frDirectory, forms: frForms, diag: frDiag, immo: frImmo, agence: frAgence, recrutement: frRecrutement, advisers: frAdvisers, consent: frConsent, listings: frListings, pages: frPages, gestion: frGestion },
  en: { common: enCommon, directory: enDirectory, forms: enForms, diag: enDiag, immo: enImmo, agence: enAgence, recrutement: enRecrutement, advisers: enAdvisers, consent: enConsent, listings: enListings, pages: enPages, gestion: enGestion },
} satisfies Record<Locale, Record<Namespace, object>>;
