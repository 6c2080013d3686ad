// `npm test`: unit and integration tests (Vitest), then the built server end to end (Playwright),
// then — when PostgreSQL is there (TEST_DATABASE_URL) — a slice of the end-to-end suite against the
// server started on PostgreSQL, then the render conformance suite (playwright.conformance.config.ts). Ends with one plain line CI reads: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

fs.mkdirSync('reports', { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
/** Tests that failed, then passed on their retry (E2E_RETRIES): listed, never hidden. */
const flaky = [];
/** Tests that failed: named again just above the closing line, where a CI log's tail shows them. */
const failures = [];

const reports = ['reports/vitest.json', 'reports/playwright.json', 'reports/playwright-postgres.json', 'reports/conformance.json'];
for (const f of reports) fs.rmSync(f, { force: true });
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
const vitest = readJson('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
  for (const file of vitest.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    failures.push(...tests.map((t) => `${name} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`));
    if (file.status === 'failed' && tests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
} else {
  failed += 1;
}
ok &&= vitestStatus === 0;

/** The first line of an error message, short enough for a log's tail. */
function firstLine(message) {
  return stripVTControlCharacters(String(message ?? '')).split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}

/** The titles (and first error line) of the tests a Playwright JSON report marks failed. */
function failedTitles(suites, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((t) => t.status === 'unexpected'))
      .map((spec) => {
        const result = spec.tests.flatMap((t) => t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const title = [...path, suite.title].filter((x) => x && !x.endsWith('.ts')).concat(spec.title).join(' › ');
        return `${spec.file}:${spec.line} › ${title}: ${firstLine(result?.error?.message ?? result?.errors?.[0]?.message)}`;
      }),
    ...failedTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

/** The titles of the tests a Playwright JSON report marks flaky (failed, then passed on a retry). */
function flakyTitles(suites, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => (spec.tests ?? []).some((t) => t.status === 'flaky')).map((spec) => `${spec.file}:${spec.line} › ${[...path, suite.title].filter((x) => x && !x.endsWith('.ts')).concat(spec.title).join(' › ')}`),
    ...flakyTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

/** One Playwright run; its counts are added to the totals. */
function playwright(report, args, env) {
  const status = run('npx', ['playwright', 'test', ...args], { E2E_REPORT: report, ...env });
  const pw = readJson(report);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    flaky.push(...flakyTitles(pw.suites ?? []));
    failures.push(...failedTitles(pw.suites ?? []));
    skipped += pw.stats.skipped;
    failed += pw.stats.unexpected + (status !== 0 && pw.stats.unexpected === 0 ? 1 : 0);
  } else {
    failed += 1;
  }
  ok &&= status === 0;
}

if (run('npm', ['run', 'build']) === 0) {
  playwright('reports/playwright.json', [], {});
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    // The server on PostgreSQL: the foundation journeys (pages, forms stored, API, headers).
    const port = Number(process.env.E2E_PORT ?? 4173) + 1;
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=e2e_${port}`);
    console.log(`\nEnd-to-end slice on PostgreSQL (port ${port}).`);
    playwright('reports/playwright-postgres.json', ['e2e/foundation.spec.ts'], { E2E_PORT: String(port), E2E_DATABASE_URL: url.toString() });
  }
  // Every demo page through our render pipeline and through React Router's own entry (decision 0157).
  console.log("\nRender conformance: our pipeline against React Router's entry, same build.");
  playwright('reports/conformance.json', ['-c', 'playwright.conformance.config.ts'], {});
} else {
  console.error('Build failed: end-to-end tests not run.');
  failed += 1;
  ok = false;
}

if (flaky.length) console.log(`\n${flaky.length} flaky (failed once, passed on the retry; counted as passed):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\n${failures.length} failed:\n${failures.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && ok ? 0 : 1);
