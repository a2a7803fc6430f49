// Bundles the CLI and the Actions' entries into dist/ (committed: an Action runs
// without npm install). `node scripts/build.mjs --out DIR` builds elsewhere,
// which the check-dist test uses to compare against the committed files.
import { build } from 'esbuild';
import { chmodSync, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const outdir = resolve(values.out);
// One small entry per job's action (gate/action.yml runs dist/gate.js): each tells main.ts its mode, so that
// the inputs are parsed once, by the same rules, in one shared chunk.
const JOBS = ['gate', 'execute', 'report', 'run', 'nightly', 'nightly-report'];

// Chunk names carry content hashes: a build over an old one would leave the old chunks behind.
for (const generated of [
  'chunks',
  'vendor',
  'cli.js',
  'index.js',
  ...JOBS.map((job) => `${job}.js`),
  'analyze.js',
  'core-preload.cjs',
  'node-bench-preload.cjs',
])
  rmSync(join(outdir, generated), { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

// Bundled CommonJS dependencies call require(); give the ESM bundle one.
const banner =
  "import { createRequire as __nodeBenchCreateRequire } from 'node:module';\nconst require = __nodeBenchCreateRequire(import.meta.url);";

// `node-bench analyze` is one module (dist/analyze.js), not the CLI's chunks: its
// whole run is ~130 ms, of which loading nine modules took ~7 (src/commands/analyze-cli.ts).
const analyzeAlone = {
  name: 'analyze-alone',
  setup(build) {
    build.onResolve({ filter: /\/analyze-cli\.ts$/ }, () => ({ path: './analyze.js', external: true }));
  },
};
await build({
  entryPoints: ['src/commands/analyze-cli.ts'],
  outfile: join(outdir, 'analyze.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: banner },
  legalComments: 'none',
  logLevel: 'warning',
  charset: 'utf8',
});

await build({
  entryPoints: [
    ...['cli', 'index'].map((name) => ({ in: `src/${name}.ts`, out: name })),
    ...JOBS.map((job) => ({ in: `src/jobs/${job}.ts`, out: job })),
  ],
  plugins: [analyzeAlone],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Chunks load on demand: `node-bench analyze` never parses the compare/build code.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: banner },
  legalComments: 'none',
  logLevel: 'warning',
  charset: 'utf8',
});
chmodSync(join(outdir, 'cli.js'), 0o755);
// The core suite's listing preload runs inside the benchmarked node, as a
// file of its own (node --require): next to the bundle, where
// findCorePreload looks.
copyFileSync('src/run/suites/core-preload.cjs', join(outdir, 'core-preload.cjs'));
// So does the node:bench files' selecting preload (findNodeBenchPreload).
copyFileSync('src/run/suites/node-bench-preload.cjs', join(outdir, 'node-bench-preload.cjs'));
// The history site's chart library (src/nightly/history-site.ts readChartLibrary): Vega's browser build, copied
// into every site so its pages work offline.
mkdirSync(join(outdir, 'vendor'), { recursive: true });
copyFileSync('node_modules/vega/build/vega.min.js', join(outdir, 'vendor', 'vega.min.js'));

// The bundled suite's own dependencies, for an Action checkout that has no
// node_modules: autocannon runs in the host node, bluebird inside the
// benchmarked one (Node >= 16). benchmarks/ falls back to these.
for (const [entry, name, target] of [
  ['node_modules/autocannon/autocannon.js', 'autocannon.cjs', 'node20'],
  ['node_modules/bluebird/js/release/bluebird.js', 'bluebird.cjs', 'node16'],
]) {
  await build({
    entryPoints: [entry],
    outfile: join(outdir, 'vendor', name),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target,
    legalComments: 'none',
    logLevel: 'warning',
    charset: 'utf8',
  });
}
