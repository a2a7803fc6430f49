// Runs the test files under test/ with node's own test runner (TypeScript through tsx).
// A script rather than a shell glob: Node 20's --test does not expand globs itself.
//
//   node scripts/test.mjs            every test file (npm test)
//   node scripts/test.mjs --unit     the unit tests: the files that start no process (no benchmark
//                                    child, release, build, node core tree, CLI or bundle), npm run test:unit
//   node scripts/test.mjs FILE...    those files
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join, sep } from 'node:path';

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : findTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The quick tier's rule: a test file is a unit test when it starts no process.
 * Known by the calls it makes: the helpers that bring real release binaries
 * (getReleaseBinary), builds of a git repository (createFakeNodeRepo), the node
 * core tree (findNodeCore), a browser (launchChromium), the bundled Action or an installed package
 * (runAction, packRepository, installTarball), the CLI (runNodeBench), a
 * benchmark run (record, runBundled, runCore, runExecute, runSupervised, runSmoke) or a
 * child process of its own; and test/dist/, which builds or runs the bundle.
 */
const STARTS_A_PROCESS = new RegExp(
  String.raw`(?<![.\w])(?:getReleaseBinary|createFakeNodeRepo|findNodeCore|runAction|packRepository|installTarball|` +
    String.raw`runNodeBench|record|runBundled|runCore|runExecute|runSupervised|runSmoke|launchChromium|spawn|spawnSync|execFile|execFileSync)\(`,
);
const isUnit = (file) => !file.split(/[\\/]/).includes('dist') && !STARTS_A_PROCESS.test(readFileSync(file, 'utf8'));

const args = process.argv.slice(2);
const unit = args[0] === '--unit';
const only = unit ? args.slice(1) : args;
const all = only.length > 0 ? only : findTests('test').sort();
const files = unit ? all.filter(isUnit) : all;
if (files.length === 0) {
  console.error('no test files found under test/');
  process.exit(1);
}
// The full suite runs one file at a time: its benchmark children measure, and must not share the machine
// with another file's. Unit tests measure nothing: their files run side by side, one per core.
const concurrency = unit ? availableParallelism() : 1;
// Without the node_modules/.bin folders `npm test` puts first on PATH: node core's benchmark/_http-benchmarkers.js
// runs `autocannon -h` in every benchmark process it finds autocannon for, and our dev install has one there (the
// package bundles its own, so an installed node-bench adds none). Each core configuration child then started a second
// node: buffers' listing took 4 times as long, and CI's whole run most of its 90 minutes.
const PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`))
  .join(delimiter);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...files],
  { stdio: 'inherit', env: { ...process.env, PATH } },
);
process.exit(result.status ?? 1);
