import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPublicAddress, webhookUrlProblem } from '../../domain/crm/webhook-address';

/** Thrown when a webhook's address is, or resolves to, a private or special one. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`l’adresse ${host} mène à un réseau privé ou réservé : envoi refusé`);
  }
}

/**
 * A DNS lookup that keeps only public addresses. It runs inside the connection itself, so the address
 * checked is the address connected to: a name that answers a public address to a first lookup and
 * 127.0.0.1 to the next (DNS rebinding) is still refused.
 */
export type Resolve = (hostname: string, options: dns.LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) => void;

export const publicOnlyLookup = (resolve: Resolve = dns.lookup): LookupFunction => (hostname, options, callback) => {
  resolve(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const usable = addresses.filter((a) => isPublicAddress(a.address));
    if (usable.length === 0) return callback(new PrivateAddressError(hostname), '', 0);
    if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};


/**
 * The fetch webhooks post with. 'refuse' (the default, production): only public addresses, checked on
 * the URL and at connection time. 'allow': a developer's or a test's local receiver (env
 * WEBHOOK_PRIVATE_ADDRESSES=allow).
 */
export function webhookFetch(policy: 'refuse' | 'allow', resolve: Resolve = dns.lookup): typeof fetch {
  if (policy === 'allow') return fetch;
  const publicAgent = new Agent({ connect: { lookup: publicOnlyLookup(resolve) } });
  return (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (webhookUrlProblem(url.href)) throw new PrivateAddressError(url.hostname);
    try {
      return (await undiciFetch(url, { ...(init as object), dispatcher: publicAgent })) as unknown as Response;
    } catch (error) {
      // undici wraps a refused lookup as "fetch failed"; say what happened.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PrivateAddressError) throw cause;
      throw error;
    }
  }) as typeof fetch;
}
