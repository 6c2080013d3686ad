import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { isFamily } from '../domain/sites/site';
import { loadFamily } from './families';
import { initClientI18n } from './i18n/i18n.client';
import { pageNamespaces } from './i18n/page-namespaces';

// Before hydration, so that the first render matches the server's: the page's family's blocks and
// layout and its catalogues, those of that family only (decision 45; the family is in <html data-family>).
const declared = document.documentElement.dataset.family;
const family = declared && isFamily(declared) ? declared : null;
void Promise.all([initClientI18n(pageNamespaces(family)), family ? loadFamily(family) : null]).then(([i18n]) => {
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
