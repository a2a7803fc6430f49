// How often a nightly bisect names the wrong commit: a simulation from this
// machine's measured per-run noise (bench/data/noise-{quiet,loaded}.csv, one
// release binary against itself, recorded by bench/noise-data.ts; the loaded
// set with busy loops on every core, as a CI job sharing the runner adds).
//
// The range: 10 first-parent commits, the 7th slows one benchmark row by the
// step size, the 4th does not build (the issue's scenario). A measurement of
// commit c against the good end draws runs of a real row of the data (both
// sides of a run together, so the run's shared machine state is kept) and
// scales the new side by the truth at c. The bisect is the real planner
// (planBisect) with the default budget (6 builds). Rules compared:
//
// - today: the scan and each step run 6 runs a side; a step calls the commit
//   bad when compare.R's Welch test, Holm over the row's file (its
//   configurations in the data), reaches *** and the row is slower by 5 % or
//   by half the range's slowdown; anything else is good;
// - |t| ≥ 3: 4 runs a side, rounds of 2 until the paired mean is clearly
//   nearer one end (|t| ≥ 3 against the midpoint), cap 20, unknown at the cap
//   (a range is answered then), with the scan of ours;
// - ours: the scan with --runs auto (the paired sequential test, a 30-run
//   cap); when it knew the range's change only roughly, the range's ends
//   measured again (30 runs, needsReference/refineRangeChange); each step the
//   StepClassifier (src/stats/classify.ts) capped at the scan's max runs.
//   "ours, no remeasure" leaves out the second measurement of the ends.
//
// Printed per noise level and step size: how often the scan missed the
// slowdown (of all scans), and of the bisects it started: the right culprit,
// a wrong culprit, a range holding the culprit, a range without it (also
// wrong); the runs per side (the steps', and the remeasure's) and the builds
// a bisect cost.
//
//   npm run bench -- bisect-sim [--bisects 2000]
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { planBisect, type Verdict } from '../src/nightly/bisect.ts';
import { createPrng } from '../src/run/plan/prng.ts';
import {
  checkCulprit,
  midpointT,
  needsReference,
  rangeChange,
  refineRangeChange,
  STEP_SCHEDULE,
  StepClassifier,
  type RangeChange,
} from '../src/stats/classify.ts';
import { parseCompareCsv } from '../src/stats/csv.ts';
import { summarize, welchTest } from '../src/stats/welch.ts';
import { AdaptiveRows, ADAPTIVE_DEFAULTS } from '../src/stats/verdict.ts';
import { noiseCsv } from './noise-data.ts';

const COMMITS = 10;
const CULPRIT = 6;
const UNBUILDABLE = 3;
const BUDGET_BUILDS = 6;
const STEPS_PERCENT = [-5, -10, -20, -50, -80];
const MIN_CHANGE = 5;

interface NoiseRow {
  key: string;
  /** (old, new) rates of each run */
  pairs: [number, number][];
  /** configurations of the row's file in the data (Holm's family in today's step) */
  fileRows: number;
}

export async function loadNoise(name: string): Promise<NoiseRow[]> {
  const samples = parseCompareCsv(await readFile(noiseCsv(name), 'utf8'), noiseCsv(name));
  const rows = new Map<string, { file: string; old: number[]; new: number[] }>();
  for (const s of samples) {
    const key = `${s.filename} ${s.configuration}`;
    let row = rows.get(key);
    if (row === undefined) rows.set(key, (row = { file: s.filename, old: [], new: [] }));
    row[s.binary].push(s.rate);
  }
  const perFile = new Map<string, number>();
  for (const row of rows.values()) perFile.set(row.file, (perFile.get(row.file) ?? 0) + 1);
  return [...rows]
    .map(([key, row]) => ({
      key,
      pairs: row.old.slice(0, row.new.length).map((old, i): [number, number] => [old, row.new[i]!]),
      fileRows: perFile.get(row.file)!,
    }))
    .filter((row) => row.pairs.length >= 10);
}

type Random = () => number;

/** n runs of commit c against the good end: the old and new rates, new scaled by the truth. */
function measure(row: NoiseRow, truth: number, n: number, random: Random): { old: number[]; new: number[] } {
  const old: number[] = [];
  const current: number[] = [];
  for (let i = 0; i < n; i++) {
    const [a, b] = row.pairs[Math.floor(random() * row.pairs.length)]!;
    old.push(a);
    current.push(b * Math.exp(truth));
  }
  return { old, new: current };
}

interface ScanResult {
  flagged: boolean;
  reference: RangeChange;
  improvement: number;
  /** runs per side the bisect spent measuring the range's ends again (not the scan's own) */
  referenceRuns: number;
}

/** today's scan and step test: Welch on 6 runs a side, Holm over the file's rows (the flagged row's p × rows) */
function welchCall(row: NoiseRow, m: { old: number[]; new: number[] }) {
  const result = welchTest(summarize(m.old), summarize(m.new));
  const meanOld = m.old.reduce((s, x) => s + x, 0) / m.old.length;
  const meanNew = m.new.reduce((s, x) => s + x, 0) / m.new.length;
  const improvement = ((meanNew - meanOld) / meanOld) * 100;
  const holm = Math.min(1, result.pValue * row.fileRows);
  return { improvement, holm };
}

function scanToday(row: NoiseRow, truth: number, random: Random): ScanResult {
  const { improvement, holm } = welchCall(row, measure(row, truth, 6, random));
  return {
    flagged: holm < 0.001 && improvement <= -MIN_CHANGE,
    improvement,
    reference: { logChange: Math.log1p(improvement / 100), standardError: 0, degreesOfFreedom: Infinity },
    referenceRuns: 0,
  };
}

/** ours: the adaptive scan (one row's sequential test at its defaults) */
function scanOurs(row: NoiseRow, truth: number, random: Random): ScanResult {
  const rows = new AdaptiveRows({ schedule: { ...ADAPTIVE_DEFAULTS }, deltaPercent: 5 });
  rows.track('r');
  let run = 0;
  while (rows.nextLookRuns !== null && !rows.isSettled('r')) {
    const target = rows.nextLookRuns;
    for (; run < target; run++) {
      const m = measure(row, truth, 1, random);
      rows.add('r', 'old', run + 1, m.old[0]!);
      rows.add('r', 'new', run + 1, m.new[0]!);
    }
    rows.look();
  }
  const verdict = rows.verdict('r');
  const flagged = verdict.outcome === 'regression' && verdict.estimate.change <= -MIN_CHANGE;
  return {
    flagged,
    improvement: verdict.estimate.change,
    reference: flagged
      ? rangeChange(verdict.estimate, verdict.n.old - 1)
      : { logChange: -1, standardError: 0, degreesOfFreedom: Infinity },
    referenceRuns: 0,
  };
}

type StepRule = (row: NoiseRow, truth: number, scan: ScanResult, random: Random) => { verdict: Verdict; runs: number };

const todayStep: StepRule = (row, truth, scan, random) => {
  const { improvement, holm } = welchCall(row, measure(row, truth, 6, random));
  const bad = improvement < 0 && holm < 0.001 && (-improvement >= MIN_CHANGE || improvement <= scan.improvement / 2);
  return { verdict: bad ? 'bad' : 'good', runs: 6 };
};

const tThreeStep: StepRule = (row, truth, scan, random) => {
  const ratios: number[] = [];
  const exact = { ...scan.reference, standardError: 0, degreesOfFreedom: Infinity };
  for (let n = 4; ; n = Math.min(n + 2, 20)) {
    while (ratios.length < n) {
      const m = measure(row, truth, 1, random);
      ratios.push(Math.log(m.new[0]! / m.old[0]!));
    }
    const { t } = midpointT(ratios, exact);
    if (Math.abs(t) >= 3) return { verdict: t < 0 ? 'bad' : 'good', runs: n };
    if (n === 20) return { verdict: 'unknown', runs: n };
  }
};

const oursStep: StepRule = (row, truth, scan, random) => {
  const cap = ADAPTIVE_DEFAULTS.maxRuns;
  const classifier = new StepClassifier({
    schedule: { ...STEP_SCHEDULE, maxRuns: cap },
    targets: new Map([[row.key, scan.reference]]),
  });
  classifier.track('r', row.key);
  let run = 0;
  while (classifier.nextLookRuns !== null) {
    const target = classifier.nextLookRuns;
    for (; run < target; run++) {
      const m = measure(row, truth, 1, random);
      classifier.add('r', 'old', run + 1, m.old[0]!);
      classifier.add('r', 'new', run + 1, m.new[0]!);
    }
    classifier.look();
  }
  const verdict = classifier.verdict();
  return { verdict: verdict === 'skip' ? 'unknown' : verdict, runs: run };
};

/** ours: the range's ends measured again when the scan knew the change only roughly (needsReference) */
function withReference(scan: (row: NoiseRow, truth: number, random: Random) => ScanResult) {
  return (row: NoiseRow, truth: number, random: Random): ScanResult => {
    const first = scan(row, truth, random);
    if (!first.flagged || !needsReference(first.reference)) return first;
    const cap = ADAPTIVE_DEFAULTS.maxRuns;
    const ratios: number[] = [];
    for (let i = 0; i < cap; i++) {
      const m = measure(row, truth, 1, random);
      ratios.push(Math.log(m.new[0]! / m.old[0]!));
    }
    return { ...first, reference: refineRangeChange(first.reference, ratios), referenceRuns: cap };
  };
}

const RULES = [
  { name: 'today (6 runs, Holm ***)', scan: scanToday, step: todayStep, verify: false },
  { name: '|t| >= 3 (4+2..20)', scan: scanOurs, step: tThreeStep, verify: false },
  { name: 'ours, no remeasure', scan: scanOurs, step: oursStep, verify: true },
  { name: 'ours', scan: withReference(scanOurs), step: oursStep, verify: true },
] as const;

export const OURS = RULES[3];

interface Tally {
  bisects: number;
  missed: number;
  right: number;
  wrong: number;
  range: number;
  wrongRange: number;
  /** ranges because the budget ran out */
  budget: number;
  /** culprits the verification could not confirm (ended as a range of two adjacent commits) */
  unconfirmed: number;
  runs: number;
  builds: number;
}

const emptyTally = (): Tally => ({
  bisects: 0,
  missed: 0,
  right: 0,
  wrong: 0,
  range: 0,
  wrongRange: 0,
  budget: 0,
  unconfirmed: 0,
  runs: 0,
  builds: 0,
});

/** A range to bisect: its first-parent commits, the ones that change the row (log step by index), the unbuildable ones. */
interface Scenario {
  name: string;
  noise: 'quiet' | 'loaded';
  commits: number;
  steps: ReadonlyMap<number, number>;
  unbuildable: ReadonlySet<number>;
}

/** The issue's range: 10 commits, the 7th slows the row, the 4th does not build. */
export const issueRange = (noise: Scenario['noise'], stepPercent: number): Scenario => ({
  name: `${stepPercent}%`,
  noise,
  commits: COMMITS,
  steps: new Map([[CULPRIT, Math.log1p(stepPercent / 100)]]),
  unbuildable: new Set([UNBUILDABLE]),
});

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * Each build's own log offset (lognormal factor, sd buildOffset), the same for
 * every run of it: index -1 is from. None drawn at 0, so the random stream and
 * the figures without offsets stay those of the runs before offsets existed.
 */
function buildOffsets(commits: number, buildOffset: number, random: Random): (index: number) => number {
  if (buildOffset === 0) return () => 0;
  const offsets = Array.from({ length: commits + 1 }, () => buildOffset * gaussian(random));
  return (index) => offsets[index + 1]!;
}

interface BisectSetup {
  rule: (typeof RULES)[number];
  /** the sandwich verification of a named culprit against its parent */
  verify: boolean;
  scenario: Scenario;
  /** sd of each build's log offset */
  buildOffset: number;
}

/** One scan and bisect of the scenario's range with the row's noise, counted in tally. */
export function bisectOnce(setup: BisectSetup, row: NoiseRow, random: Random, tally: Tally): void {
  const { rule, scenario } = setup;
  tally.bisects++;
  const offset = buildOffsets(scenario.commits, setup.buildOffset, random);
  /** the row's log speed at a commit's build (-1: from), the code's change and the build's offset */
  const level = (index: number) => {
    let truth = 0;
    for (const [at, step] of scenario.steps) if (at <= index) truth += step;
    return truth + offset(index);
  };
  const last = scenario.commits - 1;
  const scan = rule.scan(row, level(last) - level(-1), random);
  if (!scan.flagged) {
    tally.missed++;
    return;
  }
  tally.runs += scan.referenceRuns;
  const commits = Array.from({ length: scenario.commits }, (_, i) => `c${i}`);
  const results = new Map<string, Verdict>();
  let builds = 0;
  for (;;) {
    const plan = planBisect({ commits, from: 'from', results, canTest: builds < BUDGET_BUILDS });
    if (plan.kind === 'test') {
      builds++;
      const index = commits.indexOf(plan.sha);
      if (scenario.unbuildable.has(index)) {
        results.set(plan.sha, 'skip');
        continue;
      }
      const { verdict, runs } = rule.step(row, level(index) - level(-1), scan, random);
      tally.runs += runs;
      results.set(plan.sha, verdict);
      continue;
    }
    tally.builds += builds;
    const culprits = [...scenario.steps.keys()].map((index) => commits[index]!);
    if (plan.kind === 'culprit' && setup.verify) {
      const index = commits.indexOf(plan.sha);
      const { confirmed, runs } = verifyCulprit(row, level(index) - level(index - 1), scan, random);
      tally.runs += runs;
      if (!confirmed) {
        tally.unconfirmed++;
        if (culprits.includes(plan.sha)) tally.range++;
        else tally.wrongRange++;
        return;
      }
    }
    if (plan.kind === 'culprit') {
      if (culprits.includes(plan.sha)) tally.right++;
      else tally.wrong++;
    } else {
      if (plan.reason === 'budget') tally.budget++;
      if (plan.candidates.some((sha) => culprits.includes(sha))) tally.range++;
      else tally.wrongRange++;
    }
    return;
  }
}

/** The sandwich verification: fresh pairs of the culprit's build against its parent's, the cap's runs. */
function verifyCulprit(row: NoiseRow, shift: number, scan: ScanResult, random: Random) {
  const runs = ADAPTIVE_DEFAULTS.maxRuns;
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const m = measure(row, shift, 1, random);
    ratios.push(Math.log(m.new[0]! / m.old[0]!));
  }
  const check = checkCulprit(ratios, scan.reference, { minChange: MIN_CHANGE });
  return { confirmed: check.confirmed, runs };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

/** Wilson's 95 % score interval of a proportion, in percent. */
function wilson(part: number, whole: number): [number, number] {
  if (whole === 0) return [0, 100];
  const z = 1.959964;
  const p = part / whole;
  const centre = (p + z ** 2 / (2 * whole)) / (1 + z ** 2 / whole);
  const half = (z / (1 + z ** 2 / whole)) * Math.sqrt((p * (1 - p)) / whole + z ** 2 / (4 * whole ** 2));
  return [100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half)];
}

/** Runs the setup's bisects on rows drawn from the noise data, with a fixed seed. */
export function simulateBisects(setup: BisectSetup, rows: readonly NoiseRow[], bisects: number, seed: number): Tally {
  const random = createPrng(seed);
  const tally = emptyTally();
  for (let i = 0; i < bisects; i++) bisectOnce(setup, rows[Math.floor(random() * rows.length)]!, random, tally);
  return tally;
}

const OFFSET_SCENARIOS: Scenario[] = [
  issueRange('quiet', -10),
  {
    name: 'two -10% steps',
    noise: 'quiet',
    commits: COMMITS,
    steps: new Map([
      [2, Math.log(0.9)],
      [CULPRIT, Math.log(0.9)],
    ]),
    unbuildable: new Set([UNBUILDABLE]),
  },
  ...[-20, -50].map((stepPercent): Scenario => ({
    name: `30 commits ${stepPercent}%`,
    noise: 'loaded',
    commits: 30,
    steps: new Map([[20, Math.log1p(stepPercent / 100)]]),
    unbuildable: new Set([9]),
  })),
];

/** Builds that differ a little: each build's own offset, before (no verification) and after. */
function offsetSection(noiseRows: ReadonlyMap<string, NoiseRow[]>, bisects: number): void {
  console.log(
    `\nbuild offsets: each build's speed off by its own lognormal factor; ${bisects} bisects per case with ours. ` +
      'WRONG: a wrong culprit (95 % interval); range: ended as a range (unconf.: of them, a culprit the ' +
      'verification could not confirm); budget: the budget ran out. Two -10% steps: the 3rd and the 7th commit, ' +
      'either is right; 30 commits: the 21st slows the row, the 10th does not build.',
  );
  console.log(
    `${'scenario'.padEnd(20)} ${'offset'.padStart(6)} ${'rule'.padEnd(14)} ${'missed'.padStart(6)} ${'right'.padStart(6)} ` +
      `${'WRONG'.padStart(6)} ${'(95 % CI)'.padEnd(14)} ${'range'.padStart(6)} ${'unconf.'.padStart(7)} ` +
      `${'budget'.padStart(6)} ${'runs'.padStart(6)} ${'builds'.padStart(6)}`,
  );
  for (const scenario of OFFSET_SCENARIOS) {
    const rows = noiseRows.get(scenario.noise);
    if (rows === undefined) continue;
    for (const buildOffset of [0, 0.02]) {
      for (const verify of [false, true]) {
        const tally = simulateBisects({ rule: OURS, verify, scenario, buildOffset }, rows, bisects, 41);
        const found = tally.bisects - tally.missed;
        const [low, high] = wilson(tally.wrong, found);
        console.log(
          `${scenario.name.padEnd(20)} ${`${buildOffset * 100}%`.padStart(6)} ` +
            `${(verify ? 'verified' : 'unverified').padEnd(14)} ${percent(tally.missed, tally.bisects)} ` +
            `${percent(tally.right, found)} ${`${((100 * tally.wrong) / found).toFixed(2)}%`.padStart(6)} ` +
            `${`(${low.toFixed(2)}-${high.toFixed(2)}%)`.padEnd(14)} ` +
            `${percent(tally.range + tally.wrongRange, found)} ${percent(tally.unconfirmed, found).padStart(7)} ` +
            `${percent(tally.budget, found)} ${(tally.runs / found).toFixed(1).padStart(6)} ` +
            `${(tally.builds / found).toFixed(1).padStart(6)}`,
        );
      }
    }
  }
}

export async function bisectSimBench(options: { bisects?: number; offsetBisects?: number } = {}): Promise<void> {
  const bisects = options.bisects ?? 2000;
  const offsetBisects = options.offsetBisects ?? 20_000;
  for (const [name, value] of [
    ['--bisects', bisects],
    ['--offset-bisects', offsetBisects],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number; got ${value}`);
  }
  console.log(
    `${bisects} bisects per case: ${COMMITS} commits, the ${CULPRIT + 1}th slows one row (drawn from the data), ` +
      `the ${UNBUILDABLE + 1}th does not build, budget ${BUDGET_BUILDS} builds. missed: the scan did not flag it (of all ` +
      'scans); of the bisects started: right culprit, WRONG culprit, a range holding the culprit, a range without it ' +
      '(w.rng, also wrong); runs per side and builds per bisect. Ours verifies a culprit against its parent.',
  );
  const noiseRows = new Map<string, NoiseRow[]>();
  for (const noise of ['quiet', 'loaded']) {
    let rows: NoiseRow[];
    try {
      rows = await loadNoise(noise);
    } catch (error) {
      console.log(`${noise}: no data (${(error as Error).message}); record it with bench/noise-data.ts`);
      continue;
    }
    noiseRows.set(noise, rows);
    if (bisects === 0) continue;
    console.log(`\n${noise}: ${rows.length} rows`);
    console.log(
      `${'step'.padEnd(6)} ${'rule'.padEnd(26)} ${'missed'.padStart(6)} ${'right'.padStart(6)} ${'WRONG'.padStart(6)} ` +
        `${'range'.padStart(6)} ${'w.rng'.padStart(6)} ${'runs'.padStart(6)} ${'builds'.padStart(6)}`,
    );
    for (const stepPercent of STEPS_PERCENT) {
      const scenario = issueRange(noise as Scenario['noise'], stepPercent);
      for (const rule of RULES) {
        const tally = simulateBisects(
          { rule, verify: rule.verify, scenario, buildOffset: 0 },
          rows,
          bisects,
          1000 + stepPercent * -7,
        );
        const found = tally.bisects - tally.missed;
        console.log(
          `${`${stepPercent}%`.padEnd(6)} ${rule.name.padEnd(26)} ${percent(tally.missed, tally.bisects)} ` +
            `${percent(tally.right, found)} ${percent(tally.wrong, found)} ${percent(tally.range, found)} ` +
            `${percent(tally.wrongRange, found)} ${(found === 0 ? 0 : tally.runs / found).toFixed(1).padStart(6)} ` +
            `${(found === 0 ? 0 : tally.builds / found).toFixed(1).padStart(6)}`,
        );
      }
    }
  }
  if (offsetBisects > 0) offsetSection(noiseRows, offsetBisects);
}

if (process.argv[1]?.endsWith('bisect-sim.ts')) {
  const { values } = parseArgs({ options: { bisects: { type: 'string' }, 'offset-bisects': { type: 'string' } } });
  const count = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  await bisectSimBench({ bisects: count(values.bisects), offsetBisects: count(values['offset-bisects']) });
}
