// The browser's `zod`: the same library, told not to compile parsers with `new Function`. Our CSP
// forbids eval, and zod's probe alone logs a violation. Aliased in vite.config.ts for the client
// build only, so the setting is in place before any schema module runs.
// `config`, not `z.config`: the client build declares `z.…` calls pure (decision 58) and would drop it.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
