// `npm test`: unit and integration tests (Vitest), then the built server end to end (Playwright).
// Ends with one plain line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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

for (const f of ['reports/vitest.json', 'reports/playwright.json']) fs.rmSync(f, { force: true });
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
const vitest = readJson('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1;
}

let e2eStatus = 1;
if (run('npx', ['react-router', 'build']) === 0) {
  e2eStatus = run('npx', ['playwright', 'test']);
  const pw = readJson('reports/playwright.json');
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected + (e2eStatus !== 0 && pw.stats.unexpected === 0 ? 1 : 0);
  } else {
    failed += 1;
  }
} else {
  console.error('Build failed: end-to-end tests not run.');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
