// What users run: `npm pack` of the repository, installed from the tarball with npm into a prefix under $HOME
// (where an npx cache lives) and one under the temp dir (a CI job's scratch), both places the sandbox hides; then
// the installed `node-bench` and the installed Action (dist/index.js) run from there, on the bundled suite and on
// node core's own benchmarks (NODE_CORE_SOURCE). One filter, two runs each: these check that the shipped files are
// complete and found wherever the package lives, not the statistics.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { runAction } from '../helpers/action.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { createFakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { installTarball, packRepository, type InstalledPackage } from '../helpers/packed.ts';
import { testFixtures } from '../helpers/paths.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';

const core = findNodeCore();
const coreSkip = 'reason' in core ? `node core tests skipped: ${core.reason}` : false;
if (coreSkip) console.log(`# ${coreSkip}`);
const coreDir = () => (core as { dir: string }).dir;

let packDir = '';
let tarball = '';
const node: Record<string, string> = {};
before(
  async () => {
    packDir = mkdtempSync(join(tmpdir(), 'node-bench-tarball-'));
    tarball = packRepository(packDir);
    for (const version of ['18.16.0', '20.0.0']) node[version] = await getReleaseBinary(version);
  },
  { timeout: 300_000 },
);
after(() => rmSync(packDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the installed `node-bench` link itself (its #! line finds this node first on PATH), as npx would. */
function nodeBench(pkg: InstalledPackage, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
    const child = spawn(pkg.bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Lines of the text table that start with `filename`. */
const tableRows = (stdout: string, filename: string) => stdout.split('\n').filter((l) => l.startsWith(`${filename} `));

/**
 * The CSV holds `runs` samples of each configuration per binary, all of `filename`; the table has one row per
 * configuration. Returns the configurations.
 */
function assertMeasured(samples: readonly Sample[], filename: string, runs: number, table?: string[]): string[] {
  const configurations = [...new Set(samples.map((s) => s.configuration))].sort();
  assert.ok(configurations.length > 0, 'no samples');
  for (const s of samples) assert.equal(s.filename, filename);
  for (const configuration of configurations) {
    for (const binary of ['old', 'new']) {
      const n = samples.filter((s) => s.configuration === configuration && s.binary === binary).length;
      assert.equal(n, runs, `${binary} ${configuration}`);
    }
  }
  assert.ok(samples.every((s) => Number.isFinite(s.rate) && s.rate > 0));
  if (table) {
    const rows = configurations.map((c) => table.find((row) => row.startsWith(`${filename} ${c} `)));
    assert.equal(table.length, configurations.length, table.join('\n'));
    assert.ok(rows.every(Boolean), table.join('\n'));
  }
  return configurations;
}

/** The job summary's tables have a row for each configuration. */
function assertSummaryRows(summary: string, filename: string, configurations: readonly string[]): void {
  for (const configuration of configurations) {
    assert.ok(summary.includes(`| \`${filename} ${configuration}\` |`), `${configuration} in the summary:\n${summary}`);
  }
}

const readSamples = (file: string) => parseCompareCsv(readFileSync(file, 'utf8'), file);

const locations = [
  { name: 'under $HOME', parent: homedir, prefix: '.node-bench-packed-' },
  { name: 'under the temp dir', parent: tmpdir, prefix: 'node-bench-packed-' },
];

for (const location of locations) {
  describe(`npm pack, installed ${location.name}`, () => {
    let root = '';
    let pkg: InstalledPackage;
    /** a fresh directory in this location: a user's working folder, a cache, a workspace */
    const folder = (name: string) => {
      const dir = join(root, name);
      mkdirSync(dir);
      return dir;
    };
    before(
      () => {
        root = realpathSync(mkdtempSync(join(location.parent(), location.prefix)));
        pkg = installTarball(tarball, folder('prefix'));
      },
      { timeout: 300_000 },
    );
    after(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('compare: the quick start on the bundled suite', { timeout: 120_000 }, async () => {
      const cwd = folder('quick-start');
      // README: npx node-bench compare --old 18.16.0 --new 20.0.0 --filter tojson --runs 10 buffers
      const args = ['compare', '--old', '18.16.0', '--new', '20.0.0', '--filter', 'tojson', '--runs', '2'];
      // not --quiet: the status lines (sandbox, binaries) are what this checks; --quiet leaves one line
      const cache = ['--binary-source', 'npm', '--cache-dir', TEST_CACHE_DIR, '--out', 'quick.csv'];
      const result = await nodeBench(pkg, [...args, ...cache, 'buffers'], cwd);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /^sandbox: bwrap/m);
      assert.match(result.stderr, /old: node v18\.16\.0 \(cache\)/);
      const samples = readSamples(join(cwd, 'quick.csv'));
      assertMeasured(samples, 'buffers/tojson.js', 2, tableRows(result.stdout, 'buffers/tojson.js'));
    });

    it('compare --lanes 2 --duet: two lanes in the sandbox, old and new side by side', { timeout: 120_000 }, async () => {
      const cwd = folder('lanes');
      const args = ['compare', '--old', '18.16.0', '--new', '20.0.0', '--filter', 'tojson', '--runs', '2'];
      const cache = ['--binary-source', 'npm', '--cache-dir', TEST_CACHE_DIR, '--out', 'lanes.csv'];
      const result = await nodeBench(pkg, [...args, '--lanes', '0/1', '--duet', ...cache, 'buffers'], cwd);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /^sandbox: bwrap/m);
      assert.match(result.stderr, /^node-bench: 2 lanes \(duet: old and new side by side\) on CPUs 0 \| 1$/m);
      const samples = readSamples(join(cwd, 'lanes.csv'));
      assertMeasured(samples, 'buffers/tojson.js', 2, tableRows(result.stdout, 'buffers/tojson.js'));
    });

    it('compare --suite core on the node core tree', { skip: coreSkip, timeout: 120_000 }, async () => {
      const cwd = folder('core');
      const result = await nodeBench(
        pkg,
        [
          'compare',
          '--suite',
          'core',
          '--repo',
          coreDir(),
          '--old',
          node['18.16.0']!,
          '--new',
          node['20.0.0']!,
          '--filter',
          'buffer-tojson',
          '--runs',
          '2',
          '--out',
          'core.csv',
          'buffers',
        ],
        cwd,
      );
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, /^sandbox: bwrap/m);
      const samples = readSamples(join(cwd, 'core.csv'));
      assertMeasured(samples, 'buffers/buffer-tojson.js', 2, tableRows(result.stdout, 'buffers/buffer-tojson.js'));
    });

    it('analyze prints node-benchmark-compare’s bytes', { timeout: 60_000 }, async () => {
      const fixture = join(testFixtures, 'analyze', 'confidence.csv');
      const result = await nodeBench(pkg, ['analyze', fixture], folder('analyze'));
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout, readFileSync(join(testFixtures, 'analyze', 'confidence.expected.txt'), 'utf8'));
    });

    it('build builds a ref of a node checkout', { timeout: 120_000 }, async () => {
      const fake = await createFakeNodeRepo();
      try {
        const cache = folder('build-cache');
        const args = ['build', '--repo', fake.repo, '--ref', 'v-fast', '--cache-dir', cache, '--min-free-gb', '0'];
        const result = await nodeBench(pkg, args, folder('build'));
        assert.equal(result.code, 0, result.stderr);
        assert.match(result.stderr, /^sandbox: bwrap/m);
        assert.equal(result.stderr.match(/^build: running /gm)?.length, 1, result.stderr);
        const match = new RegExp(`^${fake.fast} (${cache}/builds/.+/node)\n$`).exec(result.stdout);
        assert.ok(match, result.stdout);
        assert.equal(execFileSync(match[1]!, ['-p', '6 * 7'], { encoding: 'utf8' }), '42\n', 'the built node runs');
      } finally {
        await fake.cleanup();
      }
    });

    it('the Action in run mode on the node core tree', { skip: coreSkip, timeout: 120_000 }, async () => {
      const form = { old: '18.16.0', new: '20.0.0', groups: 'buffers', filter: 'buffer-tojson', runs: '2' };
      const run = await runAction({
        script: pkg.actionEntry,
        eventName: 'workflow_dispatch',
        payload: dispatchEvent({ repository: 'nodejs/node', inputs: form }),
        workspace: folder('run-workspace'),
        inputs: {
          mode: 'run',
          ...form,
          suite: 'core',
          'repo-path': coreDir(),
          'binary-source': 'npm',
          'cache-dir': TEST_CACHE_DIR,
          'github-token': '',
          // two lanes (one a side, each on its own CPU): the bundled executor's lanes, in the sandbox
          lanes: '2',
        },
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.match(run.stdout, /sandbox: bwrap/);
      assert.match(run.stdout, /node-bench: 2 lanes on CPUs 0 \| 1/);
      const configurations = assertMeasured(readSamples(run.outputs.csv!), 'buffers/buffer-tojson.js', 2);
      assert.match(run.summary, /\*\*old\*\* `18\.16\.0` \(node v18\.16\.0\) → \*\*new\*\* `20\.0\.0` \(node v20\.0\.0\)/);
      assertSummaryRows(run.summary, 'buffers/buffer-tojson.js', configurations);
    });

    it('the Action in execute mode on the node core tree', { skip: coreSkip, timeout: 120_000 }, async () => {
      const workspace = folder('execute-workspace');
      const request = {
        schemaVersion: 1,
        trigger: 'workflow_dispatch',
        repository: 'nodejs/node',
        old: { kind: 'release', version: '18.16.0' },
        new: { kind: 'release', version: '20.0.0' },
        groups: ['buffers'],
        filter: ['buffer-tojson'],
        exclude: [],
        set: {},
        runs: 2,
      };
      const run = await runAction({
        script: pkg.actionEntry,
        eventName: 'workflow_dispatch',
        payload: dispatchEvent({ repository: 'nodejs/node' }),
        workspace,
        inputs: {
          mode: 'execute',
          request: JSON.stringify(request),
          suite: 'core',
          'repo-path': coreDir(),
          'binary-source': 'npm',
          'cache-dir': TEST_CACHE_DIR,
          'github-token': '',
        },
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(run.outputs['result-dir'], join(workspace, 'node-bench-result'));
      const samples = readSamples(join(workspace, 'node-bench-result', 'results.csv'));
      const configurations = assertMeasured(samples, 'buffers/buffer-tojson.js', 2);
      const result = JSON.parse(readFileSync(join(workspace, 'node-bench-result', 'result.json'), 'utf8'));
      assert.equal(result.samples, samples.length);
      assert.deepEqual(result.failures, []);
      assertSummaryRows(run.summary, 'buffers/buffer-tojson.js', configurations);
    });
  });
}

describe('npm install of the packed tarball', () => {
  it('installs the package alone, with no engine warning: dist/ bundles everything it runs', { timeout: 300_000 }, () => {
    const prefix = realpathSync(mkdtempSync(join(tmpdir(), 'node-bench-alone-')));
    try {
      const install = spawnSync(
        'npm',
        ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball],
        { cwd: prefix, encoding: 'utf8', timeout: 300_000 },
      );
      assert.equal(install.status, 0, install.stderr);
      const output = install.stdout + install.stderr;
      assert.doesNotMatch(output, /EBADENGINE/);
      const manifest = JSON.parse(readFileSync(join(prefix, 'node_modules', '.package-lock.json'), 'utf8')) as {
        packages: Record<string, unknown>;
      };
      // vega, autocannon, the Octokit client…: bundled into dist/ by scripts/build.mjs, never installed beside it
      assert.deepEqual(Object.keys(manifest.packages), ['node_modules/node-bench']);
      const own = JSON.parse(readFileSync(join(prefix, 'node_modules', 'node-bench', 'package.json'), 'utf8'));
      assert.equal(own.dependencies, undefined);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
