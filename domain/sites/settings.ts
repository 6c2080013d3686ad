import { z } from 'zod';

/** Lenient readers: a field of the wrong type becomes undefined instead of breaking the site. */
export const optionalText = z.string().trim().optional().catch(undefined);
export const optionalFlag = z.boolean().optional().catch(undefined);

/** Settings every family understands. */
export const commonSettingsShape = {
  /** The network's brand ('Diagéo', 'Maisonfort'). */
  brand: optionalText,
  /** Serve only the site's own pages (the under-construction variant), nothing of the family's table. */
  onlyOwnPages: optionalFlag,
  /** Where lead notifications go when the CRM record has no e-mail. */
  leadEmail: optionalText,
  /** Google Analytics (G-…) or Tag Manager (GTM-…) id: loaded only after the visitor's consent. */
  trackingId: optionalText,
};

/** An object read leniently: anything but an object reads as {}, unknown keys are dropped. */
export function parseLenient<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
  return result.success ? result.data : schema.parse({});
}

/** The listed keys of an object, nothing else: what a family lets through to the browser. */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out as Pick<T, K>;
}

/** A link to a sister site (the network's recruitment site): its id and production host. */
export const siblingSchema = z.object({ id: z.string(), host: z.string() }).optional().catch(undefined);
