/** Reads a JSON or form body into a plain object; never throws (a bad body becomes a clear 400). */
export type BodyResult = { ok: true; body: Record<string, unknown>; isForm: boolean } | { ok: false; status: number; message: string };

const MAX_BODY_BYTES = 64 * 1024;

export async function readBody(request: Request): Promise<BodyResult> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return { ok: false, status: 413, message: 'Requête trop volumineuse.' };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') body[key] = value;
      return { ok: true, body, isForm: true };
    }
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return { ok: false, status: 413, message: 'Requête trop volumineuse.' };
    const parsed: unknown = JSON.parse(text || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, status: 400, message: 'Le corps de la requête doit être un objet JSON.' };
    }
    return { ok: true, body: parsed as Record<string, unknown>, isForm: false };
  } catch {
    return { ok: false, status: 400, message: 'Corps de requête illisible (JSON invalide).' };
  }
}

/** A same-site path to go back to after a form post without JavaScript (never an absolute URL). */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value.slice(0, 500);
}
