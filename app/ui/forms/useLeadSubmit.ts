import { useCallback, useRef, useState } from 'react';

export type SubmitState = 'idle' | 'sending' | 'success' | 'error';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The error text of a failed answer: its JSON message or error, its text, or 'HTTP {status}'. */
async function failureText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof json.message === 'string' && json.message) return json.message;
    if (typeof json.error === 'string' && json.error) return json.error;
  } catch {
    // not JSON: the text itself is the message
  }
  return text.trim() || `HTTP ${response.status}`;
}

/**
 * Posts a lead as JSON with an idempotency key kept for this filling of the form, so a double
 * click or a retry stores one lead; a second submit while one is sending is ignored.
 */
export function useLeadSubmit(endpoint: string, headers: Record<string, string> = {}) {
  const [state, setState] = useState<SubmitState>('idle');
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const key = useRef<string | null>(null);

  const submit = useCallback(
    async (body: Record<string, unknown>): Promise<{ ok: boolean; data?: unknown }> => {
      if (sending.current) return { ok: false };
      sending.current = true;
      key.current ??= newKey();
      setState('sending');
      setError(null);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key.current, ...headers },
          body: JSON.stringify(body),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(await failureText(response));
        const data: unknown = await response.json().catch(() => null);
        key.current = null;
        setState('success');
        return { ok: true, data };
      } catch (e) {
        setError(e instanceof Error ? e.message : 'Network error');
        setState('error');
        return { ok: false };
      } finally {
        sending.current = false;
      }
    },
    [endpoint, headers],
  );

  const reset = useCallback(() => {
    setState('idle');
    setError(null);
    key.current = null;
  }, []);

  return { state, error, submit, reset };
}
