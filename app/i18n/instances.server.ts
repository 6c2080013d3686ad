import { createInstance, type i18n, type TFunction } from 'i18next';
import type { Locale } from '../../domain/i18n/locale';
import { type Namespace, NAMESPACES } from './namespaces';
import { i18nOptions } from './options';
import { resources } from './resources.server';
import './types';

// One instance per locale, built once: nothing on the server changes an instance's language, so
// requests can share them (each request picks the one of its locale).
const instances = new Map<Locale, i18n>();

export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance({ ...i18nOptions, lng: locale, resources, initAsync: false });
    void instance.init();
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * A `t` bound to a locale, for loaders, actions, API answers and e-mails. Keys name their namespace:
 * fixedT(locale)('forms:email.invalid'); bare keys are in 'common'.
 */
export function fixedT(locale: Locale): TFunction<Namespace[]> {
  let t = fixedTs.get(locale);
  if (!t) {
    t = i18nFor(locale).getFixedT(locale, [...NAMESPACES]);
    fixedTs.set(locale, t);
  }
  return t;
}

// Loaders ask for one on every request; the instance never changes, nor does its fixed t.
const fixedTs = new Map<Locale, TFunction<Namespace[]>>();
