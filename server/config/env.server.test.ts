import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('fills the defaults on an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('file:data/vitrine.sqlite');
    expect(env.BAN_API_URL).toBe('https://data.geopf.fr/geocodage');
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADEME_API_URL', 'ftp://x'],
    ['SMTP_URL', 'http://mail'],
    ['LEAD_WEBHOOK_URL', 'not a url'],
    ['RATE_LIMIT_PER_IP', 'beaucoup'],
    ['RATE_LIMIT_PER_RANGE', '0'],
    ['RATE_LIMIT_SITE_ALERT', 'beaucoup'],
    ['RATE_LIMIT_WINDOW_MS', '10'],
    ['HSTS_MAX_AGE', '-1'],
    ['ALERT_LINK_SECRET', 'trop-court'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrowError(new RegExp(name));
  });

  it('accepts offline upstreams and postgres URLs', () => {
    const env = parseEnv({ ADEME_API_URL: 'offline', BAN_API_URL: 'offline', DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(env.ADEME_API_URL).toBe('offline');
    expect(env.DATABASE_URL).toMatch(/^postgres/);
  });

  it('reads TRUST_PROXY as a boolean or an Express trust setting', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
  });

  it('reads the rate limits: 20 per IP, 60 per site, form and IP range a minute, an alert past 300 posts to a site', () => {
    expect(parseEnv({})).toMatchObject({ RATE_LIMIT_PER_IP: 20, RATE_LIMIT_PER_RANGE: 60, RATE_LIMIT_SITE_ALERT: 300, RATE_LIMIT_WINDOW_MS: 60_000 });
    expect(parseEnv({ RATE_LIMIT_PER_IP: '5', RATE_LIMIT_PER_RANGE: '50', RATE_LIMIT_SITE_ALERT: '900' })).toMatchObject({ RATE_LIMIT_PER_IP: 5, RATE_LIMIT_PER_RANGE: 50, RATE_LIMIT_SITE_ALERT: 900 });
  });

  it('requires ALERT_LINK_SECRET for a real production deployment only', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false' })).toThrowError(/ALERT_LINK_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', ALERT_LINK_SECRET: 'x'.repeat(32), AUTH_SECRET: 'y'.repeat(32) }).ALERT_LINK_SECRET).toBe('x'.repeat(32));
    expect(parseEnv({ NODE_ENV: 'production' }).ALERT_LINK_SECRET).toBeUndefined();
  });

  it('requires AUTH_SECRET for a real production deployment only, and reads ADMIN_HOST without a port', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', ALERT_LINK_SECRET: 'x'.repeat(32) })).toThrowError(/AUTH_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrowError(/AUTH_SECRET/);
    expect(parseEnv({}).ADMIN_HOST).toBe('gestion.localhost');
    expect(parseEnv({ ADMIN_HOST: 'Gestion.Reseau.fr' }).ADMIN_HOST).toBe('gestion.reseau.fr');
    expect(() => parseEnv({ ADMIN_HOST: 'gestion.localhost:3000' })).toThrowError(/ADMIN_HOST/);
  });
});
