import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text assets (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml)$/;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to one asset. */
export async function precompressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzip(source, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Hashed assets never change, so they are compressed once at build at the highest levels (brotli 11
 * is too slow to run per request) and served as files by express-static-gzip (server.mjs, decision 48).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Not Vite's own manifest (.vite/): the server reads it, nobody downloads it.
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
