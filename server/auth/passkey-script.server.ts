import fs from 'node:fs';

/** Written by the client build (build-tools/backoffice-scripts.ts): the hashed file of each back-office script. */
const BACKOFFICE_SCRIPTS_FILE = '.vite/backoffice-scripts.json';
/** The script's source: what Vite's development server serves (and what the build bundles). */
export const PASSKEY_SCRIPT_SOURCE = 'app/backoffice-scripts/passkeys.browser.ts';

let built: string | null | undefined;

/**
 * The passkey script's URL: the built file (`/assets/gestion-passkeys-<hash>.js`), or in development
 * (no client build) the source, which Vite's development server compiles on request.
 */
export function passkeyScriptUrl(listPath = `build/client/${BACKOFFICE_SCRIPTS_FILE}`): string {
  if (built === undefined) {
    built = null;
    if (fs.existsSync(listPath)) {
      const listed = JSON.parse(fs.readFileSync(listPath, 'utf8')) as { passkeys?: unknown };
      if (typeof listed.passkeys === 'string') built = listed.passkeys;
    }
  }
  return built ?? `/${PASSKEY_SCRIPT_SOURCE}`;
}

/** The news body's rich-text editor (decision 0104): the built file, or in development its source. */
export const RICH_TEXT_SCRIPT_SOURCE = 'app/backoffice-scripts/rich-text.browser.ts';
let builtRichText: string | null | undefined;
export function richTextScriptUrl(listPath = `build/client/${BACKOFFICE_SCRIPTS_FILE}`): string {
  if (builtRichText === undefined) {
    builtRichText = null;
    if (fs.existsSync(listPath)) {
      const listed = JSON.parse(fs.readFileSync(listPath, 'utf8')) as { 'rich-text'?: unknown };
      if (typeof listed['rich-text'] === 'string') builtRichText = listed['rich-text'];
    }
  }
  return builtRichText ?? `/${RICH_TEXT_SCRIPT_SOURCE}`;
}
