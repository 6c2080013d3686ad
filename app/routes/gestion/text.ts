import { useTranslation } from '../../i18n/use-translation';

export type Text = (key: string, values?: Record<string, unknown>) => string;

/**
 * The back-office's texts ('gestion' catalogue) by key. Many keys are built at run time (a status, a
 * form, a payload field), so `t` is used untyped here; the catalogue test checks both locales agree.
 */
export function useText(): Text {
  const { t } = useTranslation('gestion');
  return t as unknown as Text;
}

/** A back-office page's meta: its title, and never indexed (a child route's meta replaces its parent's). */
export function backofficeMeta(title: string | undefined) {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}
