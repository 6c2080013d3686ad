import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ESM script of the repo, without types
import { decisionIndex, readDecisions } from '../scripts/lib/decision-index.mjs';

const DIR = 'docs/decisions/';
type Decision = { number: string; file: string; title: string | null; status: string | null };

describe('decision records', () => {
  const decisions = readDecisions(DIR) as Decision[];

  it('each has a title numbered like its file and a status line (accepted, with its date)', () => {
    const bad = decisions.filter((d) => !d.title || !d.status || !/^accepted\b.*\(\d{4}-\d{2}-\d{2}\)$/.test(d.status));
    expect(bad.map((d) => d.file)).toEqual([]);
    for (const d of decisions) expect(fs.readFileSync(DIR + d.file, 'utf8').startsWith(`# ${Number(d.number)}. `)).toBe(true);
  });

  it('numbers are unique', () => {
    const numbers = decisions.map((d) => d.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('a status naming a later record names one that exists', () => {
    const numbers = new Set(decisions.map((d) => d.number));
    const named = decisions.flatMap((d) => [...(d.status ?? '').replace(/\(\d{4}-\d{2}-\d{2}\)$/, '').matchAll(/\b(\d{4})\b/g)].map((m) => m[1] as string));
    expect(named.filter((n) => !numbers.has(n))).toEqual([]);
  });

  it('the index (docs/decisions/README.md) is up to date: npm run decisions', () => {
    expect(fs.readFileSync(`${DIR}README.md`, 'utf8')).toBe(decisionIndex(DIR));
  });
});
