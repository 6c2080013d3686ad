import { LRUCache } from 'lru-cache';
import type { DpeLookup } from '../../../domain/dpe/lookup';
import type { DpeSource } from './ademe-client.server';

export interface DpeCacheOptions {
  max?: number;
  /** How long an answer (found or not found) is kept. */
  answerTtlMs?: number;
  /** How long a failure is kept: a stalled ADEME is not asked again by every visitor at once. */
  failureTtlMs?: number;
}

/** A short-lived cache of certificate lookups, answers and failures alike, keyed by the number as typed (spaces out, upper case). */
export function createCachedDpeSource(inner: DpeSource, options: DpeCacheOptions = {}): DpeSource {
  const { max = 2000, answerTtlMs = 10 * 60_000, failureTtlMs = 30_000 } = options;
  const cache = new LRUCache<string, DpeLookup>({ max, ttl: answerTtlMs });
  return {
    async lookup(numero, signal) {
      const key = numero.replace(/\s+/g, '').toUpperCase();
      const hit = cache.get(key);
      if (hit) return hit;
      const answer = await inner.lookup(numero, signal);
      // A lookup the caller cut short failed for the caller's reason, not ADEME's.
      if (!signal?.aborted) cache.set(key, answer, { ttl: answer.status === 'error' ? failureTtlMs : answerTtlMs });
      return answer;
    },
  };
}
