import type { Response } from 'express';
import helmet from 'helmet';
import { TRACKING_HOSTS } from '../../domain/consent/tracking';
import { BOOKING_HOSTS } from '../../domain/immo/booking';

export interface SecurityHeaderSettings {
  /** Strict-Transport-Security max-age in seconds; 0 sends none. */
  hstsMaxAge: number;
  /** Vite's development server injects <style> elements; the built site has none. */
  development: boolean;
}

/** Default HSTS: a year in production (the sites are served over HTTPS behind the proxy), off otherwise. */
export function hstsMaxAgeFor(nodeEnv: string, configured: number | undefined): number {
  return configured ?? (nodeEnv === 'production' ? 31_536_000 : 0);
}

/**
 * The headers every answer carries, static files included: CSP with a per-response script nonce
 * and no inline styles, frame-ancestors, HSTS, nosniff and the referrer policy.
 */
export function securityHeaders({ hstsMaxAge, development }: SecurityHeaderSettings) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A consented tracker (G- / GTM- id) loads from Google Tag Manager, with the nonce for its bootstrap.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...TRACKING_HOSTS.script],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...TRACKING_HOSTS.img],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:', ...TRACKING_HOSTS.connect],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://player.vimeo.com', ...BOOKING_HOSTS],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });
}
