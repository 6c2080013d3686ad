import fs from 'node:fs';

/** Written by `npm run build` (build-tools/build-page-editor.mjs): the page editor's hashed script and stylesheet. */
export const PAGE_EDITOR_MANIFEST = 'build/client/.vite/page-editor.json';

let built: { script: string; style: string } | null | undefined;

/**
 * The page editor's files (decision 0098): built apart from the public pages by esbuild, so Puck and
 * React's client never share a chunk with them. Null before a build (development): the editor page
 * then shows its read-only block list only.
 */
export function pageEditorAssets(manifest = PAGE_EDITOR_MANIFEST): { script: string; style: string } | null {
  if (built === undefined) {
    built = null;
    if (fs.existsSync(manifest)) {
      const listed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { script?: unknown; style?: unknown };
      if (typeof listed.script === 'string' && typeof listed.style === 'string') built = { script: listed.script, style: listed.style };
    }
  }
  return built;
}
