import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { pageLocale } from '../page-document';
import type { Namespace } from './namespaces';
import { i18nOptions } from './options';
import './types';

/**
 * The browser's i18next, loaded only when a text the page's record lacks is needed (decision 60): the
 * page's language is the one the server wrote in <html lang>; only that locale's catalogues of the
 * page's namespaces are fetched (one small chunk each).
 */
export async function initClientI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  await i18next
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .init({ ...i18nOptions, ns: [...namespaces], lng: pageLocale(), fallbackLng: false });
  return i18next;
}
