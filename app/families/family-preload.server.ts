import fs from 'node:fs';
import { FAMILIES, type Family } from '../../domain/sites/site';

const FAMILY_CHUNKS = 'build/client/.vite/family-chunks.json';

/**
 * The browser files of each family's module and of the chunks it imports, as the client build listed
 * them (build-tools/family-chunks.ts, decision 48): the page announces them with <link rel="modulepreload">
 * so that the browser fetches them alongside the entry instead of after it. Those links leave the
 * document with React Router's (decision 0055): its deferred module script adds them after the first
 * paint, ahead of the imports. Empty without a built client (development, unit tests).
 */
export function familyPreloads(listPath = FAMILY_CHUNKS): Map<Family, string[]> {
  const preloads = new Map<Family, string[]>();
  if (!fs.existsSync(listPath)) return preloads;
  const listed = JSON.parse(fs.readFileSync(listPath, 'utf8')) as Partial<Record<string, unknown>>;
  for (const family of FAMILIES) {
    const files = listed[family];
    if (Array.isArray(files)) preloads.set(family, files.filter((file): file is string => typeof file === 'string'));
  }
  return preloads;
}
