import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadFamily } from './families';
import { loadTranslations } from './i18n/replayed-translation';
import { pageFamily } from './page-document';

// Before hydration, so that the first render matches the server's: the page's family's blocks and
// layout, those of that family only (decision 45; the family is in <html data-family>). Texts need
// nothing: the server wrote the page's own in it (decision 60).
const family = pageFamily();
// The whole document first: the page's recorded texts are written after the scripts (decision 60).
const parsed = document.readyState === 'loading' ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true })) : null;
void Promise.all([parsed, family ? loadFamily(family) : null]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// The visitor's first move fetches i18next and the page's catalogues, which texts shown after an
// interaction (a form's messages, a dialog) may need, before they are asked for.
const EARLY_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
const early = () => {
  for (const type of EARLY_EVENTS) window.removeEventListener(type, early, true);
  void loadTranslations();
};
for (const type of EARLY_EVENTS) window.addEventListener(type, early, { capture: true, passive: true });
