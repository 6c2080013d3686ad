import { vi } from 'vitest';

/**
 * Vitest fake timers that Testing Library can drive. Its async helpers (user-event's, waitFor) wait
 * with a setTimeout of 0 and only advance fake clocks they recognise as Jest's: this exposes the
 * one method they call under the global name they look for.
 */
export function useComponentFakeTimers() {
  vi.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

export function restoreComponentTimers() {
  delete (globalThis as { jest?: unknown }).jest;
  vi.useRealTimers();
}
