/** The network's mark (immo, agence and recrutement sites): the tab icon of their sites. */
export const NETWORK_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0f5c63"/><path d="M8 21 20 10l12 11v10a1 1 0 0 1-1 1h-7v-7h-8v7H9a1 1 0 0 1-1-1V21Z" fill="#b5892e"/></svg>';
