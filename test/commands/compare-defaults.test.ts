// node-bench compare's one default and compare.js one flag away (issue 53.5), through the real CLI. Without
// --runs a row stops once it is decided (runs auto, the Action's default) and children are sized; with
// --as-compare-js it runs compare.js at its defaults: a fixed 30 runs, each file's own n, compare.R's table.
// The suite reports rates and times it chooses (bench.report), so what is decided and what n the sizing picks
// do not depend on the machine's load: the two sides alike within 0.1 %, one microsecond of "work" per iteration.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

import { COMPARE_JS_RUNS } from '../../src/options/selection.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

/** The file's own n: 10 s of reported work a child, far past the default child time (300 ms). */
const OWN_N = 10_000_000;

function chosenRateSuite(dir: string): string {
  const suite = join(dir, 'suite');
  mkdirSync(join(suite, 'grp'), { recursive: true });
  writeFileSync(join(suite, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(
    join(suite, 'grp', 'steady.js'),
    `'use strict';
const fs = require('fs');
const path = require('path');
const common = require(${JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { n: [${OWN_N}] });
function main({ n }) {
  // this child's number in the run's TMPDIR: a rate that varies by 0.1 %, the same on both sides
  const counter = path.join(process.env.TMPDIR, 'steady-children');
  const count = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0) + 1;
  fs.writeFileSync(counter, String(count));
  bench.report(1e6 * (1 + 0.001 * (count % 3)), n * 1000);
}
`,
  );
  return suite;
}

/**
 * Each side's samples, and the n they ran: a sized row keeps its file's name, and the n that ran is in the CSV's
 * record beside it (`sizes`; none when nothing was sized: the name's own n ran).
 */
function sides(csv: string): Record<'old' | 'new', { runs: number; n: Set<number> }> {
  const samples = parseCompareCsv(readFileSync(csv, 'utf8'), csv);
  const record = JSON.parse(readFileSync(`${csv}.node-bench.json`, 'utf8')) as {
    sizes?: { configuration: string; n: number }[];
  };
  const ran = (configuration: string) =>
    record.sizes?.find((s) => s.configuration === configuration)?.n ?? Number(/\bn=(\d+)/.exec(configuration)![1]);
  const side = (binary: Sample['binary']) => {
    const mine = samples.filter((sample) => sample.binary === binary);
    return { runs: mine.length, n: new Set(mine.map((sample) => ran(sample.configuration))) };
  };
  return { old: side('old'), new: side('new') };
}

/** The reproduce line a text run prints on stderr (its node-bench arguments). */
const reproduceLine = (stderr: string) => /^to reproduce it: .* node-bench (compare .*)$/m.exec(stderr)?.[1] ?? '';

describe('node-bench compare: runs auto by default, compare.js one flag away', () => {
  let dir: string;
  let suite: string;
  const compare = (name: string, ...flags: string[]) =>
    runNodeBench(
      ['compare', '--old', process.execPath, '--new', process.execPath, '--suite-dir', suite, '--sandbox', 'none']
        .concat(flags)
        .concat(['--format', 'text', '--out', join(dir, name), 'grp']),
      { cwd: dir },
    );

  before(() => {
    dir = scratchDir('compare-defaults-');
    suite = chosenRateSuite(dir);
  });

  it('no --runs: the row stops once it is decided, on sized children, and the reproduce line says auto', async () => {
    const result = await compare('default.csv');
    assert.equal(result.code, 0, result.stderr);
    // the verdict table, not compare.R's: the row is the same within ±5 % after its first look, not 30 runs
    assert.doesNotMatch(result.stdout, /confidence improvement accuracy/);
    assert.match(result.stdout, /^grp\/steady\.js .*\bsame\b/m);
    const { old, new: current } = sides(join(dir, 'default.csv'));
    assert.equal(old.runs, current.runs);
    assert.ok(old.runs < COMPARE_JS_RUNS, `${old.runs} runs a side`);
    assert.equal(old.n.size, 1);
    assert.ok([...old.n][0]! < OWN_N, `n ${[...old.n][0]}: sized below the file's own`);
    const line = reproduceLine(result.stderr);
    assert.match(line, / --runs auto --max-runs 30 /);
    assert.doesNotMatch(line, /--as-compare-js|--runs 30 |--child-time/);
  });

  it("--as-compare-js: 30 runs a side of the file's own n, compare.R's table, and the line says the flag", async () => {
    const result = await compare('compare-js.csv', '--as-compare-js');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /confidence improvement accuracy/);
    const { old, new: current } = sides(join(dir, 'compare-js.csv'));
    assert.deepEqual([old.runs, current.runs], [COMPARE_JS_RUNS, COMPARE_JS_RUNS]);
    assert.deepEqual([...old.n, ...current.n], [OWN_N, OWN_N]);
    const line = reproduceLine(result.stderr);
    assert.match(line, / --as-compare-js /);
    assert.doesNotMatch(line, /--runs|--child-time|--correction/);
  });

  it('--as-compare-js with what contradicts it: refused in one line before anything runs', async () => {
    const refusals: [string[], string][] = [
      [['--runs', 'auto'], 'runs a fixed --runs, as compare.js does; --runs auto stops rows early'],
      [['--max-runs', '10'], 'runs a fixed --runs, as compare.js does; --max-runs is the cap of --runs auto'],
      [['--child-time', '1s'], "runs each file's own n, as compare.js does; --child-time sizes it (only off agrees)"],
      [
        ['--correction', 'holm'],
        "prints compare.R's table without correction, as compare.js does; --correction holm adds Holm's",
      ],
    ];
    for (const [flags, why] of refusals) {
      const name = `refused-${flags[0]!.slice(2)}.csv`;
      const result = await compare(name, '--as-compare-js', ...flags);
      assert.equal(result.code, 1, result.stderr);
      assert.equal(result.stderr, `node-bench compare: --as-compare-js ${why}: give one of them\n`);
      assert.equal(result.stdout, '');
      assert.ok(!existsSync(join(dir, name)), `${flags.join(' ')}: a refused run wrote its CSV`);
    }
  });
});
