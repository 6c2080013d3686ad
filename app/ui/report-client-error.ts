/**
 * Sends a browser-side failure to the server's error reporter (spec §8: the contact form's failure
 * "is sent to an error-reporting service"). Best effort: a beacon, never an exception.
 */
export function reportClientError(where: string, message: string): void {
  try {
    const body = JSON.stringify({ where, message: message.slice(0, 500), page: window.location.pathname });
    if (!navigator.sendBeacon?.('/api/client-errors', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/client-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {});
    }
  } catch {
    // reporting must never break the page
  }
}
