import type { Family } from '../../domain/sites/site';
import type { Namespace } from './namespaces';

/** What every page's shared interface uses: the layouts' words, lead-form messages, the consent banner. */
export const SHARED_NAMESPACES = ['common', 'forms', 'consent'] as const satisfies readonly Namespace[];

/**
 * The catalogues a family's pages use besides the shared ones (decision 45): the browser fetches only
 * these before hydrating. An agency site reuses the network's blocks (decision 36), hence immo's.
 * page-namespaces.test.ts checks each family's sources name no other namespace.
 */
export const FAMILY_NAMESPACES: Readonly<Record<Family, readonly Namespace[]>> = {
  diag: ['diag'],
  immo: ['immo', 'advisers', 'listings', 'pages'],
  agence: ['agence', 'immo', 'advisers', 'listings', 'pages'],
  recrutement: ['recrutement'],
};

/** The namespaces a page loads in the browser: its family's, or the directory's on the demo directory. */
export function pageNamespaces(family: Family | null): Namespace[] {
  return [...SHARED_NAMESPACES, ...(family ? FAMILY_NAMESPACES[family] : ['directory' as const])];
}
