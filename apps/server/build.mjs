// Compiles the server for production into dist/: one ES module, dist/main.js, that `node` runs,
// and the two command-line tools, dist/cli/backup.js and dist/cli/restore.js, so that production
// needs no TypeScript runner (tsx is a devDependency).
// - The contract (TypeScript source in packages/contract) is bundled in.
// - Every npm package stays an import, loaded from node_modules at run time, so native modules
//   (argon2), WebAssembly (PGlite) and packages that read their own files (swagger-ui) work as
//   they are. That is also why dist/ must stay inside the repository: Node looks for those
//   packages in the node_modules folders above the file.
// - The migrations are copied next to the bundle: db/client.ts finds them relative to its own
//   file (import.meta.dirname), which after bundling is dist/. config.ts's default WEB_DIST,
//   ../../web/dist, still points at apps/web/dist, since dist/ and src/ sit at the same depth.
// - The CLIs sit one folder deeper, in dist/cli/, yet bundle the same code: there import.meta.dirname
//   is made to mean dist/, so they find the migrations (restore migrates its target) as main.js does.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');
// Built aside and swapped in at the end, so a server already running from dist/ (another browser
// test run in this checkout) never sees a half-written folder.
const staging = path.join(here, `.dist-${process.pid}`);

/** Bare imports (npm packages, node: modules) stay imports; only our own workspace code is bundled. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hackcamp/') ? undefined : { path: args.path, external: true }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [keepPackagesExternal],
  // Readable stack traces in production logs: nothing is minified or renamed.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

const started = Date.now();
try {
  const results = await Promise.all([
    build({ ...common, entryPoints: [path.join(here, 'src/main.ts')], outfile: path.join(staging, 'main.js') }),
    build({
      ...common,
      entryPoints: { 'cli/backup': path.join(here, 'src/cli/backup.ts'), 'cli/restore': path.join(here, 'src/cli/restore.ts') },
      outdir: staging,
      define: { 'import.meta.dirname': '__hackcampDistDir' },
      banner: { js: "import { dirname as __hackcampDirname } from 'node:path';\nconst __hackcampDistDir = __hackcampDirname(import.meta.dirname);" },
    }),
  ]);
  // The migrator reads the journal and the SQL files; the schema snapshots are drizzle-kit's alone.
  fs.cpSync(path.join(here, 'src/db/migrations'), path.join(staging, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.renameSync(staging, outdir);
  const kB = (result) => (Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0) / 1024).toFixed(0);
  console.log(`Built the server into apps/server/dist (main.js ${kB(results[0])} kB, cli/ ${kB(results[1])} kB) in ${Date.now() - started} ms`);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
