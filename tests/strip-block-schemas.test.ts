import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { stripBlockSchemas } from '../build-tools/strip-block-schemas';

// A stand-in for zod whose builders have a visible side effect, so that keeping one shows in the output.
const FAKE_ZOD = `export const z = { object: (shape) => (globalThis.built = (globalThis.built || 0) + 1, { shape, optional() { return this; } }), string: () => ({ min() { return this; } }) };`;

async function bundle(entry: string): Promise<string> {
  const modules: Record<string, string> = { entry, zod: FAKE_ZOD, types: 'export function defineBlock(schema, Component) { return { schema, Component }; } export function defineFamily(family) { return { ...family }; }' };
  const plugin = stripBlockSchemas();
  const build = await rollup({
    input: 'entry',
    plugins: [
      { name: 'memory', resolveId: (id) => id.replace(/^\.\//, ''), load: (id) => modules[id] ?? null },
      { name: 'strip', transform: (code, id) => (plugin.transform as (this: unknown, code: string, id: string) => unknown).call({ parse: parseAst }, code, `/app/${id}.ts`) as never },
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  return output[0].code;
}

describe('browser build: block schemas and unread zod schemas are dropped (decision 58)', () => {
  it('a block keeps its component but not its schema, and a schema nothing reads is not built', async () => {
    const code = await bundle(`import { z } from './zod'; import { defineBlock } from './types';
      const unread = z.object({ name: z.string().min(1) }).optional();
      function Hero() { return 'hero'; }
      export const heroBlock = defineBlock(z.object({ audience: z.string() }), Hero);`);
    expect(code).toContain('defineBlock(void 0, Hero)');
    expect(code).not.toContain('audience');
    expect(code).not.toContain('name: ');
  });

  it('a block schema built from another schema (`imageProp.optional().describe(…)`) is dropped with its parts', async () => {
    const code = await bundle(`import { z } from './zod'; import { defineBlock } from './types';
      const imageProp = z.object({ src: z.string() });
      const unread = z.object({ heroImage: imageProp.optional(), links: z.array(imageProp.optional()) });
      function Hero() { return 'hero'; }
      export const heroBlock = defineBlock(z.object({ photo: imageProp.optional() }), Hero);`);
    expect(code).toContain('defineBlock(void 0, Hero)');
    expect(code).not.toContain('optional');
    expect(code).not.toContain('src: ');
  });

  it('a callback inside a kept schema keeps its calls', async () => {
    const code = await bundle(`import { z } from './zod';
      function track(value) { globalThis.seen = value; }
      export const leadSchema = z.object({ email: z.string().min(3) }).optional((value) => { track(value); return true; });`);
    expect(code).toContain('track(value);');
  });

  it("a family's page table is left out, its layout and blocks kept (decision 0148)", async () => {
    const code = await bundle(`import { defineFamily } from './types';
      const pages = { '/': { blocks: [{ type: 'hero', props: { title: 'Bienvenue à Sevran' } }] } };
      function Layout() { return 'layout'; }
      export const family = defineFamily({ id: 'immo', Layout, blocks: { hero: 'Hero' }, pages });
      export const other = defineFamily({ id: 'diag', Layout, blocks: {}, pages: { '/devis': 'Devis à Paris' } });`);
    expect(code).toContain('pages: void 0');
    expect(code).not.toContain('Bienvenue à Sevran');
    expect(code).not.toContain('Devis à Paris');
    expect(code).toContain('Layout,');
  });

  it('a schema the browser reads (a lead form validating) is kept', async () => {
    const code = await bundle(`import { z } from './zod';
      export const leadSchema = z.object({ email: z.string().min(3) });`);
    expect(code).toContain('email');
    expect(code).toContain('z.object(');
  });
});
