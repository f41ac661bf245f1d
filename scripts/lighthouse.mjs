// Lighthouse (mobile, its default simulated throttling) on the public pages, N runs each, and a
// table of the medians. Lighthouse is fetched on demand with npx: it is large, and CI never runs
// it (its scores move with the machine's load; the build-output test in
// apps/web/src/app/route-preload.test.ts guards what it measures instead).
//   node scripts/lighthouse.mjs                       build the web app and the server, serve them on a fresh database, measure
//   node scripts/lighthouse.mjs --url http://127.0.0.1:3000   measure a server already running
//   options: --runs 3 (per page), --port 3520, --pages /,/login (a subset), --json out.json
// Figures and how to read them: docs/benchmarks.md, "Public pages on a phone (Lighthouse)".
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_PATH } from './chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12';
/** A well-formed code no certificate has: the page's check and its answer, as a visitor with a mistyped code meets them. */
const UNKNOWN_CODE = 'HC00-0000-0000-0000';
const PAGES = ['/', '/login', '/hackcamp/register', '/results', '/verify', `/verify/${UNKNOWN_CODE}`, '/photo-booth'];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const pages = option('pages', '') ? option('pages').split(',') : PAGES;
const root = path.resolve(import.meta.dirname, '..');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function healthy(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer /api/health in ${timeoutMs / 1000} s`);
}

/** Builds the web app into a folder of its own and the server, and starts the compiled server as `npm start` would. */
async function startServer(port) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-lighthouse-'));
  const webDist = path.join(tmp, 'web');
  console.log(`Building the web app into ${webDist} and the server...`);
  execFileSync('npm', ['run', 'build', '-w', '@hackcamp/web', '--', '--outDir', webDist, '--emptyOutDir'], { cwd: root, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build', '-w', '@hackcamp/server'], { cwd: root, stdio: 'ignore' });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: webDist,
      ADMIN_EMAIL: 'lighthouse-admin@hackcamp.test',
      ADMIN_PASSWORD: 'lighthouse-admin-pass',
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-lighthouse',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await healthy(url, 60_000);
  return { url, stop: () => server.kill() };
}

/** One Lighthouse run; a run that fails (Chromium now and then fails to start on a busy machine) is tried once more. */
function lighthouse(url, attempt = 1) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt > 1) throw error;
    process.stderr.write(
      `${url}: Lighthouse failed (${String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .at(-1)}), trying again\n`,
    );
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--chrome-path=${CHROME_PATH}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

const given = option('url');
const server = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await startServer(Number(option('port', '3520')));
const rows = [];
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(lighthouse(server.url + page));
      const r = results.at(-1);
      process.stderr.write(`${page} run ${i + 1}: ${r.score} (FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms)\n`);
    }
    const mid = (key) => median(results.map((r) => r[key]));
    rows.push({
      page,
      scores: results.map((r) => r.score),
      score: mid('score'),
      fcp: mid('fcp'),
      lcp: mid('lcp'),
      tbt: mid('tbt'),
      cls: mid('cls'),
      si: mid('si'),
    });
  }
} finally {
  server.stop();
}

const s = (ms) => (ms / 1000).toFixed(1);
console.log(`\nLighthouse ${LIGHTHOUSE}, mobile, median of ${runs} run(s); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
console.log('| Page | Performance | Runs | FCP (s) | LCP (s) | TBT (ms) | CLS | Speed Index (s) |');
console.log('|---|--:|---|--:|--:|--:|--:|--:|');
for (const r of rows) {
  console.log(`| \`${r.page}\` | ${r.score} | ${r.scores.join(', ')} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${s(r.si)} |`);
}
const json = option('json');
if (json) fs.writeFileSync(json, JSON.stringify(rows, null, 2));
