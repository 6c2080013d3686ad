import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../domain/sites/site';

/*
 * Issue 10 item 1 / Done means: the engine iterates over the families and never names one
 * (`grep -rn "'diag'" app/blocks app/routes` finds nothing). Tests may build a site of a family.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ENGINE = ['app/blocks', 'app/routes'];

function engineSources(): Array<{ file: string; text: string }> {
  return ENGINE.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => ({ file: path.join(folder, f), text: fs.readFileSync(path.join(ROOT, folder, f), 'utf8') })),
  );
}

/** A family id written as a string literal, in any quotes. */
const familyLiteral = (family: string) => new RegExp(`['"\`]${family}['"\`]`);

describe('the engine never names a family', () => {
  it('reads the engine’s sources', () => {
    expect(engineSources().length).toBeGreaterThan(20);
  });

  it.each(FAMILIES)("no '%s' literal in app/blocks or app/routes", (family) => {
    const naming = engineSources()
      .filter(({ text }) => familyLiteral(family).test(text))
      .map(({ file }) => file);
    expect(naming).toEqual([]);
  });

  it('the check sees a family literal when there is one', () => {
    expect(familyLiteral('diag').test("if (site.family === 'diag') return;")).toBe(true);
    expect(familyLiteral('diag').test("import { diagBlocks } from './diag/blocks';")).toBe(false);
  });
});
