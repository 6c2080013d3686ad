import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the client build lists each family's browser files (read by app/families/family-preload.server.ts). */
export const FAMILY_CHUNKS_FILE = '.vite/family-chunks.json';

const FAMILY_MODULE = /app\/families\/([a-z]+)\/family\.ts$/;

/**
 * Lists, per family, the chunk holding its browser module and every chunk that chunk imports, so the
 * server can announce them with <link rel="modulepreload"> (decision 48). Vite's own manifest cannot
 * say it: a family module shared with its islands lands in a chunk without an entry of its own.
 */
export function familyChunks(): Plugin {
  return {
    name: 'vitrine-family-chunks',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const families: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const family = FAMILY_MODULE.exec(id.split(path.sep).join('/'))?.[1];
          if (!family) continue;
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          visit(chunk.fileName);
          families[family] = [...files].map((file) => `/${file}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: FAMILY_CHUNKS_FILE, source: JSON.stringify(families) });
    },
  };
}
