// The built CLI, as users and `npm run bench` run it: `node dist/cli.js`.
// analyze loads dist/analyze.js (one module of its own), every other command
// the chunks; both must be the same program as the source.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareCsvFixtures, repoRoot, scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const CLI = join(repoRoot, 'dist', 'cli.js');

function runDist(args: string[], input = '') {
  const child = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', input, cwd: repoRoot });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('node dist/cli.js', () => {
  it('analyze prints node-benchmark-compare’s bytes for every fixture', () => {
    for (const name of ['complex', 'confidence', 'http', 'insufficient', 'path-dirname-posix']) {
      const result = runDist(['analyze', join(compareCsvFixtures, `${name}.csv`)]);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout, readFileSync(join(compareCsvFixtures, `${name}.expected.txt`), 'utf8'), name);
    }
  });

  it('analyze renders markdown and JSON (renderers loaded on demand) and reads standard input', () => {
    const csv = readFileSync(join(compareCsvFixtures, 'confidence.csv'), 'utf8');
    const markdown = runDist(['analyze', '--format', 'markdown', '-'], csv);
    assert.equal(markdown.code, 0, markdown.stderr);
    assert.match(markdown.stdout, /^### Benchmark results\n/);
    assert.match(markdown.stdout, /^\| benchmark \| change /m);
    const json = runDist(['analyze', '--format', 'json', '-'], csv);
    assert.equal(json.code, 0, json.stderr);
    assert.ok(JSON.parse(json.stdout).comparisons.length > 0);
  });

  it('analyze’s errors go through the one error boundary: one line, exit 1', () => {
    const unknown = runDist(['analyze', '--formt', 'json']);
    assert.equal(unknown.code, 1);
    assert.equal(
      unknown.stderr,
      'node-bench analyze: unknown option --formt (did you mean --format?); see node-bench help analyze\n',
    );
    const missing = runDist(['analyze', 'no-such.csv']);
    assert.equal(missing.code, 1);
    assert.equal(missing.stderr, 'node-bench analyze: cannot read no-such.csv: no such file\n');
  });

  it('a reader that closes the pipe early (| head) ends the output quietly: no stack trace, exit 0', () => {
    const big = join(compareCsvFixtures, 'big.csv');
    const piped = spawnSync('bash', ['-o', 'pipefail', '-c', `"$0" "$1" analyze --format json "$2" | head -c 100`, process.execPath, CLI, big], {
      encoding: 'utf8',
      cwd: repoRoot,
    });
    assert.equal(piped.stderr, '');
    assert.equal(piped.status, 0);
    assert.equal(piped.stdout.length, 100);
  });

  it('the other commands load from the chunks', () => {
    const help = runDist(['help', 'analyze']);
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /^Usage: node-bench analyze/);
    const compare = runDist(['compare', '--help']);
    assert.equal(compare.code, 0, compare.stderr);
    assert.match(compare.stdout, /^Usage: node-bench compare/);
    const unknown = runDist(['frobnicate']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /^node-bench: unknown command "frobnicate"/);
  });

  it('compare on real releases: --out resumes to --runs, the table = analyze of the file, --plot draws (vega in the bundle)', async () => {
    const [old, neu] = [await getReleaseBinary('18.16.0'), await getReleaseBinary('20.0.0')];
    const dir = scratchDir('cli-dist-resume-');
    const csv = join(dir, 'r.csv');
    const args = ['compare', '--old', old, '--new', neu, '--out', csv, '--format', 'text', '--quiet'];
    const selection = ['--filter', 'tojson', 'buffers'];
    const first = runDist([...args, '--runs', '1', ...selection]);
    assert.equal(first.code, 0, first.stderr);
    const resumed = runDist([...args, '--runs', '2', '--plot', join(dir, 'r.svg'), ...selection]);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(resumed.stderr, /^6 samples \(and 6 from before\)/);
    assert.equal(resumed.stdout, runDist(['analyze', csv]).stdout);
    assert.match(readFileSync(join(dir, 'r.svg'), 'utf8'), /^<svg [^]*buffers\/tojson\.js n=\d+ len=4096/);
    const csvOut = runDist(['compare', '--old', old, '--new', neu, '--runs', '1', '--out', '-', '--quiet', ...selection]);
    assert.match(csvOut.stdout, /^"binary","filename","configuration","rate","time"\n("(old|new)",.*\n){6}$/);
  });

  it('compare on the bundled node:bench file (26.9.0 against 26.12.1): a row per bench, the preload shipped beside the bundle', async () => {
    const [old, neu] = [await getReleaseBinary('26.9.0'), await getReleaseBinary('26.12.1')];
    const csv = join(scratchDir('cli-dist-node-bench-'), 'r.csv');
    const result = runDist([
      'compare',
      '--old',
      old,
      '--new',
      neu,
      '--runs',
      '2',
      '--out',
      csv,
      '--format',
      'text',
      '--quiet',
      '--filter',
      '_concat.node-bench',
      'buffers',
    ]);
    assert.equal(result.code, 0, result.stderr);
    const rows = result.stdout.split('\n').filter((line) => line.startsWith('buffers/_concat.node-bench.js '));
    assert.equal(rows.length, 4, result.stdout);
    assert.ok(rows.every((row) => /bench='buffers\/concat\.js' n=200000 pieceSize=256 pieces=(4|16) withTotalLength=[01] /.test(row)));
    assert.equal(result.stdout, runDist(['analyze', csv]).stdout);
  });
});
