import { describe, expect, it } from 'vitest';
import { readSignupPageState, signupErrorPath, signupSuccessPath } from './signup-page';

const read = (path: string) => readSignupPageState(new URL(path, 'http://x').searchParams);

describe('sign-up page state in the URL (no JavaScript)', () => {
  it('success carries the meeting date', () => {
    const path = signupSuccessPath(new Date('2026-12-01T08:00:00Z'));
    expect(path).toBe('/reunion-d-information?inscrit=1&reunion=2026-12-01T08%3A00%3A00.000Z#inscription');
    expect(read(path)).toEqual({ kind: 'success', meetingAt: new Date('2026-12-01T08:00:00Z') });
  });

  it('a forged date is ignored', () => expect(read('/?inscrit=1&reunion=demain')).toEqual({ kind: 'success', meetingAt: null }));

  // The messages are catalogue keys; their French text is the spec's (app/families/recrutement/signup/signup-schema.test.ts).
  it('errors name fields only, and each gets its message key', () => {
    const path = signupErrorPath(['email', 'accept', 'nope']);
    expect(path).toBe('/reunion-d-information?champs=email,accept#inscription');
    expect(read(path)).toEqual({ kind: 'form', errors: { email: 'recrutement:signup.errors.email', accept: 'recrutement:signup.errors.accept' }, formError: null });
  });
});
