// --max-time as a plan: the order a budgeted run takes (cheapest first in each
// run; fixed runs too long for the budget run the cheapest configurations to
// VERDICT_RUNS first) and what a cut-short run says it left unmeasured.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  describeUnmeasured,
  planBudget,
  stageOrder,
  unmeasuredOf,
  VERDICT_RUNS,
  type BudgetConfiguration,
} from '../../src/run/plan/budget.ts';
import { planRuns, type FileListings } from '../../src/run/plan/plan.ts';
import type { SuiteFile } from '../../src/run/suites/bundled-files.ts';

const files: SuiteFile[] = [{ filename: 'g/x.js', file: '/s/g/x.js' }];
// four configurations: n=4 costs 400 ms a child, n=1 100 ms, ...
const configs = [4, 1, 3, 2].map((n) => ({ n }));
const listings: FileListings[] = [
  {
    file: files[0]!,
    old: { listing: { type: 'configs', configs, flags: [] } },
    new: { listing: { type: 'configs', configs, flags: [] } },
  },
];
const expectedMs = (_filename: string, configuration: string) => Number(configuration.slice(2)) * 100;

describe('planRuns with a --max-time budget', () => {
  it('without one, the listing order; with one, cheapest first in every run, the seeded sides kept', () => {
    const plain = planRuns({ files, listings, runs: 3, seed: 9 });
    assert.equal(plain.budget, null);
    assert.deepEqual(
      plain.configurations.map((c) => c.configuration),
      ['n=4', 'n=1', 'n=3', 'n=2'],
    );
    // the whole plan (2 x 1000 ms a run x 3 runs) fits
    const roomy = planRuns({ files, listings, runs: 3, seed: 9, budget: { ms: 60_000, expectedMs } });
    assert.deepEqual(
      roomy.configurations.map((c) => c.configuration),
      ['n=1', 'n=2', 'n=3', 'n=4'],
    );
    assert.deepEqual(roomy.budget, { budgetMs: 60_000, expectedMs: 6000, runMs: 2000, fullRuns: 3, firstStage: null });
    // run order kept: every configuration's run k before any run k+1
    const runs = roomy.queue.map((j) => j.run);
    assert.deepEqual(
      runs,
      [...runs].sort((a, b) => a - b),
    );
    assert.equal(roomy.queue.length, 3 * 4 * 2);
    // the same configurations and jobs as without the budget, only in another order
    const key = (j: (typeof plain.queue)[number]) => `${j.run} ${j.configuration.configuration} ${j.binary}`;
    assert.deepEqual(new Set(roomy.queue.map(key)).size, plain.queue.length);
    assert.deepEqual(roomy.queue.map(key).sort(), plain.queue.map(key).sort());
  });

  it('fixed runs that cannot give everything VERDICT_RUNS runs: the cheapest that fit run them first', () => {
    // 10 runs need 20 s; 5 s fit 2 whole runs (< VERDICT_RUNS): n=1, n=2 (3 x 600 ms = 1.8 s) and n=3 (3 x 600 = 1.8 s)
    // fit 3 runs each in 5 s (3.6 s), n=4 (2.4 s more) does not
    const tight = planRuns({ files, listings, runs: 10, seed: 9, budget: { ms: 5000, expectedMs } });
    assert.deepEqual(tight.budget, { budgetMs: 5000, expectedMs: 20_000, runMs: 2000, fullRuns: 2, firstStage: 3 });
    const head = tight.queue.slice(0, 3 * 3 * 2).map((j) => `${j.run} ${j.configuration.configuration}`);
    assert.deepEqual(
      [...new Set(head)],
      ['1 n=1', '1 n=2', '1 n=3', '2 n=1', '2 n=2', '2 n=3', '3 n=1', '3 n=2', '3 n=3'],
    );
    // then the rest, run by run: n=4's first run comes next
    assert.equal(tight.queue[18]!.configuration.configuration, 'n=4');
    assert.equal(tight.queue[18]!.run, 1);
    assert.equal(tight.queue.length, 10 * 4 * 2);
  });

  it('--runs auto keeps strict run order (its looks judge every open row at the same runs)', () => {
    const auto = planRuns({ files, listings, runs: 10, seed: 9, balanced: true, budget: { ms: 5000, expectedMs } });
    assert.equal(auto.budget?.firstStage, null);
    const runs = auto.queue.map((j) => j.run);
    assert.deepEqual(
      runs,
      [...runs].sort((a, b) => a - b),
    );
    assert.deepEqual(
      auto.queue.slice(0, 8).map((j) => j.configuration.configuration),
      ['n=1', 'n=1', 'n=2', 'n=2', 'n=3', 'n=3', 'n=4', 'n=4'],
    );
    // balanced sides survive the reorder: run 2 repeats run 1 in the other order
    for (const c of ['n=1', 'n=2', 'n=3', 'n=4']) {
      const first = (run: number) => auto.queue.find((j) => j.run === run && j.configuration.configuration === c)!;
      assert.notEqual(first(1).binary, first(2).binary, c);
    }
  });
});

describe('planBudget and stageOrder', () => {
  const costed: BudgetConfiguration[] = [5, 1, 1, 3].map((costMs, index) => ({
    index,
    filename: 'g/x.js',
    configuration: `i=${index}`,
    costMs,
  }));

  it('ties go by listing position; nothing fits: no first stage and 0 whole runs', () => {
    assert.deepEqual(planBudget(costed, 5, 0, false).budget.fullRuns, 0);
    assert.equal(planBudget(costed, 5, 0, false).firstStage.size, 0);
    assert.deepEqual([...planBudget(costed, 5, 6, false).firstStage], [1, 2], `2 x 3 runs = 6`);
  });

  it('stageOrder puts the first stage up to VERDICT_RUNS first and keeps the rest in run order', () => {
    const queue = [1, 2, 3, 4].flatMap((run) => [0, 1].map((index) => ({ run, configuration: { index } })));
    const ordered = stageOrder(queue, new Set([1]));
    assert.deepEqual(
      ordered.map((j) => `${j.run}:${j.configuration.index}`),
      ['1:1', '2:1', '3:1', '1:0', '2:0', '3:0', '4:0', '4:1'],
    );
    assert.equal(VERDICT_RUNS, 3);
  });
});

describe('what a cut-short run left unmeasured', () => {
  const configurations = ['n=1', 'n=2', 'n=3'].map((configuration, index) => ({
    index,
    filename: 'g/x.js',
    configuration,
    flags: { old: [], new: index === 2 ? null : [] },
  }));

  it('fixed runs: never measured, and fewer runs than planned on some side', () => {
    const done = new Map([
      [0, { old: 3, new: 3 }],
      [1, { old: 2, new: 1 }],
    ]);
    const u = unmeasuredOf({ reason: 'max-time', configurations, runs: 3, done });
    assert.deepEqual(u.never, ['g/x.js n=3']);
    assert.deepEqual(u.short, [{ name: 'g/x.js n=2', runs: 1 }]);
    assert.equal(
      describeUnmeasured(u),
      'left unmeasured (the --max-time budget ran out): 1 of 3 configurations never ran (g/x.js n=3); 1 ran 1 of 3 runs',
    );
  });

  it('--runs auto: settled rows are done whatever their runs, open ones are left', () => {
    const done = new Map([
      [0, { old: 4, new: 4 }],
      [1, { old: 6, new: 6 }],
      [2, { old: 4 }],
    ]);
    const u = unmeasuredOf({ reason: 'signal', configurations, runs: 30, done, settled: (index) => index === 0 });
    assert.deepEqual(u.never, []);
    assert.deepEqual(u.short, [
      { name: 'g/x.js n=2', runs: 6 },
      { name: 'g/x.js n=3', runs: 4 },
    ]);
    assert.equal(
      describeUnmeasured(u, true),
      'left unmeasured (the run was interrupted): 2 were still open (not settled; 4-6 runs of up to 30)',
    );
    assert.equal(
      describeUnmeasured(unmeasuredOf({ reason: 'signal', configurations, runs: 30, done, settled: () => true }), true),
      null,
    );
  });
});
