import type { Page } from '@playwright/test';
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

/** The SQLite file of this run's server (the webServer of playwright.config.ts creates it afresh). */
export const E2E_DATABASE_PATH = `data/e2e-${E2E_PORT}.sqlite`;

/**
 * Resolves once React has committed the hydration of the page. React tags DOM nodes with its fiber
 * while it renders, before the commit that makes their handlers live: a click in between follows
 * the plain HTML link (it happened in CI). So this reads the root React Router hydrates (the
 * document): its current state stops being dehydrated only at that commit.
 * Hydration starts only after the first paint (decision 0055): a test of client behaviour waits here.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'));
    if (!key) return false;
    const hostRoot = (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key];
    return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}
