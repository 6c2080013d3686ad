/** Delay before the next delivery attempt: doubles after each failure, capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(baseMs * 2 ** Math.min(exponent, 30), maxMs);
}
