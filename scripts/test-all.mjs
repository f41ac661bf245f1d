// `npm test`: every test of the project, then one closing line `N passed, N failed`.
// - API tests (Vitest) on PGlite, then on PostgreSQL: TEST_DATABASE_URL if set, else a throwaway
//   cluster when this machine has PostgreSQL's server binaries.
// - Web tests (Vitest): pure functions in Node and components in jsdom (apps/web's two projects).
// - Browser tests (Playwright + Debian's Chromium) against the real server on a fresh database.
//
// A part of the run that should have happened and did not is a failure, not a skip: the API run
// on PostgreSQL (missing, or every test skipped) and the browser tests of the `exclusive` project
// (they start only once every other browser test passed). The one exception: outside CI, a machine
// without PostgreSQL's server binaries runs the API tests on PGlite only, and the run says so
// loudly at the end. Under CI (CI=true, set by .ci/run) there is no exception.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgBin, startPostgres, stopPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- api web`
const want = (key) => only.length === 0 || only.includes(key);
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/** Lines that make the run fail although no single test did, printed next to the closing line. */
const problems = [];
/** Lines that do not fail the run but must not go unnoticed. */
const warnings = [];

let startedPg = false;
/** Why the API tests run without PostgreSQL, when they do. */
let noPostgresReason = null;
if (want('api') && !process.env.TEST_DATABASE_URL) {
  if (!findPgBin()) {
    noPostgresReason = 'this machine has no PostgreSQL server binaries (apt-get install postgresql)';
  } else {
    try {
      process.env.TEST_DATABASE_URL = startPostgres();
      startedPg = true;
      console.log(`Started a throwaway PostgreSQL for the tests: ${process.env.TEST_DATABASE_URL}`);
    } catch (err) {
      // The binaries are here, so PostgreSQL was meant to run: that it could not is a failure.
      problems.push(`The API tests did not run on PostgreSQL: a throwaway cluster could not start (${err.message.split('\n')[0]}).`);
    }
  }
  if (noPostgresReason && inCi) problems.push(`The API tests did not run on PostgreSQL: ${noPostgresReason}. CI needs both engines.`);
  else if (noPostgresReason) warnings.push(`The API tests ran on PGlite ONLY: ${noPostgresReason}. Nothing here was checked on PostgreSQL.`);
}

function run(name, cmd, args, opts = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const suites = [];
/** One line per failed test, printed again at the very end. */
const failures = [];
// eslint-disable-next-line no-control-regex -- the reporters' messages carry terminal colours
const COLOURS = /\u001b\[[0-9;]*m/g;
const firstLine = (text) => (text ?? '').replace(COLOURS, '').trim().split('\n')[0].slice(0, 300);

function vitestSuite(name, report, workspaceDir, extraArgs = []) {
  const file = path.join(out, `${report}.json`);
  const code = run(name, 'npx', ['vitest', 'run', '--root', workspaceDir, ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const r = readJson(file);
  const suite = {
    name,
    code,
    passed: r?.numPassedTests ?? 0,
    failed: r?.numFailedTests ?? 0,
    skipped: r ? r.numPendingTests + (r.numTodoTests ?? 0) : 0,
  };
  // CI shows only the end of the output: name each failed test there, with its first error line.
  for (const file of r?.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') failures.push(`${name}: ${path.relative(root, file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  suites.push(suite);
  return suite;
}

/** Every test of a Playwright JSON report, with its project and whether it ran at all. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        tests.push({
          project: t.projectName,
          status: t.status,
          ran: (t.results ?? []).length > 0,
          title: `${spec.file}:${spec.line} › ${spec.title}`,
          error: firstLine(t.results?.at(-1)?.error?.message),
        });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return tests;
}

function playwrightSuite() {
  const name = 'browser (Playwright)';
  const file = path.join(out, 'e2e.json');
  const code = run(name, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const r = readJson(file);
  const s = r?.stats ?? {};
  suites.push({ name, code, passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 });
  if (s.flaky) console.log(`\n${s.flaky} browser test(s) passed only on a retry (flaky): see the list above.`);
  if (!r) return; // the runner's own failure is counted above
  for (const t of playwrightTests(r)) if (t.status === 'unexpected') failures.push(`${name}: [${t.project}] ${t.title}: ${t.error}`);

  // The exclusive project flips event-wide switches, so it waits for every other browser test;
  // when one of those fails, Playwright leaves the exclusive tests out and lists them as skipped.
  const exclusive = playwrightTests(r).filter((t) => t.project === 'exclusive');
  const notRun = exclusive.filter((t) => !t.ran).length;
  if (exclusive.length === 0) {
    problems.push('No browser test of the exclusive project was found: the switch tests did not run.');
  } else if (notRun > 0) {
    const cause = s.unexpected ? `${s.unexpected} browser test(s) failed before them` : 'the run stopped before them';
    problems.push(
      `${notRun} of ${exclusive.length} browser test(s) of the exclusive project did not run: they start only after every other browser test passed, and ${cause}.`,
    );
  } else if (exclusive.every((t) => t.status === 'skipped')) {
    problems.push('Every browser test of the exclusive project was skipped: the switch tests checked nothing.');
  }
}

try {
  if (want('api')) {
    // `pglite*`: the engine's two projects, its files and then those that start processes (apps/server/vitest.config.ts).
    vitestSuite('api on PGlite (Vitest)', 'api-pglite', 'apps/server', ['--project', 'pglite*']);
    if (process.env.TEST_DATABASE_URL) {
      const pg = vitestSuite('api on PostgreSQL (Vitest)', 'api-postgres', 'apps/server', ['--project', 'postgres*']);
      if (pg.passed === 0 && pg.failed === 0) {
        problems.push(
          pg.skipped > 0
            ? `The API tests on PostgreSQL were all skipped (${pg.skipped}): nothing was checked on PostgreSQL.`
            : 'The API tests on PostgreSQL did not run (no `postgres` Vitest project ran a test).',
        );
      }
    }
  }
  if (want('web')) vitestSuite('web unit and components (Vitest)', 'web', 'apps/web');
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
if (passed === 0) problems.push('No test ran at all.');
// Right above the closing line, so whoever reads only the end still sees them.
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
if (warnings.length || problems.length) console.log('');
for (const line of warnings) console.log(`!!! WARNING: ${line}`);
for (const line of problems) console.log(`!!! FAILED: ${line}`);
failed += problems.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
