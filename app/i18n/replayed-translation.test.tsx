// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations, setTranslations } from './replayed-translation';
import { answerKeyOf, RECORDED_TEXTS_ID, serializeRecordedTexts } from './replay-keys';
import { useTranslation } from './use-translation';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

// An English diagnostics page as the server wrote it: a record that differs from the catalogue, so an
// answer from the record cannot be mistaken for one from i18next.
beforeAll(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dataset.family = 'diag';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RECORDED_TEXTS_ID;
  script.textContent = serializeRecordedTexts({
    [answerKeyOf(['diag'])]: { 'reviews.play': 'Recorded autoplay', 'reviews.slideOf\u0000{"index":2,"total":5}': 'Recorded 2 of 5' },
  });
  document.body.append(script);
});
afterAll(() => setTranslations(null));

describe('the browser answers texts from the page’s record (decision 0060)', () => {
  it('answers a recorded call with its recorded text, in the page’s language, without i18next', () => {
    const { result } = renderHook(() => useTranslation('diag'));
    const t = result.current.t as unknown as LooseT;
    expect(t('reviews.play')).toBe('Recorded autoplay');
    expect(t('reviews.slideOf', { index: 2, total: 5 })).toBe('Recorded 2 of 5');
    expect(result.current.i18n.language).toBe('en');
  });

  it('a call the server did not make: nothing at first, then the catalogue’s text once i18next has loaded; recorded calls keep their text', async () => {
    const { result } = renderHook(() => useTranslation('diag'));
    expect((result.current.t as unknown as LooseT)('reviews.pause')).toBe('');
    // The miss itself asked for i18next: the component renders again with the English catalogue.
    await waitFor(() => expect((result.current.t as unknown as LooseT)('reviews.pause')).toBe('Pause'), { timeout: 5_000 });
    const t = result.current.t as unknown as LooseT;
    expect(t('reviews.slideOf', { index: 3, total: 5 })).toBe('3 of 5');
    expect(t('reviews.play')).toBe('Recorded autoplay');
    expect(await loadTranslations()).not.toBeNull();
  });
});
