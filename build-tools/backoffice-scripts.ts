import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the client build lists the back-office's scripts (read by server/auth/passkey-script.server.ts). */
export const BACKOFFICE_SCRIPTS_FILE = '.vite/backoffice-scripts.json';

/**
 * The back-office's scripts (decisions 0090, 0104): the passkey ceremonies, the news body's rich-text
 * editor; each a separate entry of the client build, so it gets a hashed file of its own. Nothing public imports it, so the public pages' chunks are
 * split exactly as before; the build fails if the file ever depends on another chunk (it must run
 * alone, under a policy that allows this one file's nonce).
 */
export function backofficeScripts(sources: Record<string, string>): Plugin {
  const references = new Map<string, { source: string; id: string }>();
  return {
    name: 'vitrine:backoffice-scripts',
    apply: 'build',
    buildStart() {
      for (const [name, source] of Object.entries(sources)) references.set(name, { source, id: this.emitFile({ type: 'chunk', id: path.resolve(source), name: `gestion-${name}`, preserveSignature: false }) });
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const listed: Record<string, string> = {};
      for (const [name, { source, id }] of references) {
        const fileName = this.getFileName(id);
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk') throw new Error(`backoffice script ${source} was not emitted`);
        if (chunk.imports.length || chunk.dynamicImports.length) throw new Error(`backoffice script ${source} must be one file; it imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}`);
        listed[name] = `/${fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: BACKOFFICE_SCRIPTS_FILE, source: JSON.stringify(listed) });
    },
  };
}
