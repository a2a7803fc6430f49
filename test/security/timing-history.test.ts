// Issue 42.2: the shared timing history (<cache>/timings.json) and what a pull
// request's benchmarks can do to it. Real runs of the bundled runner on a
// suite of our own making (the PR's benchmark): one configuration longer than
// the history's schema accepts, a poisoned history file, and an untrusted run
// (the Action's, for a PR) whose children are slow, in the real sandbox.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { set as setOption } from '../../src/options/selection.ts';
import { runComparison } from '../../src/pipeline/compare.ts';
import { chooseSandbox } from '../../src/process/sandbox.ts';
import { comparisonFrom } from '../../src/options/comparison.ts';
import { MAX_TIMED_NAME_CHARS, TIMINGS_UNTRUSTED_FILE_NAME } from '../../src/run/plan/timing.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

const LONG = 'x'.repeat(6000);
const node = process.execPath;

/** A suite with one file, pr/work.js: configurations kind=a, kind=b and kind=<6,000 x>; kind=a busy for `slowMs`. */
function writeSuite(slowMs = 0): string {
  const dir = scratchDir('timing-suite-');
  chmodSync(dir, 0o755); // readable by the sandbox's unprivileged user when we are root
  mkdirSync(join(dir, 'pr'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(
    join(dir, 'pr', 'work.js'),
    `'use strict';
const common = require(${JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { n: [1000], kind: ['a', 'b', ${JSON.stringify(LONG)}] });
function main({ n, kind }) {
  const until = Date.now() + (kind === 'a' ? ${slowMs} : 0);
  while (Date.now() < until);
  let total = 0;
  bench.start();
  for (let i = 0; i < n; i++) total += i % 7;
  bench.end(n);
  if (total < 0) console.log(total);
}
`,
  );
  return dir;
}

const compare = (suite: string, extra: string[], cache: string) =>
  runNodeBench(['compare', '--old', node, '--new', node, '--runs', '1', '--suite-dir', suite, ...extra, 'pr'], {
    env: { NODE_BENCH_CACHE_DIR: cache },
  });

const history = (file: string) => JSON.parse(readFileSync(file, 'utf8')).configurations as Record<string, unknown>;

describe('the timing history and a PR benchmark', () => {
  const suite = writeSuite();
  const cache = scratchDir('timing-cache-');
  const timings = join(cache, 'timings.json');

  it('a configuration longer than the schema accepts is not recorded; a later sharded run given the timings runs', async () => {
    const first = await compare(suite, ['--out', join(cache, 'first.csv')], cache);
    assert.equal(first.code, 0, first.stderr);
    const names = Object.keys(history(timings));
    assert.ok(
      names.every((name) => name.length <= MAX_TIMED_NAME_CHARS),
      `${names.map((n) => n.length)}`,
    );
    assert.ok(
      names.some((name) => /^pr\/work\.js .*kind='a'/.test(name)),
      names.join('\n'),
    );
    const shard = await compare(suite, ['--shard', '1/2', '--timings', timings, '--out', join(cache, 's1.csv')], cache);
    assert.equal(shard.code, 0, shard.stderr);
    assert.match(shard.stderr, /split by expected time/);
  });

  it('a poisoned entry is skipped with one warning, and the next run keeps the rest of the history', async () => {
    const good = history(timings);
    writeFileSync(
      timings,
      JSON.stringify({
        schemaVersion: 1,
        configurations: { ...good, [`pr/work.js ${LONG}`]: [5, 1], 'pr/x.js n=1': [-1, 1] },
      }),
    );
    const shard = await compare(suite, ['--shard', '2/2', '--timings', timings, '--out', join(cache, 's2.csv')], cache);
    assert.equal(shard.code, 0, shard.stderr);
    const warnings = shard.stderr.split('\n').filter((line) => line.includes('skipped 2 entries the schema refuses'));
    assert.ok(warnings.length >= 1, shard.stderr);
    assert.match(
      warnings[0]!,
      /^warning: the timings \S+timings\.json: skipped 2 entries the schema refuses \(the first: /,
    );
    assert.equal(new Set(warnings).size, 1, 'one warning line');
    // an ordinary run adds to what was there instead of starting anew
    const again = await compare(suite, ['--out', join(cache, 'again.csv')], cache);
    assert.equal(again.code, 0, again.stderr);
    for (const [name, [, n]] of Object.entries(good) as [string, [number, number]][]) {
      const [, now] = history(timings)[name] as [number, number];
      assert.ok(now > n, `${name}: ${n} children before, ${now} after`);
    }
  });

  it("an untrusted run's slow children go to their own file: the history trusted runs plan by is unchanged", async () => {
    const before = readFileSync(timings, 'utf8');
    const slow = writeSuite(400);
    const host = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratchDir('timing-home-') };
    const lines: string[] = [];
    const sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [cache],
      env: host,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    const request = comparisonFrom(
      { groups: ['pr'], filter: [], exclude: [], set: setOption.none(), runs: 1 },
      {
        suite: 'bundled',
        suiteDir: slow,
        maxTimeMs: 600_000,
        correction: 'none',
        failOnRegression: false,
        cacheDir: cache,
      },
      {
        sides: { old: { kind: 'path', path: node }, new: { kind: 'path', path: node } },
        output: { out: join(cache, 'untrusted.csv'), format: 'json', quiet: true },
      },
      cache,
    );
    const run = await runComparison(request, {
      log: (line) => lines.push(line),
      host,
      platform: 'linux-x64',
      sandbox,
      runnerCheck: undefined,
      trust: 'untrusted',
      untrustedScope: 'pr-42',
      passEnv: [],
      buildTimeoutMs: 60_000,
    });
    assert.ok(run.samples > 0, lines.join('\n'));
    assert.ok(readFileSync(timings, 'utf8') === before, 'timings.json is untouched'); // (not equal(): 6,000-char diffs)
    const untrusted = history(join(cache, TIMINGS_UNTRUSTED_FILE_NAME));
    const slowA = Object.entries(untrusted).find(([name]) => /kind='a'/.test(name));
    assert.ok(slowA !== undefined && (slowA[1] as number[])[0]! >= 400, JSON.stringify(untrusted));
    // it planned by both: the trusted history, its own for what that lacks
    assert.ok(
      lines.some((line) => line.includes(`${TIMINGS_UNTRUSTED_FILE_NAME} for configurations it lacks`)),
      lines.join('\n'),
    );
  });
});
