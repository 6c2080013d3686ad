/**
 * One catalogue file per area, in app/i18n/locales/<locale>/<namespace>.json. Add a namespace here and
 * in resources.server.ts; the parity test checks both locales have the same keys.
 */
export const NAMESPACES = ['common', 'directory', 'forms', 'diag', 'immo', 'agence', 'recrutement', 'advisers', 'consent', 'listings', 'pages', 'gestion'] as const;
export type Namespace = (typeof NAMESPACES)[number];
