import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';

// Zod compiles its parsers with `new Function` when it may; our CSP forbids eval, and the probe
// alone logs a CSP violation in every browser console. Interpreted parsing is fast enough for forms.
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
