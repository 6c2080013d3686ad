import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './instances.server';
import { RecordedTexts } from './RecordedTexts';
import { answerKeyOf, parseRecordedTexts, RECORDED_TEXTS_ID } from './replay-keys';
import { TextRecorder, TextRecorderContext } from './text-recorder';
import { useTranslation } from './use-translation';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

function Probe() {
  const t = useTranslation('diag').t as unknown as LooseT;
  const common = useTranslation('common').t as unknown as LooseT;
  return (
    <p>
      {t('reviews.play')}|{common('copyright', { year: 2026, name: 'Cabinet <Exemple>' })}|{t('reviews.play')}
    </p>
  );
}

/** A server render as entry.server.tsx does it: the recorder around the page, the record written last. */
function render(locale: 'fr' | 'en') {
  const recorder = new TextRecorder();
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <TextRecorderContext value={recorder}>
        <Probe />
        <RecordedTexts />
      </TextRecorderContext>
    </I18nextProvider>,
  );
  const script = new RegExp(`<script type="application/json" id="${RECORDED_TEXTS_ID}">([^<]*)</script>`).exec(html);
  return { html, recorder, written: parseRecordedTexts(script?.[1]) };
}

describe('the server records the texts of a render for the browser (decision 0060)', () => {
  it.each(['fr', 'en'] as const)('%s: each text given is written under its answer and call, after the page', (locale) => {
    const { html, written } = render(locale);
    const [play, copyright] = /<p>([^<]*)<\/p>/.exec(html.replace(/<!-- -->/g, ''))![1]!.split('|').map((text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    expect(play).toBe(locale === 'fr' ? 'Lecture automatique' : i18nFor('en').t('diag:reviews.play'));
    expect(copyright).toContain('Cabinet <Exemple>');
    expect(written).toEqual({
      [answerKeyOf(['diag'])]: { 'reviews.play': play },
      [answerKeyOf(['common'])]: { 'copyright\u0000{"year":2026,"name":"Cabinet <Exemple>"}': copyright },
    });
    expect(html.indexOf(RECORDED_TEXTS_ID)).toBeGreaterThan(html.indexOf('</p>'));
  });

  it('keeps one record per request: a second render starts empty', () => {
    const first = render('fr').recorder;
    const second = new TextRecorder();
    expect(second.texts).toEqual({});
    expect(Object.keys(first.texts)).toHaveLength(2);
  });

  it('writes an empty record when no recorder is given (a render outside a request)', () => {
    const html = renderToString(<RecordedTexts />);
    expect(html).toContain('>{}</script>');
  });
});
