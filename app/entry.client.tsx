import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { isFamily } from '../domain/sites/site';
import { loadFamily } from './families';
import { initClientI18n } from './i18n/i18n.client';

// Before hydration: the page's catalogues (so the first render matches the server's) and its family's
// blocks and layout, only that family's (decision 45; the server wrote the family in <html data-family>).
const family = document.documentElement.dataset.family;
void Promise.all([initClientI18n(), family && isFamily(family) ? loadFamily(family) : null]).then(([i18n]) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
