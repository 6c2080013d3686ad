import { cleanValue } from '../../domain/input/bounded-input';

export type BodyResult = { ok: true; body: Record<string, unknown>; isForm: boolean } | { ok: false; status: number; message: string };

/** The largest body any route accepts (a lead form); each route has its own limit (body-limits.server.ts). */
export const MAX_BODY_BYTES = 64 * 1024;
const TOO_LARGE = { ok: false, status: 413, message: 'Requête trop volumineuse.' } as const;
const TOO_DEEP = { ok: false, status: 400, message: 'Données trop imbriquées.' } as const;

// Past the limit the rest of a body is read and thrown away (so the client, still sending, gets the
// 413 instead of a reset connection), up to this much; a larger one has its connection closed.
const DISCARD_AT_MOST = 64 * 1024 * 1024;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_AT_MOST) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away
  }
}

/**
 * The body's bytes, counted as they arrive whatever the transfer encoding (chunked or not), or
 * null as soon as there are more than `limit`: nothing more is kept, so a 50 MB post costs `limit` bytes.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    if (request.body) void discardRest(request.body.getReader());
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      void discardRest(reader);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const UNREADABLE = { ok: false, status: 400, message: 'Corps de requête illisible.' } as const;

export type FormResult = { ok: true; form: FormData } | { ok: false; status: number; message: string };

/**
 * A form post (urlencoded or multipart) read as FormData within `limit` bytes: the one reader of every
 * form body, so the standard parser only ever sees bytes already counted.
 */
export async function readForm(request: Request, limit: number): Promise<FormResult> {
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimitedBytes(request, limit);
  } catch {
    return UNREADABLE;
  }
  if (!bytes) return TOO_LARGE;
  try {
    return { ok: true, form: await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData() };
  } catch {
    return { ok: false, status: 400, message: 'Formulaire illisible.' };
  }
}

export interface ReadBodyOptions {
  /** The route's limit (server/api/body-limits.server.ts): past it, 413. */
  limit: number;
  /** Form fields that may repeat (checkboxes), read as arrays; other fields keep their last value. */
  lists?: readonly string[];
}

/** A JSON or form body as a plain object, within the route's limit; never throws (a bad body becomes a clear 400 or 413). */
export async function readBody(request: Request, { limit, lists = [] }: ReadBodyOptions): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimitedBytes(request, limit);
  } catch {
    return UNREADABLE;
  }
  if (!bytes) return TOO_LARGE;
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      // The bytes are already bounded: the standard parser reads them from memory.
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      const body: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') body[key] = value;
      for (const key of lists) body[key] = form.getAll(key).filter((v): v is string => typeof v === 'string');
      const cleaned = cleanValue(body);
      return cleaned.ok ? { ok: true, body: cleaned.value as Record<string, unknown>, isForm: true } : TOO_DEEP;
    }
    const text = new TextDecoder().decode(bytes);
    const parsed: unknown = JSON.parse(text || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, status: 400, message: 'Le corps de la requête doit être un objet JSON.' };
    }
    const cleaned = cleanValue(parsed);
    return cleaned.ok ? { ok: true, body: cleaned.value as Record<string, unknown>, isForm: false } : TOO_DEEP;
  } catch {
    return { ok: false, status: 400, message: 'Corps de requête illisible (JSON invalide).' };
  }
}
