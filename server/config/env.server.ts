import { z } from 'zod';

// Every setting the server reads, checked once at boot so a typo fails loudly, naming the variable.
const urlOrOffline = (fallback: string, offlineWords: string[] = ['offline']) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => offlineWords.includes(v) || /^https?:\/\/\S+$/.test(v), `doit être une URL http(s) ou « ${offlineWords.join(' » ou « ')} »`);

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.test(v), hint);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:data/vitrine.sqlite')
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), 'doit commencer par file: (SQLite) ou postgres://'),
  // 'sample' (or 'offline'): the bundled sample certificates answer, for the demo and tests.
  ADEME_API_URL: urlOrOffline('https://data.ademe.fr/data-fair/api/v1', ['sample', 'offline']),
  BAN_API_URL: urlOrOffline('https://data.geopf.fr/geocodage'),
  MAP_TILES_URL: z.string().trim().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: optionalUrl(/^smtps?:\/\/\S+$/, 'doit être une URL smtp:// ou smtps://'),
  LEAD_WEBHOOK_URL: optionalUrl(/^https?:\/\/\S+$/, 'doit être une URL http(s)'),
  LEAD_FROM_EMAIL: z.string().email().default('leads@vitrine.local'),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(15000),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).default(30000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(4000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v)),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Strict-Transport-Security max-age in seconds; 0 switches it off. Default: a year in production, off otherwise.
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63072000).optional(),
  // Rate limits of every POST within one window: per client IP, and per site, form and IP range
  // (a /24, or a /48 in IPv6); a site's total only raises an alert (decision 0069).
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  RATE_LIMIT_PER_RANGE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  RATE_LIMIT_SITE_ALERT: z.coerce.number().int().min(1).max(10_000_000).default(300),
  // Back-office sign-in links asked in 15 minutes, per e-mail and per client IP (a person never meets them).
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(1_000_000).default(5),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // Webhooks post only to public addresses; 'allow' lets a developer's or a test's local receiver in (decision 0122).
  WEBHOOK_PRIVATE_ADDRESSES: z.enum(['refuse', 'allow']).default('refuse'),
  MEDIA_DIR: z.string().default('media'),
  // Signs the one-click unsubscribe links of buyer alerts (decision 0032). Required for a real
  // deployment (SEED_DEMO=false in production); otherwise a random one is drawn at each start.
  ALERT_LINK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, 'doit compter au moins 32 caractères'),
  // How often the server looks for newly published or cheaper listings matching active alerts.
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  CACHE_DIR: z.string().default('data/cache'),
  // Rendered anonymous pages kept in memory (megabytes; 0 switches the render cache off), and how often
  // each instance looks for content changed by any instance (decision 0039).
  RENDER_CACHE_MB: z.coerce.number().min(0).max(8192).default(64),
  RENDER_CACHE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // `reference` answers pages through React Router's own entry template, render cache off: the conformance suite's yardstick (decision 0157), never for visitors.
  RENDER_PIPELINE: z.enum(['vitrine', 'reference']).default('vitrine'),
  // The operators' host: the back-office answers at /gestion there and nowhere else (issue 29).
  ADMIN_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .default('gestion.localhost')
    .refine((v) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(v), 'doit être un nom d’hôte sans port (ex. gestion.monreseau.fr)'),
  // Signs the back-office's session cookies (decision 0082). Required for a real deployment; otherwise drawn at each start.
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, 'doit compter au moins 32 caractères'),
}).refine((env) => env.ALERT_LINK_SECRET !== undefined || env.NODE_ENV !== 'production' || env.SEED_DEMO, {
  path: ['ALERT_LINK_SECRET'],
  message: 'obligatoire en production hors démo (SEED_DEMO=false) : signe les liens de désinscription des alertes',
}).refine((env) => env.AUTH_SECRET !== undefined || env.NODE_ENV !== 'production' || env.SEED_DEMO, {
  path: ['AUTH_SECRET'],
  message: 'obligatoire en production hors démo (SEED_DEMO=false) : signe les sessions du back-office',
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws an EnvError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Configuration invalide :\n${lines.join('\n')}`);
}
