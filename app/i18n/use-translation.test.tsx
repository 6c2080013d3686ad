import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the test compares the app's hook with the library's own
import { I18nextProvider, useTranslation as useReactTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './instances.server';
import { useTranslation } from './use-translation';

type LooseT = (key: string, options?: Record<string, unknown>) => string;
type Seen = { t: unknown; i18n: unknown; texts: string[] };

/** Renders the same component with the app's hook and with react-i18next's, and returns what each saw. */
function renderBoth(locale: 'fr' | 'en', use: (hook: typeof useTranslation, seen: Seen) => React.ReactNode) {
  const html = (hook: typeof useTranslation) => {
    const seen: Seen = { t: null, i18n: null, texts: [] };
    function Probe() {
      return <>{use(hook, seen)}</>;
    }
    const markup = renderToString(
      <I18nextProvider i18n={i18nFor(locale)}>
        <Probe />
      </I18nextProvider>,
    );
    return { markup, seen };
  };
  return { app: html(useTranslation), library: html(useReactTranslation) };
}

describe('useTranslation on the server (decision 0047)', () => {
  it('is the server version in this environment', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(useTranslation).not.toBe(useReactTranslation);
  });

  it.each(['fr', 'en'] as const)('%s: writes what react-i18next writes, with and without options, namespaces and prefixes', (locale) => {
    const { app, library } = renderBoth(locale, (hook, seen) => {
      // Keys of every kind, some missing: the catalogue typings are set aside.
      const t = hook('diag').t as unknown as LooseT;
      const t2 = hook(['diag', 'common']).t as unknown as LooseT;
      const t3 = hook('common', { keyPrefix: 'combobox' }).t as unknown as LooseT;
      const texts = [
        t('services.diagnostic-dpe'),
        t('services.diagnostic-dpe'),
        t2('common:skipLink'),
        t2('services.diagnostic-amiante'),
        t('common:copyright', { year: 2026, name: 'Cabinet Exemple' }),
        t('no.such.key'),
        t3('place.groups.departement'),
        t('services.unknown-service', { defaultValue: 'Service inconnu' }),
        t('services.unknown-service', { defaultValue: 'Autre service' }),
        t('carousel.learnMoreAbout', { label: 'DPE' }),
        t('carousel.learnMoreAbout', { label: 'amiante' }),
      ].map(String);
      seen.texts.push(...texts);
      return (
        <p>{texts.join('|')}</p>
      );
    });
    expect(app.markup).toBe(library.markup);
    expect(app.seen.texts).toEqual(library.seen.texts);
    // Real catalogue texts, not keys: the comparison above is not between two empty renders.
    expect(app.seen.texts[0]).not.toBe('services.diagnostic-dpe');
    expect(app.seen.texts[2]).not.toBe('common:skipLink');
    expect(app.seen.texts[6]).not.toBe('place.groups.departement');
    expect(app.seen.texts.slice(7, 9)).toEqual(['Service inconnu', 'Autre service']);
    expect(app.seen.texts[9]).toContain('DPE');
    expect(app.seen.texts[10]).toContain('amiante');
  });

  it('gives the same t and instance to every render of a locale, another to the other locale', () => {
    const seenT: unknown[] = [];
    const seenI18n: unknown[] = [];
    function Probe() {
      const { t, i18n } = useTranslation('diag');
      seenT.push(t);
      seenI18n.push(i18n);
      return null;
    }
    for (const locale of ['fr', 'fr', 'en'] as const) {
      renderToString(
        <I18nextProvider i18n={i18nFor(locale)}>
          <Probe />
        </I18nextProvider>,
      );
    }
    expect(seenT[0]).toBe(seenT[1]);
    expect(seenT[2]).not.toBe(seenT[0]);
    expect(seenI18n[0]).toBe(i18nFor('fr'));
    expect(seenI18n[2]).toBe(i18nFor('en'));
  });

  it('translates a key asked with values afresh each time', () => {
    const texts: string[] = [];
    function Probe({ site }: { site: string }) {
      const { t } = useTranslation();
      texts.push(t('copyright', { year: 2026, name: site }));
      return null;
    }
    for (const site of ['Cabinet A', 'Cabinet B']) {
      renderToString(
        <I18nextProvider i18n={i18nFor('fr')}>
          <Probe site={site} />
        </I18nextProvider>,
      );
    }
    expect(texts[0]).toContain('Cabinet A');
    expect(texts[1]).toContain('Cabinet B');
  });
});
