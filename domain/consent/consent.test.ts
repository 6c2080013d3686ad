import { describe, expect, it } from 'vitest';
import {
  applyConsentRequest,
  CONSENT_COOKIE,
  consentFor,
  consentFromCookieHeader,
  consentSetCookie,
  parseConsent,
  parseConsentRequest,
  serializeConsent,
  summarizeConsent,
  UNDECIDED,
} from './consent';

const NOW = new Date('2026-11-23T12:00:00Z');
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe('consent cookie', () => {
  it('writes the granted purposes, the decision and the time', () => {
    expect(serializeConsent(consentFor(['analytics', 'maps'], NOW))).toBe(`v1.d.${seconds('2026-11-23T12:00:00Z')}.analytics-maps`);
    expect(serializeConsent(consentFor([], NOW))).toBe(`v1.d.${seconds('2026-11-23T12:00:00Z')}.`);
    expect(serializeConsent(consentFor(['media'], NOW, false))).toBe(`v1.u.${seconds('2026-11-23T12:00:00Z')}.media`);
  });

  it('reads back what it wrote', () => {
    for (const consent of [consentFor(['analytics', 'media', 'maps', 'booking'], NOW), consentFor([], NOW), consentFor(['booking'], NOW, false)]) {
      expect(parseConsent(serializeConsent(consent), NOW)).toEqual(consent);
    }
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['another version', `v2.d.${seconds('2026-11-01T00:00:00Z')}.analytics`],
    ['a bad state', `v1.x.${seconds('2026-11-01T00:00:00Z')}.analytics`],
    ['a bad time', 'v1.d.yesterday.analytics'],
    ['too few parts', 'v1.d.analytics'],
    ['a date in the future', `v1.d.${seconds('2026-11-24T12:00:00Z')}.analytics`],
    ['a choice six months old (CNIL: asked again after six months)', `v1.d.${seconds('2026-05-23T12:00:00Z')}.analytics`],
  ])('counts %s as no choice', (_label, value) => {
    expect(parseConsent(value, NOW)).toEqual(UNDECIDED);
  });

  it('keeps a choice made a day short of six months', () => {
    const consent = parseConsent(`v1.d.${seconds('2026-05-24T12:00:00Z')}.analytics`, NOW);
    expect(consent.decided).toBe(true);
    expect(consent.granted.analytics).toBe(true);
  });

  it('ignores unknown purposes', () => {
    const consent = parseConsent(`v1.d.${seconds('2026-11-01T00:00:00Z')}.ads-maps-tracking`, NOW);
    expect(consent.granted).toEqual({ analytics: false, media: false, maps: true, booking: false });
  });

  it('finds its cookie among others in the Cookie header', () => {
    const header = `a=1; ${CONSENT_COOKIE}=v1.d.${seconds('2026-11-01T00:00:00Z')}.media; b=2`;
    expect(consentFromCookieHeader(header, NOW).granted.media).toBe(true);
    expect(consentFromCookieHeader('other=v1.d.1.media', NOW)).toEqual(UNDECIDED);
    expect(consentFromCookieHeader(null, NOW)).toEqual(UNDECIDED);
  });

  it('is stored six months, first-party, out of reach of scripts', () => {
    const header = consentSetCookie(consentFor(['analytics'], NOW), true);
    expect(header).toContain(`${CONSENT_COOKIE}=v1.d.`);
    expect(header).toContain('Path=/');
    expect(header).toContain('Expires=Sun, 23 May 2027 12:00:00 GMT');
    expect(header).toContain(`Max-Age=${seconds('2027-05-23T12:00:00Z') - seconds('2026-11-23T12:00:00Z')}`);
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(consentSetCookie(consentFor([], NOW), false)).not.toContain('Secure');
  });
});

describe('consent requests', () => {
  it.each([
    [{ choice: 'all', purposes: [] }, { choice: 'all' }],
    [{ choice: 'none', purposes: ['analytics'] }, { choice: 'none' }],
    [{ choice: 'custom', purposes: ['maps', 'ads', 'maps'] }, { choice: 'custom', purposes: ['maps'] }],
    [{ choice: 'allow', purposes: ['media'] }, { choice: 'allow', purpose: 'media' }],
    [{ choice: 'allow', purposes: ['ads'] }, null],
    [{ choice: 'allow', purposes: ['media', 'maps'] }, null],
    [{ choice: 'everything', purposes: [] }, null],
    [{ choice: undefined, purposes: [] }, null],
  ])('reads %j as %j', (fields, expected) => {
    expect(parseConsentRequest(fields)).toEqual(expected);
  });

  it("'Tout accepter' grants every purpose, 'Tout refuser' none, both answer the banner", () => {
    const all = applyConsentRequest(UNDECIDED, { choice: 'all' }, NOW);
    expect(summarizeConsent(all)).toBe('all');
    expect(all.decided).toBe(true);
    const none = applyConsentRequest(all, { choice: 'none' }, NOW);
    expect(summarizeConsent(none)).toBe('none');
    expect(none.decided).toBe(true);
  });

  it('the preferences form grants exactly what is ticked', () => {
    const custom = applyConsentRequest(consentFor(['analytics', 'media'], NOW), { choice: 'custom', purposes: ['maps'] }, NOW);
    expect(custom.granted).toEqual({ analytics: false, media: false, maps: true, booking: false });
    expect(summarizeConsent(custom)).toBe('custom');
  });

  it("a placeholder's button adds its purpose and leaves the banner unanswered", () => {
    const once = applyConsentRequest(UNDECIDED, { choice: 'allow', purpose: 'media' }, NOW);
    expect(once.decided).toBe(false);
    expect(once.granted).toEqual({ analytics: false, media: true, maps: false, booking: false });
    const twice = applyConsentRequest(once, { choice: 'allow', purpose: 'maps' }, NOW);
    expect(twice.granted).toEqual({ analytics: false, media: true, maps: true, booking: false });
    const afterBanner = applyConsentRequest(consentFor([], NOW), { choice: 'allow', purpose: 'maps' }, NOW);
    expect(afterBanner.decided).toBe(true);
  });
});
