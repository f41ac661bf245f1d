// `npm test`: every test of the project, then one closing line `N passed, N failed`.
// - API tests (Vitest) on PGlite, and on PostgreSQL: TEST_DATABASE_URL if set, else a throwaway
//   cluster when this machine has PostgreSQL's server binaries.
// - Web unit tests (Vitest).
// - Browser tests (Playwright + Debian's Chromium) against the real server on a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, stopPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- api web`

let startedPg = false;
if (!process.env.TEST_DATABASE_URL && (only.length === 0 || only.includes('api'))) {
  try {
    const url = startPostgres();
    if (url) {
      process.env.TEST_DATABASE_URL = url;
      startedPg = true;
      console.log(`Started a throwaway PostgreSQL for the tests: ${url}`);
    } else {
      console.log('No PostgreSQL server binaries found: the API tests run on PGlite only (apt-get install postgresql).');
    }
  } catch (err) {
    console.log(`Could not start a throwaway PostgreSQL (${err.message.split('\n')[0]}): the API tests run on PGlite only.`);
  }
}

function run(name, cmd, args, opts = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

const suites = [];

function vitestSuite(name, workspaceDir) {
  const file = path.join(out, `${name}.json`);
  const code = run(name, 'npx', ['vitest', 'run', '--root', workspaceDir, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  }
  suites.push({ name, passed, failed, skipped, code });
}

function playwrightSuite() {
  const name = 'browser (Playwright)';
  const file = path.join(out, 'e2e.json');
  const code = run(name, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(file)) {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
    passed = (s.expected ?? 0) + (s.flaky ?? 0);
    failed = s.unexpected ?? 0;
    skipped = s.skipped ?? 0;
    if (s.flaky) console.log(`\n${s.flaky} browser test(s) passed only on a retry (flaky): see the list above.`);
  }
  suites.push({ name, passed, failed, skipped, code });
}

const want = (key) => only.length === 0 || only.includes(key);
try {
  if (want('api')) vitestSuite('api (Vitest)', 'apps/server');
  if (want('web')) vitestSuite('web unit (Vitest)', 'apps/web');
  if (want('e2e')) playwrightSuite();
} finally {
  if (startedPg) stopPostgres();
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const s of suites) {
  // A runner that exited non-zero with no failed test (a crash, a compile error) counts as one failure.
  const crashed = s.code !== 0 && s.failed === 0 ? 1 : 0;
  console.log(`${s.name}: ${s.passed} passed, ${s.failed + crashed} failed, ${s.skipped} skipped${crashed ? ' (runner exited with an error)' : ''}`);
  passed += s.passed;
  failed += s.failed + crashed;
  skipped += s.skipped;
}
if (passed === 0) failed += 1; // a run that executed no test is not a pass
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
