import { describe, expect, it } from 'vitest';
import { CONSENT_MODE_DEFAULTS, trackingBootstrap, trackingTag } from './tracking';

describe('tracking id rule (network spec §4: G- analytics, GTM- tag manager, nothing else)', () => {
  it.each([
    ['G-ABC123XYZ', 'gtag', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ'],
    ['GTM-K7Q2P9', 'gtm', 'https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2P9'],
    [' G-ABC123XYZ ', 'gtag', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ'],
  ])('%s loads %s', (id, kind, src) => {
    expect(trackingTag(id)).toMatchObject({ kind, src });
  });

  it.each([
    ['a Universal Analytics id', 'UA-12345-1'],
    ['an Ads id', 'AW-123456789'],
    ['lower case', 'g-abc123xyz'],
    ['a bare prefix', 'G-'],
    ['a bare tag-manager prefix', 'GTM-'],
    ['a script injection', 'G-ABC123"</script><script>alert(1)//'],
    ['empty', ''],
    ['a number', 123],
    ['nothing', undefined],
  ])('%s loads nothing', (_label, id) => {
    expect(trackingTag(id)).toBeNull();
  });
});

describe('Google Consent Mode v2 bootstrap', () => {
  const gtag = trackingTag('G-ABC123XYZ')!;
  const gtm = trackingTag('GTM-K7Q2P9')!;

  it('defaults every signal to denied', () => {
    expect(Object.values(CONSENT_MODE_DEFAULTS).every((v) => v === 'denied')).toBe(true);
    expect(Object.keys(CONSENT_MODE_DEFAULTS)).toEqual(expect.arrayContaining(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']));
    const script = trackingBootstrap(gtag, false);
    expect(script).toContain(`gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULTS)})`);
    expect(script).not.toContain("'update'");
    expect(script).not.toContain("'config'");
  });

  it('grants analytics storage only after consent, IP anonymised, ads still denied', () => {
    const script = trackingBootstrap(gtag, true);
    expect(script.indexOf("'default'")).toBeLessThan(script.indexOf("'update'"));
    expect(script).toContain(`gtag('consent','update',{"analytics_storage":"granted"})`);
    expect(script).toContain('"anonymize_ip":true');
    expect(script).not.toMatch(/ad_storage":"granted/);
  });

  it('starts the tag manager container after consent', () => {
    expect(trackingBootstrap(gtm, false)).not.toContain('gtm.start');
    expect(trackingBootstrap(gtm, true)).toContain("'gtm.start'");
  });
});
