// First-load JavaScript per route of the built web app, gzipped: what a first visit downloads
// before the screen works (the entry, its static imports, the route's lazy chunk and that chunk's
// static imports). Reads Vite's build manifest, so run it after `npm run build -w @hackcamp/web`.
//   node scripts/web-bundle-report.mjs [--markdown] [--dist apps/web/dist]
// Exits 1 when a page with a budget (the landing page, sign-in) is over BUDGET_KB.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 120;
const KB = 1024;

/** The routes of apps/web/src/app/router.tsx, each with the lazy module(s) it loads. */
export const ROUTES = [
  { route: '/', modules: ['src/pages/landing/landing-page.tsx'], budget: true },
  { route: '/login', modules: ['src/pages/login/login-page.tsx'], budget: true },
  { route: '/photo-booth', modules: ['src/pages/photo-booth/photo-booth-page.tsx'] },
  { route: '/:name/register', modules: ['src/pages/register/register-page.tsx'] },
  { route: '/results', modules: ['src/app/results-route.tsx', 'src/pages/results/results-page.tsx'] },
  { route: '/verify/:code', modules: ['src/app/verify-route.tsx', 'src/pages/verify/verify-page.tsx'] },
  { route: '/dashboard (bootcamp participant)', modules: ['src/app/dashboard-route.tsx', 'src/dashboards/participant-bootcamp/bootcamp-dashboard.tsx'] },
  { route: '/dashboard (hackathon participant)', modules: ['src/app/dashboard-route.tsx', 'src/dashboards/participant-hackathon/hackathon-dashboard.tsx'] },
  { route: '/dashboard (mentor)', modules: ['src/app/dashboard-route.tsx', 'src/dashboards/mentor/mentor-dashboard.tsx'] },
  { route: '/dashboard (superadmin)', modules: ['src/app/dashboard-route.tsx', 'src/dashboards/admin/admin-dashboard.tsx'] },
];

export const defaultDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** zod's core names its classes with strings that survive minification: a chunk holding one holds zod. */
const holdsZod = (code) => /["'`]\$ZodType["'`]/.test(code);

/**
 * @param {string} dist the web build folder (holding .vite/manifest.json)
 * @returns {{ rows: { route: string, files: number, rawKb: number, gzipKb: number, cssGzipKb: number, zodIn: string[], budget: boolean, over: boolean }[], budgetKb: number, over: string[] }}
 */
export function bundleReport(dist = defaultDist) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run \`npm run build -w @hackcamp/web\` first (vite.config.ts sets build.manifest).`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');

  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const code = fs.readFileSync(path.join(dist, file));
      sizes.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, zod: file.endsWith('.js') && holdsZod(code.toString('utf8')) });
    }
    return sizes.get(file);
  };

  /** The chunk of `key` and everything it imports statically (what the browser fetches with it). */
  const closure = (key, js, css) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: has the route moved? Update ROUTES in scripts/web-bundle-report.mjs.`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) closure(imported, js, css);
  };

  const rows = ROUTES.map(({ route, modules, budget = false }) => {
    const js = new Set();
    const css = new Set();
    closure(entryKey, js, css);
    for (const m of modules) closure(m, js, css);
    const files = [...js];
    const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    const gzipKb = gzip / KB;
    return {
      route,
      files: files.length,
      rawKb: files.reduce((sum, f) => sum + sizeOf(f).raw, 0) / KB,
      gzipKb,
      cssGzipKb: [...css].reduce((sum, f) => sum + sizeOf(f).gzip, 0) / KB,
      zodIn: files.filter((f) => sizeOf(f).zod).map((f) => path.basename(f)),
      budget,
      over: budget && gzipKb > BUDGET_KB,
    };
  });
  return { rows, budgetKb: BUDGET_KB, over: rows.filter((r) => r.over).map((r) => r.route) };
}

const kb = (n) => n.toFixed(1);
const verdict = (r) => (r.budget ? (r.over ? `OVER ${BUDGET_KB} KB` : `ok (< ${BUDGET_KB} KB)`) : '');

export function formatText(report) {
  const lines = [`First-load JavaScript per route (gzip level 9; budget ${report.budgetKb} KB for / and /login)`];
  lines.push(`  ${'route'.padEnd(36)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'css gz'.padStart(7)}  zod   budget`);
  for (const r of report.rows) {
    lines.push(
      `  ${r.route.padEnd(36)} ${String(r.files).padStart(5)} ${kb(r.rawKb).padStart(8)} ${kb(r.gzipKb).padStart(8)} ${kb(r.cssGzipKb).padStart(7)}  ${(r.zodIn.length ? 'yes' : 'no').padEnd(5)} ${verdict(r)}`,
    );
  }
  const zodChunks = [...new Set(report.rows.flatMap((r) => r.zodIn))];
  if (zodChunks.length) lines.push(`  zod is in: ${zodChunks.join(', ')}`);
  return lines.join('\n');
}

export function formatMarkdown(report) {
  const lines = ['| Route | JS files | JS raw (KB) | JS gzip (KB) | CSS gzip (KB) | Loads zod | Budget |', '|---|--:|--:|--:|--:|---|---|'];
  for (const r of report.rows) {
    lines.push(
      `| \`${r.route}\` | ${r.files} | ${kb(r.rawKb)} | ${kb(r.gzipKb)} | ${kb(r.cssGzipKb)} | ${r.zodIn.length ? `yes (${r.zodIn.join(', ')})` : 'no'} | ${verdict(r) || 'none'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? path.resolve(args[distAt + 1] ?? '') : defaultDist;
  let report;
  try {
    report = bundleReport(dist);
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
  console.log(args.includes('--markdown') ? formatMarkdown(report) : formatText(report));
  if (report.over.length) {
    console.error(`Over the ${report.budgetKb} KB first-load budget: ${report.over.join(', ')}`);
    process.exit(1);
  }
}
