import fs from 'node:fs';
import path from 'node:path';

/** A record's first lines: `# N. Title`, a blank line, `Status: …`. */
const STATUS = /^Status: (.+)$/m;

/** The decision records of a folder, in order: number, file, title and status line. */
export function readDecisions(dir) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const title = /^# \d+\. (.+)$/m.exec(text)?.[1] ?? null;
      const status = STATUS.exec(text.split('\n').slice(0, 6).join('\n'))?.[1] ?? null;
      return { number: file.slice(0, 4), file, title, status };
    });
}

/** docs/decisions/README.md as `npm run decisions` writes it: one line per record with its status. */
export function decisionIndex(dir) {
  const rows = readDecisions(dir).map((d) => `| [${d.number}](${d.file}) | ${d.title ?? '(untitled)'} | ${d.status ?? '(no status)'} |`);
  return [
    '# Decision records',
    '',
    'One file per significant decision, numbered in order. Each starts with `# N. Title` and a',
    '`Status:` line: `accepted (date)`, with what later records replaced or amended. A record is never',
    'rewritten when a later one changes it: the later one says so and the status line points to it.',
    'This index is generated: `npm run decisions` (a test fails when it is stale).',
    '',
    '| # | Decision | Status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
