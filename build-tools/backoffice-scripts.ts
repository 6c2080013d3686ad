import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the client build lists the back-office's scripts (read by server/auth/passkey-script.server.ts). */
export const BACKOFFICE_SCRIPTS_FILE = '.vite/backoffice-scripts.json';

/**
 * The back-office's one script (decision 0090): its passkey ceremonies, a separate entry of the client
 * build, so it gets a hashed file of its own. Nothing public imports it, so the public pages' chunks are
 * split exactly as before; the build fails if the file ever depends on another chunk (it must run
 * alone, under a policy that allows this one file's nonce).
 */
export function backofficeScripts(source: string): Plugin {
  const absolute = path.resolve(source);
  let referenceId = '';
  return {
    name: 'vitrine:backoffice-scripts',
    apply: 'build',
    buildStart() {
      referenceId = this.emitFile({ type: 'chunk', id: absolute, name: 'gestion-passkeys', preserveSignature: false });
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const fileName = this.getFileName(referenceId);
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk') throw new Error(`backoffice script ${source} was not emitted`);
      if (chunk.imports.length || chunk.dynamicImports.length) throw new Error(`backoffice script ${source} must be one file; it imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}`);
      this.emitFile({ type: 'asset', fileName: BACKOFFICE_SCRIPTS_FILE, source: JSON.stringify({ passkeys: `/${fileName}` }) });
    },
  };
}
