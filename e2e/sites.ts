import { E2E_PORT } from '../playwright.config';

/** The local URL of a demo site. */
export function siteUrl(siteId: string, path = '/'): string {
  return `http://${siteId}.localhost:${E2E_PORT}${path}`;
}

export const DIRECTORY_URL = `http://localhost:${E2E_PORT}/`;

export const DEMO_SITES = ['diag-paris15', 'diag-annecy', 'diag-brest', 'reseau', 'sevran', 'recrutement'] as const;

/** Node cannot resolve *.localhost: API calls from tests go to 127.0.0.1 with the site's Host header. */
export function apiTarget(siteId: string, path: string): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${E2E_PORT}${path}`, headers: { host: `${siteId}.localhost:${E2E_PORT}` } };
}
