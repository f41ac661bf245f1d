// Compiles the server for production into dist/: ES modules that `node` runs, dist/main.js and the
// two command-line tools dist/backup.js and dist/restore.js, so production needs no TypeScript
// runner (tsx is a devDependency).
// - The contract (TypeScript source in packages/contract) is bundled in.
// - Every npm package stays an import, loaded from node_modules at run time, so native modules
//   (argon2), WebAssembly (PGlite) and packages that read their own files (swagger-ui) work as
//   they are. That is also why dist/ must stay inside the repository: Node looks for those
//   packages in the node_modules folders above the file.
// - The migrations are copied next to the bundles: db/client.ts finds them relative to its own
//   file (import.meta.dirname), which after bundling is dist/ for all three. config.ts's default WEB_DIST,
//   ../../web/dist, still points at apps/web/dist, since dist/ and src/ sit at the same depth.
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

const started = Date.now();
try {
  const result = await build({
    entryPoints: { main: path.join(here, 'src/main.ts'), backup: path.join(here, 'src/cli/backup.ts'), restore: path.join(here, 'src/cli/restore.ts') },
    outdir: staging,
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
  });
  // The migrator reads the journal and the SQL files; the schema snapshots are drizzle-kit's alone.
  fs.cpSync(path.join(here, 'src/db/migrations'), path.join(staging, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.renameSync(staging, outdir);
  const kB = (file) => (result.metafile.outputs[path.relative(process.cwd(), path.join(staging, file))].bytes / 1024).toFixed(0);
  console.log(
    `Built the server into apps/server/dist (main.js ${kB('main.js')} kB, backup.js ${kB('backup.js')} kB, restore.js ${kB('restore.js')} kB) in ${Date.now() - started} ms`,
  );
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
