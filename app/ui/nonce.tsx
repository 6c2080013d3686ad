import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce, provided during server rendering only (app/entry.server.tsx). In the
 * browser it is empty: inline scripts ran once, as the server wrote them, and are never re-run.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
