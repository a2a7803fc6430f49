// Runs the test files under test/ with node's own test runner (TypeScript through tsx).
// A script rather than a shell glob: Node 20's --test does not expand globs itself.
//
//   node scripts/test.mjs            every test file (npm test)
//   node scripts/test.mjs --unit     the files that need no real Node release, build, node core
//                                    tree or bundle (npm run test:unit): the quick tier
//   node scripts/test.mjs FILE...    those files
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : findTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * What makes a test file slow, by the helpers it calls: real release binaries
 * and their benchmark children (getReleaseBinary), builds of a git repository
 * (createFakeNodeRepo), the node core tree of NODE_CORE_SOURCE (findNodeCore),
 * the bundled Action or an installed package (runAction, packRepository,
 * installTarball); and test/dist/, which builds or runs the bundle.
 */
const SLOW_CALL = /\b(?:getReleaseBinary|createFakeNodeRepo|findNodeCore|runAction|packRepository|installTarball)\(/;
const isUnit = (file) => !file.split(/[\\/]/).includes('dist') && !SLOW_CALL.test(readFileSync(file, 'utf8'));

const args = process.argv.slice(2);
const unit = args[0] === '--unit';
const only = unit ? args.slice(1) : args;
const all = only.length > 0 ? only : findTests('test').sort();
const files = unit ? all.filter(isUnit) : all;
if (files.length === 0) {
  console.error('no test files found under test/');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
