import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@hackcamp/contract';
import { REPO_ROOT } from './helpers/source-texts.ts';

// Issue 44, "docs that point somewhere": every file, identifier, call and npm script the main
// docs name exists. The rule, strict but not silly:
// - a `span` that looks like a path (it has a slash, or ends in a source extension) is a file or
//   folder of the repository, found from the root, the doc's folder or a package's src/ (the docs
//   write `plugins/errors.ts` for apps/server/src/plugins/errors.ts); a bare file name exists
//   somewhere; `<domain>` or `*` in a path leaves its folder to check; a path git ignores (a build
//   output) is fine;
// - a code name (`camelCase`, `PascalCase`, `SCREAMING_CASE` with an underscore, an `hc_` table)
//   occurs in the source, and when it follows a file (`users.queries.ts` `leaderboardPage`) it
//   occurs in that file;
// - `GET /api/...` is a call the contract declares; `npm run x -w w` is a script of that package;
//   "decision 0018" is a file in docs/decisions/.
// Decisions (docs/decisions/) are history and are not checked: they say where a file went instead.

const DOCS = ['README.md', 'docs/product.md', 'docs/architecture.md', 'docs/several-nodes.md'];

/** Names of other programs the docs rightly mention, which no source of ours contains. */
const NOT_OURS: Record<string, string> = {
  LimitNOFILE: "systemd's setting for open files",
};

const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'screenshots', 'docs', '.git']);
const SELF = path.relative(REPO_ROOT, import.meta.filename);

function repositoryFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.ci')) continue;
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('.');
  return files.map((f) => path.normalize(f));
}

const files = repositoryFiles();
const isSource = (f: string) => /\.(ts|tsx|mts|mjs|js|json|sql|css|html)$|^\.ci\//.test(f) && !f.endsWith('package-lock.json') && f !== SELF;
const sourceText = new Map(files.filter(isSource).map((f) => [f, fs.readFileSync(path.join(REPO_ROOT, f), 'utf8')]));
const corpus = [...sourceText.values()].join('\n');
const baseNames = new Set(files.map((f) => path.basename(f)));
const ignored = fs
  .readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\/|\/$/g, ''))
  .filter((l) => l && !l.startsWith('#') && !l.includes('*'));

/** Where a path in the docs may start: the docs write server paths from src/ and tests from the package. */
const BASES = ['', 'apps/server/src', 'apps/server', 'apps/web/src', 'apps/web', 'packages/contract/src', 'packages/contract', 'e2e'];

function pathExists(written: string, docDir: string): boolean {
  const fixed = written.split(/[<*[]/)[0]!;
  // A pattern ("routes/<domain>-routes.ts", "apps/server/test/*.test.ts") names its folder for sure.
  const target = fixed === written ? written : fixed.slice(0, fixed.lastIndexOf('/') + 1);
  if (target === '') return true;
  if ([docDir, ...BASES].some((base) => fs.existsSync(path.join(REPO_ROOT, base, target)))) return true;
  if (!target.includes('/')) return baseNames.has(target);
  return target.split('/').some((segment) => ignored.includes(segment));
}

/** What a path in backticks looks like; URLs, MIME types, time zones and addresses do not. */
const looksLikePath = (span: string) =>
  /^[\w.\-<>*/]+$/.test(span) &&
  (/\//.test(span) || /\.(ts|tsx|mjs|mts|md|sql|json|js|spec\.ts)$/.test(span)) &&
  !/^\d|^(text|application|image|multipart)\/|^[A-Z][a-z]+\/[A-Z]|^www\.|\.(org|com|dev|edu)\b|^[\w.-]+\.[a-z]{2,}\/|^\//.test(span);

const CODE_NAME = /(?<![\w*-])(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]|hc_[a-z_]+)(?![\w*-])/g;
const occursIn = (name: string, text: string) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(text);

/** "GET /api/teams/:id" or "GET /teams/{id}?x=" as the contract declares it, parameters unnamed. */
const callOf = (method: string, written: string) =>
  `${method} ${written
    .replace(/^\/api/, '')
    .split('?')[0]!
    .replace(/:\w+|\{\w+\}/g, ':')}`;
const routes = allRoutes().map((r) => callOf(r.method, r.path));
const declared = (method: string, written: string) => routes.includes(callOf(method, written));

const packageJson = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
const workspaces = ['packages/contract', 'apps/server', 'apps/web', 'e2e'].map((dir) => ({ dir, ...packageJson(dir) }));
function scriptExists(command: string): boolean {
  const m = /^npm (?:run )?([\w:-]+)(?:.*?-w (\S+))?/.exec(command);
  if (!m) return true;
  const [, script, workspace] = m;
  const pkg = workspace ? workspaces.find((w) => w.name === workspace) : packageJson('.');
  return Boolean(pkg?.scripts?.[script!]);
}

interface Problem {
  doc: string;
  line: number;
  what: string;
}

const decisions = fs.readdirSync(path.join(REPO_ROOT, 'docs/decisions'));

function problemsOf(doc: string, markdown = fs.readFileSync(path.join(REPO_ROOT, doc), 'utf8')): Problem[] {
  const problems: Problem[] = [];
  const docDir = path.dirname(doc);
  const lines = markdown.split('\n');
  let inFence = false;
  lines.forEach((text, i) => {
    if (text.trimStart().startsWith('```')) inFence = !inFence;
    if (inFence) return;
    const report = (what: string) => problems.push({ doc, line: i + 1, what });
    for (const m of text.matchAll(/\[[^\]]*\]\(([^)#\s]+)\)/g))
      if (!/^[a-z]+:/.test(m[1]!) && !pathExists(m[1]!, docDir)) report(`link to ${m[1]} points nowhere`);
    for (const m of text.matchAll(/\b[Dd]ecisions?\s+(\d{4}(?:(?:,\s*|\s+and\s+)\d{4})*)/g))
      for (const n of m[1]!.match(/\d{4}/g)!) if (!decisions.some((f) => f.startsWith(`${n}-`))) report(`decision ${n} does not exist`);
    let lastFile: string | undefined;
    for (const m of text.matchAll(/`([^`]+)`|([^`]+)/g)) {
      if (m[2] !== undefined) {
        // A path written in prose, without backticks, is a path too.
        for (const p of m[2].match(/(?<![\w/.-])[\w.-]+(?:\/[\w.-]+)+\.(?:ts|tsx|md|sql|mjs|json)\b/g) ?? [])
          if (!/^(?:https?|www)/.test(p) && !pathExists(p, docDir)) report(`${p}: no such file`);
        // Anything but spaces and punctuation between a file and a name breaks their pairing.
        if (!/^[\s(,;:]*$/.test(m[2])) lastFile = undefined;
        continue;
      }
      const span = m[1]!.trim();
      const route = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/.exec(span);
      if (route) {
        if (!declared(route[1]!, route[2]!)) report(`${span}: no such call in the contract`);
        continue;
      }
      if (/^\/api\/[\w/.-]+$/.test(span)) {
        if (!routes.some((r) => r.endsWith(` ${span.slice(4)}`)) && !corpus.includes(`'${span}'`) && !corpus.includes(`'${span.slice(4)}'`))
          report(`${span}: no such address`);
        continue;
      }
      if (/^npm (run |test|start)/.test(span)) {
        if (!scriptExists(span)) report(`${span}: no such npm script`);
        continue;
      }
      const command = /^node (\S+)/.exec(span);
      const candidate = command ? command[1]! : span;
      if (looksLikePath(candidate)) {
        if (!pathExists(candidate, docDir)) report(`${candidate}: no such file`);
        lastFile = candidate.includes('.') && !candidate.endsWith('/') ? candidate : undefined;
        continue;
      }
      if (/:\/\/|@/.test(span)) continue;
      for (const name of span.match(CODE_NAME) ?? []) {
        if (name in NOT_OURS) continue;
        if (!occursIn(name, corpus)) report(`${name}: not found in the source`);
        else if (lastFile) {
          const holders = [...sourceText].filter(([f]) => f.endsWith(`/${lastFile!}`) || f === lastFile).map(([, t]) => t);
          if (holders.length > 0 && !holders.some((t) => occursIn(name, t))) report(`${name}: not in ${lastFile}`);
        }
      }
    }
  });
  return problems;
}

describe('the docs point somewhere', () => {
  it.each(DOCS)('%s names only files, names, calls and scripts that exist', (doc) => {
    expect(problemsOf(doc).map((p) => `${p.doc}:${p.line}: ${p.what}`)).toEqual([]);
  });

  it('catches what went stale before', () => {
    // The kinds the issue found: a name that is not in the file named with it, a file that moved.
    const stale =
      '`plugins/errors.ts` `buildApp`\n\n`lib/tagged-cache.ts`, `GET /api/teams/leaderboard`, `npm run lint:docs`\n\nDecision 0999, in lib/memo-answer.ts\n';
    expect(problemsOf('docs/product.md', stale).map((p) => p.what)).toEqual([
      'buildApp: not in plugins/errors.ts',
      'lib/tagged-cache.ts: no such file',
      'GET /api/teams/leaderboard: no such call in the contract',
      'npm run lint:docs: no such npm script',
      'decision 0999 does not exist',
      'lib/memo-answer.ts: no such file',
    ]);
  });
});
