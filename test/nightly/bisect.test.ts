// The bisect planner, driven by tables: no git, no builds. A simulated
// "git bisect" over ranges of every length with the culprit everywhere, with
// unbuildable commits and budgets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  commitVerdict,
  parseBisectBudget,
  planBisect,
  runBisect,
  verificationRows,
  type BisectPlan,
  type BisectRow,
  type Verdict,
} from '../../src/nightly/bisect.ts';
import type { NightlyFinding } from '../../src/nightly/finding.ts';

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

describe('commitVerdict', () => {
  const row = (verdict: BisectRow['verdict']): BisectRow => ({
    name: 'loop/sum.js n=1',
    improvement: null,
    reference: -40,
    share: null,
    nOld: 0,
    nNew: 0,
    verdict,
  });

  it('a commit is bad when any flagged row is, unknown when one could not tell, skipped when none was measured', () => {
    assert.equal(commitVerdict([row('good'), row('bad')]), 'bad');
    assert.equal(commitVerdict([row('unknown'), row('bad')]), 'bad');
    assert.equal(commitVerdict([row('good'), row('missing')]), 'good');
    assert.equal(commitVerdict([row('good'), row('unknown')]), 'unknown');
    assert.equal(commitVerdict([row('missing')]), 'skip');
  });
});

describe('runBisect', () => {
  /** the flagged row at a commit: the bad end's change when slower, none when not; unknown when the step could not tell */
  const rowsFor = (verdict: 'good' | 'bad' | 'unknown'): { rows: BisectRow[] } => ({
    rows: [
      {
        name: 'loop/sum.js n=1',
        improvement: verdict === 'bad' ? -50 : verdict === 'unknown' ? -25 : 0,
        reference: -50,
        share: verdict === 'bad' ? 1 : verdict === 'unknown' ? 0.4 : 0,
        nOld: 10,
        nNew: 10,
        verdict,
      },
    ],
  });
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
      budget: { builds: 6 },
      log: () => {},
      test: async (s) => {
        tested.push(s);
        if (s === commits[3]) return { unbuildable: 'the build failed' };
        return rowsFor(commits.indexOf(s) >= 5 ? 'bad' : 'good');
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
      budget: { builds: 6, timeMs: 1000 },
      log: () => {},
      now: () => clock,
      test: async (s) => {
        clock += 600;
        return rowsFor(commits.indexOf(s) >= 5 ? 'bad' : 'good');
      },
    });
    assert.equal(timed.status, 'range');
    assert.equal(timed.reason, 'budget');
    assert.equal(timed.builds, 2);
  });

  it('never names a culprit next to a commit it could not tell: the range holds both, reason unsure', async () => {
    const commits = range(8);
    // commits[5] is the first bad one; the step at commits[4] could not tell
    const outcome = await runBisect({
      commits,
      from: FROM,
      flagged,
      budget: { builds: 10 },
      log: () => {},
      test: async (s) => {
        const i = commits.indexOf(s);
        return rowsFor(i === 4 ? 'unknown' : i >= 5 ? 'bad' : 'good');
      },
    });
    assert.equal(outcome.status, 'range');
    assert.equal(outcome.reason, 'unsure');
    assert.deepEqual(outcome.candidates, [commits[4], commits[5]]);
    assert.equal(outcome.steps.find((step) => step.sha === commits[4])!.verdict, 'unknown');
  });

  describe('the sandwich verification of the culprit against its parent', () => {
    const commits = range(8);
    const test = async (s: string) => rowsFor(commits.indexOf(s) >= 5 ? 'bad' : 'good');
    const target = { logChange: Math.log(0.5), standardError: 0.01, degreesOfFreedom: 20 };
    const targets = new Map([['loop/sum.js n=1', target]]);
    /** the verification's rows from 30 pairs of a change (verificationRows, the nightly's own) */
    const verifyAs = (change: number) => async () => ({
      rows: verificationRows(new Map([['loop/sum.js n=1', Array(30).fill(Math.log1p(change))]]), targets, 5),
    });

    it('confirmed: the culprit is named, the verification recorded as its last step, no build', async () => {
      const lines: string[] = [];
      const verified: string[][] = [];
      const outcome = await runBisect({
        commits,
        from: FROM,
        flagged,
        budget: { builds: 10 },
        log: (line) => lines.push(line),
        test,
        verify: async (culprit, parent) => {
          verified.push([culprit, parent]);
          return verifyAs(-0.5)();
        },
      });
      assert.equal(outcome.status, 'culprit');
      assert.deepEqual(outcome.candidates, [commits[5]]);
      assert.deepEqual(verified, [[commits[5], commits[4]]]);
      assert.equal(outcome.builds, 3);
      const last = outcome.steps.at(-1)!;
      assert.equal(last.sha, commits[5]);
      assert.equal(last.verdict, 'bad');
      assert.match(last.detail ?? '', /a fresh A\/B against its parent [0-9a-f]{12} confirmed it/);
      assert.ok(
        lines.some((line) => line.includes(`verifying ${commits[5]}`)),
        lines.join('\n'),
      );
    });

    it("not confirmed (-7 %: beyond the threshold, not beyond two builds' offsets): the two commits, reason unconfirmed", async () => {
      const outcome = await runBisect({
        commits,
        from: FROM,
        flagged,
        budget: { builds: 10 },
        log: () => {},
        test,
        verify: verifyAs(-0.07),
      });
      assert.equal(outcome.status, 'range');
      assert.equal(outcome.reason, 'unconfirmed');
      assert.equal(outcome.good, commits[4]);
      assert.equal(outcome.bad, commits[5]);
      assert.deepEqual(outcome.candidates, [commits[5]]);
      assert.equal(outcome.steps.at(-1)!.verdict, 'unknown');
      assert.match(outcome.steps.at(-1)!.detail ?? '', /did not confirm it/);
    });

    it('the verification could not run: the two commits, reason error', async () => {
      const outcome = await runBisect({
        commits,
        from: FROM,
        flagged,
        budget: { builds: 10 },
        log: () => {},
        test,
        verify: async () => ({ stop: 'no space left on device' }),
      });
      assert.equal(outcome.status, 'range');
      assert.equal(outcome.reason, 'error');
      assert.match(outcome.error ?? '', /could not be verified: no space left/);
    });
  });
});
