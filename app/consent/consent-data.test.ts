import { describe, expect, it } from 'vitest';
import { isConsentPage } from './consent-data';

describe('the preferences page, where no banner shows (issue 38 item 14)', () => {
  it.each([
    ['/gestion-des-cookies', true],
    ['/gestion-des-cookies/', true],
    ['/en/gestion-des-cookies', true],
    ['/', false],
    ['/en', false],
    ['/politique-cookies', false],
    ['/en/politique-cookies', false],
  ])('%s → %s', (path, expected) => expect(isConsentPage(path)).toBe(expected));
});
