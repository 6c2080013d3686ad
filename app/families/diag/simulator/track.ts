import { splitSiteAndSubdomain } from '../../../../domain/sites/host';

const SENT_KEY = 'vitrine:dpe-track';
const sentThisPage = new Set<string>();

function alreadySent(pair: string): boolean {
  if (sentThisPage.has(pair)) return true;
  try {
    return (JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[]).includes(pair);
  } catch {
    return false;
  }
}

function remember(pair: string) {
  sentThisPage.add(pair);
  try {
    const list = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[];
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...list, pair].slice(-200)));
  } catch {
    // private mode: the in-memory set still prevents repeats on this page
  }
}

/**
 * Spec §7.4: one tracking call per certificate number and page address, never repeated for the
 * same pair; failures are ignored silently.
 */
export function trackLookup(numero: string): void {
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  const pair = `${numero.toUpperCase()}|${pageUrl}`;
  if (alreadySent(pair)) return;
  remember(pair);
  const { site, subdomain } = splitSiteAndSubdomain(window.location.host);
  void fetch('/api/cms-websites/activ-simulateur-track', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'X-Site': site, 'X-Subdomain': subdomain ?? '' },
    body: JSON.stringify({ numero, pageUrl }),
    cache: 'no-store',
    keepalive: true,
  })
    .then(async (response) => {
      const data = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (!response.ok || data?.success !== true) throw new Error(data?.message ?? `HTTP ${response.status}`);
    })
    .catch(() => undefined);
}
