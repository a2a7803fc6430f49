// The bisect planner, driven by tables: no git, no builds. A simulated
// "git bisect" over ranges of every length with the culprit everywhere, with
// unbuildable commits and budgets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  classifyRow,
  commitVerdict,
  parseBisectBudget,
  planBisect,
  runBisect,
  type BisectPlan,
  type Verdict,
} from '../../src/nightly/bisect.ts';
import type { Comparison } from '../../src/stats/analyze.ts';
import type { ComparisonRun } from '../../src/pipeline/compare.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import type { NightlyFinding } from '../../src/nightly/report.ts';

const sha = (i: number) => i.toString(16).padStart(40, '0');
const FROM = 'f'.repeat(40);
const range = (n: number) => Array.from({ length: n }, (_, i) => sha(i + 1));

/** Drives planBisect like the loop does, with an oracle for each commit. */
function simulate(
  commits: string[],
  oracle: (sha: string) => Verdict,
  budget = Infinity,
): { plan: BisectPlan; tested: string[] } {
  const results = new Map<string, Verdict>();
  const tested: string[] = [];
  for (;;) {
    const plan = planBisect({ commits, from: FROM, results, canTest: tested.length < budget });
    if (plan.kind !== 'test') return { plan, tested };
    assert.ok(!results.has(plan.sha), `tested ${plan.sha} twice`);
    assert.ok(plan.sha !== commits[commits.length - 1], 'never tests the known-bad head');
    tested.push(plan.sha);
    results.set(plan.sha, oracle(plan.sha));
  }
}

describe('planBisect', () => {
  it('finds the culprit anywhere in ranges of 1 to 40 commits within ceil(log2 n) tests', () => {
    for (let n = 1; n <= 40; n++) {
      const commits = range(n);
      for (let culprit = 0; culprit < n; culprit++) {
        const { plan, tested } = simulate(commits, (s) => (commits.indexOf(s) >= culprit ? 'bad' : 'good'));
        assert.equal(plan.kind, 'culprit', `n=${n} culprit=${culprit}`);
        if (plan.kind !== 'culprit') continue;
        assert.equal(plan.sha, commits[culprit]);
        assert.equal(plan.bad, commits[culprit]);
        assert.equal(plan.good, culprit === 0 ? FROM : commits[culprit - 1]);
        assert.ok(tested.length <= Math.ceil(Math.log2(n)), `n=${n} culprit=${culprit}: ${tested.length} tests`);
      }
    }
  });

  it('a range of 8 whose 5th commit is slow: tests the 4th, 6th and 5th, as git bisect would', () => {
    const commits = range(8);
    const { plan, tested } = simulate(commits, (s) => (commits.indexOf(s) >= 4 ? 'bad' : 'good'));
    assert.deepEqual(tested, [commits[3], commits[5], commits[4]]);
    assert.deepEqual(plan, { kind: 'culprit', sha: commits[4], good: commits[3], bad: commits[4] });
  });

  it('steps over an unbuildable commit to its nearest neighbour and still names the culprit', () => {
    const commits = range(8);
    for (let culprit = 0; culprit < 8; culprit++) {
      for (let broken = 0; broken < 7; broken++) {
        if (broken === culprit) continue;
        const { plan, tested } = simulate(commits, (s) => {
          const i = commits.indexOf(s);
          if (i === broken) return 'skip';
          return i >= culprit ? 'bad' : 'good';
        });
        // the culprit is found unless the broken commit is right before it and decides the answer
        if (plan.kind === 'culprit') {
          assert.equal(plan.sha, commits[culprit], `culprit=${culprit} broken=${broken}`);
        } else {
          assert.equal(plan.kind, 'range');
          if (plan.kind !== 'range') continue;
          assert.equal(plan.reason, 'skipped');
          assert.equal(broken, culprit - 1, `culprit=${culprit} broken=${broken}: ${JSON.stringify(plan)}`);
          assert.deepEqual(plan.candidates, [commits[broken], commits[culprit]]);
        }
        assert.ok(tested.length <= 4, `culprit=${culprit} broken=${broken}: ${tested.length} tests`);
      }
    }
  });

  it('the first pick of 8 is the 4th commit; when it is skipped the newer neighbour, then the older one', () => {
    const commits = range(8);
    const first = planBisect({ commits, from: FROM, results: new Map(), canTest: true });
    assert.deepEqual(first, { kind: 'test', sha: commits[3] });
    const second = planBisect({ commits, from: FROM, results: new Map([[commits[3]!, 'skip']]), canTest: true });
    assert.deepEqual(second, { kind: 'test', sha: commits[4] });
    const third = planBisect({
      commits,
      from: FROM,
      results: new Map<string, Verdict>([
        [commits[3]!, 'skip'],
        [commits[4]!, 'skip'],
      ]),
      canTest: true,
    });
    assert.deepEqual(third, { kind: 'test', sha: commits[2] });
  });

  it('only skipped commits between good and bad: the range of them and the bad one', () => {
    const commits = range(4);
    const results = new Map<string, Verdict>([
      [commits[0]!, 'skip'],
      [commits[1]!, 'skip'],
      [commits[2]!, 'skip'],
    ]);
    assert.deepEqual(planBisect({ commits, from: FROM, results, canTest: true }), {
      kind: 'range',
      good: FROM,
      bad: commits[3],
      candidates: commits,
      reason: 'skipped',
    });
  });

  it('the budget out: the narrowed range (last good exclusive, first bad inclusive)', () => {
    const commits = range(8);
    const { plan, tested } = simulate(commits, (s) => (commits.indexOf(s) >= 4 ? 'bad' : 'good'), 1);
    assert.deepEqual(tested, [commits[3]]);
    assert.deepEqual(plan, {
      kind: 'range',
      good: commits[3],
      bad: commits[7],
      candidates: commits.slice(4),
      reason: 'budget',
    });
    const none = simulate(commits, () => 'bad', 0);
    assert.deepEqual(none.tested, []);
    assert.deepEqual(none.plan, { kind: 'range', good: FROM, bad: commits[7], candidates: commits, reason: 'budget' });
  });

  it('a single commit is its own culprit without a test, even with no budget', () => {
    const commits = range(1);
    assert.deepEqual(planBisect({ commits, from: FROM, results: new Map(), canTest: false }), {
      kind: 'culprit',
      sha: commits[0],
      good: FROM,
      bad: commits[0],
    });
  });

  it('inconsistent verdicts (a good commit after a bad one): the first bad and the good before it count', () => {
    const commits = range(6);
    const results = new Map<string, Verdict>([
      [commits[1]!, 'bad'],
      [commits[3]!, 'good'],
      [commits[0]!, 'good'],
    ]);
    assert.deepEqual(planBisect({ commits, from: FROM, results, canTest: true }), {
      kind: 'culprit',
      sha: commits[1],
      good: commits[0],
      bad: commits[1],
    });
  });

  it('refuses an empty range', () => {
    assert.throws(() => planBisect({ commits: [], from: FROM, results: new Map(), canTest: true }), /no commit/);
  });
});

describe('parseBisectBudget', () => {
  it('reads builds, a duration, or both', () => {
    assert.deepEqual(parseBisectBudget('6'), { builds: 6 });
    assert.deepEqual(parseBisectBudget('0'), { builds: 0 });
    assert.deepEqual(parseBisectBudget('4 builds'), { builds: 4 });
    assert.deepEqual(parseBisectBudget('1 build'), { builds: 1 });
    assert.deepEqual(parseBisectBudget('2h'), { builds: 6, timeMs: 7_200_000 });
    assert.deepEqual(parseBisectBudget('10, 90m'), { builds: 10, timeMs: 5_400_000 });
    assert.deepEqual(parseBisectBudget('30s,3'), { builds: 3, timeMs: 30_000 });
  });
  for (const bad of ['', 'six', '-1', '6,7', '2h,3h', '101', '0s', '1.5', '8d', '1,2,3']) {
    it(`refuses ${JSON.stringify(bad)}`, () => {
      assert.throws(() => parseBisectBudget(bad), /bisect-budget/);
    });
  }
});

describe('classifyRow and commitVerdict', () => {
  const flagged: NightlyFinding = {
    name: 'loop/sum.js n=1',
    filename: 'loop/sum.js',
    configuration: 'n=1',
    improvement: -40,
    pValue: 1e-9,
    holmPValue: 1e-9,
    stars: '***',
  };
  const threshold = { stars: '***' as const, minChange: 5 };
  /** a real comparison from samples: old around 100 ops/s, new around 100 * (1 + change) */
  const comparison = (change: number, spread = 0.5): Comparison => {
    const groups = new SampleGroups();
    for (let i = 0; i < 20; i++) {
      const jitter = ((i % 5) - 2) * spread;
      groups.add({ filename: 'loop/sum.js', configuration: 'n=1', binary: 'old', rate: 100 + jitter, time: 1 });
      groups.add({
        filename: 'loop/sum.js',
        configuration: 'n=1',
        binary: 'new',
        rate: 100 * (1 + change) + jitter,
        time: 1,
      });
    }
    return groups.analyze({ correction: 'holm' }).comparisons[0]!;
  };

  it('bad: significantly slower by the threshold; good: same speed; missing: no samples', () => {
    assert.equal(classifyRow(comparison(-0.4), flagged, threshold).verdict, 'bad');
    assert.equal(classifyRow(comparison(0), flagged, threshold).verdict, 'good');
    assert.equal(classifyRow(comparison(0.3), flagged, threshold).verdict, 'good');
    assert.equal(classifyRow(undefined, flagged, threshold).verdict, 'missing');
  });

  it('a slowdown below minChange is bad when it is nearer the range slowdown than none', () => {
    const small = { ...flagged, improvement: -6 };
    assert.equal(classifyRow(comparison(-0.04, 0.1), small, threshold).verdict, 'bad');
    assert.equal(classifyRow(comparison(-0.02, 0.1), small, threshold).verdict, 'good');
  });

  it('a commit is bad when any flagged row is, skipped when none was measured', () => {
    const row = (verdict: 'good' | 'bad' | 'missing') => ({ ...classifyRow(undefined, flagged, threshold), verdict });
    assert.equal(commitVerdict([row('good'), row('bad')]), 'bad');
    assert.equal(commitVerdict([row('good'), row('missing')]), 'good');
    assert.equal(commitVerdict([row('missing')]), 'skip');
  });
});

describe('runBisect', () => {
  /** a comparison run whose flagged row is slower (or not) at each commit */
  const runFor = (slower: boolean): ComparisonRun => {
    const groups = new SampleGroups();
    for (let i = 0; i < 10; i++) {
      const jitter = (i % 3) - 1;
      groups.add({ filename: 'loop/sum.js', configuration: 'n=1', binary: 'old', rate: 100 + jitter, time: 1 });
      groups.add({
        filename: 'loop/sum.js',
        configuration: 'n=1',
        binary: 'new',
        rate: (slower ? 50 : 100) + jitter,
        time: 1,
      });
    }
    return {
      binaries: {} as ComparisonRun['binaries'],
      groups,
      samples: 20,
      failures: [],
      partial: false,
      csvPath: '/dev/null',
      elapsedMs: 1,
    };
  };
  const flagged: NightlyFinding[] = [
    {
      name: 'loop/sum.js n=1',
      filename: 'loop/sum.js',
      configuration: 'n=1',
      improvement: -50,
      pValue: 0,
      holmPValue: 0,
      stars: '***',
    },
  ];

  it('tests, records steps, skips unbuildable commits and stops on the time budget', async () => {
    const commits = range(8);
    const tested: string[] = [];
    const outcome = await runBisect({
      commits,
      from: FROM,
      flagged,
      threshold: { stars: '***', minChange: 5 },
      budget: { builds: 6 },
      log: () => {},
      test: async (s) => {
        tested.push(s);
        if (s === commits[3]) return { unbuildable: 'the build failed' };
        return runFor(commits.indexOf(s) >= 5);
      },
    });
    assert.equal(outcome.status, 'culprit');
    assert.deepEqual(outcome.candidates, [commits[5]]);
    assert.equal(outcome.builds, tested.length);
    assert.ok(outcome.builds <= 4, `${outcome.builds}`);
    assert.deepEqual(
      outcome.steps.map((s) => s.verdict),
      tested.map((s) => (s === commits[3] ? 'skip' : commits.indexOf(s) >= 5 ? 'bad' : 'good')),
    );
    assert.deepEqual(outcome.configurations, ['loop/sum.js n=1']);

    let clock = 0;
    const timed = await runBisect({
      commits,
      from: FROM,
      flagged,
      threshold: { stars: '***', minChange: 5 },
      budget: { builds: 6, timeMs: 1000 },
      log: () => {},
      now: () => clock,
      test: async (s) => {
        clock += 600;
        return runFor(commits.indexOf(s) >= 5);
      },
    });
    assert.equal(timed.status, 'range');
    assert.equal(timed.reason, 'budget');
    assert.equal(timed.builds, 2);
  });
});
