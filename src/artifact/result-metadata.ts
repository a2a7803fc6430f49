// result.json's record built from a run: every job that writes one (the Action's execute and run modes, the
// nightly scan) builds it here, so what the report job checks is what the writers write; and the records of a
// run's parts (its shards, a resumed run's passes) made one.
import type { AdaptiveSchedule, Schedule } from '../options/comparison.ts';
import { DEFAULT_DELTA_PERCENT } from '../stats/decision.ts';
import { ADAPTIVE_DEFAULTS, type AdaptiveOutcome } from '../stats/verdict.ts';
import { printable } from './fields.ts';
import type { NightlyCalibrationMetadata } from './nightly-schema.ts';
import type {
  AdaptiveMetadata,
  LoadMetadata,
  ResultMetadata,
  RunnerFingerprint,
  SizingMetadata,
} from './result-schema.ts';

/** Why a configuration kept its file's own n: it fits the target already, no smaller n was steady, a pilot failed. */
export type KeptReason = NonNullable<SizingMetadata['configurations'][number]['kept']>;

const KEPT_WORDS: Record<KeptReason, string> = {
  fits: 'fit the target already',
  'not steady': 'steady at no smaller n',
  'no pilot': 'lost a pilot',
};

/** `3 fit the target already, 2 steady at no smaller n`: the configurations that kept their own n, by reason. */
export function keptCounts(configurations: readonly { source: string; kept?: KeptReason | undefined }[]): string[] {
  const counts = new Map<KeptReason, number>();
  for (const c of configurations) {
    if (c.source !== 'own') continue;
    const reason = c.kept ?? 'fits';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => `${count} ${KEPT_WORDS[reason]}`);
}

/** A side's pilots as result.json keeps them: at most 32, the ms rounded to µs. */
const pilotPairs = (points: readonly [number, number][]) =>
  points.slice(0, 32).map(([n, ms]): [number, number] => [n, Math.round(ms * 1000) / 1000]);

/**
 * result.json's record of a sized run: what run/plan/sizing.ts's SizingRecord says (its fields of the record), bounded and
 * printable, with each configuration's pilot evidence and why it kept its own n.
 */
export function sizingMetadata(record: SizingMetadata): SizingMetadata {
  return {
    targetMs: record.targetMs,
    unsizedByBudget: record.unsizedByBudget,
    configurations: record.configurations.slice(0, 100_000).map((c) => ({
      filename: printable(c.filename, 500),
      listed: printable(c.listed, 2000),
      key: printable(c.key, 100),
      own: c.own,
      value: c.value,
      source: c.source,
      kept: c.kept,
      pilots: c.pilots && {
        old: c.pilots.old && pilotPairs(c.pilots.old),
        new: c.pilots.new && pilotPairs(c.pilots.new),
      },
    })),
  };
}

/**
 * A failed benchmark as people read it — the CLI's failure list, result.json,
 * the comment: which file (and configuration and side, when the failure is
 * one configuration's) and one line. The run's own failure (src/run/measure/failure.ts)
 * is made into one by the pipeline (src/pipeline/compare.ts).
 */
export interface FailureNote {
  filename: string;
  configuration?: string;
  binary?: 'old' | 'new';
  detail: string;
}

/** A benchmark failure as result.json holds it: texts from stderr, so no control characters, bounded length. */
export function printableFailure(failure: FailureNote): ResultMetadata['failures'][number] {
  return {
    filename: printable(failure.filename, 500),
    ...(failure.configuration !== undefined ? { configuration: printable(failure.configuration, 2000) } : {}),
    ...(failure.binary !== undefined ? { binary: failure.binary } : {}),
    detail: printable(failure.detail, 1000),
  };
}

/**
 * What result.json says of a --runs auto run: the looks' schedule (the
 * runner's: ADAPTIVE_DEFAULTS' first runs and rounds, up to max-runs), δ, the
 * family's size, the looks made, and each row's outcome, which the report job
 * replays from the CSV.
 */
export function adaptiveMetadata(
  adaptive: AdaptiveSchedule,
  deltaPercent: number | undefined,
  outcome: AdaptiveOutcome | undefined,
): AdaptiveMetadata {
  return {
    minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, adaptive.maxRuns),
    roundRuns: ADAPTIVE_DEFAULTS.roundRuns,
    maxRuns: adaptive.maxRuns,
    delta: outcome?.deltaPercent ?? deltaPercent ?? DEFAULT_DELTA_PERCENT,
    familySize: outcome?.familySize,
    earlierCaps: outcome?.passes && outcome.passes.length > 1 ? outcome.passes.slice(0, -1) : undefined,
    looks: outcome?.looks ?? 0,
    rows: (outcome?.rows ?? []).slice(0, 100_000).map(({ filename, configuration, verdict }) => ({
      filename: printable(filename, 500),
      configuration: printable(configuration, 2000),
      outcome: verdict.outcome,
      n: { old: verdict.n.old, new: verdict.n.new },
      looks: verdict.looks,
      missingRuns: verdict.missingRuns,
    })),
  };
}

/** What result.json takes from the run that measured (a ComparisonRun has it all): the seed is the file's own. */
export interface MeasuredRun {
  seed?: number | null;
  elapsedMs: number;
  samples: number;
  failures: readonly FailureNote[];
  /** runs auto: the looks and each row's outcome */
  verdicts?: Parameters<typeof adaptiveMetadata>[2];
  /** child-time: how each configuration was sized */
  sizing?: SizingMetadata;
}

/** A side as result.json names it: as asked for, its `node --version`, its commit when built from one. */
type SideMetadata = ResultMetadata['old'];

/**
 * What the job writing a comparison's result.json adds to the run and its schedule: the sides as it names them,
 * the pull request's head and asking comment (the execute job's; null for the others), and the fields only some
 * writers write (the load's key only when given: the nightly's result.json has none).
 */
interface ComparisonWriter {
  headSha: string | null;
  commentId: number | null;
  old: SideMetadata;
  new: SideMetadata;
  unmeasured?: string | undefined;
  shard?: ResultMetadata['shard'];
  load?: LoadMetadata | null;
  nightly?: ResultMetadata['nightly'];
  suite?: ResultMetadata['suite'];
}

/**
 * What the job that wrote result.json says about the run besides what it
 * measured: result.json's own fields (runs: per side, with runs auto the cap),
 * and a runs auto schedule as the comparison had it.
 */
export interface RunDescription extends ComparisonWriter {
  runs: number;
  partial: boolean;
  fingerprint: RunnerFingerprint;
  adaptive?: AdaptiveSchedule | undefined;
  deltaPercent?: number | undefined;
}

/**
 * result.json's metadata, built in one place for every job that writes it
 * (the Action's execute and run modes, the nightly scan), so that what the
 * readers above check is what the writers write.
 */
export function resultMetadata(run: MeasuredRun, about: RunDescription): ResultMetadata {
  return {
    schemaVersion: 1,
    headSha: about.headSha,
    commentId: about.commentId,
    old: about.old,
    new: about.new,
    runs: about.runs,
    durationMs: Math.round(run.elapsedMs),
    partial: about.partial,
    ...(about.unmeasured ? { unmeasured: about.unmeasured.slice(0, 2000) } : {}),
    ...(about.shard ? { shard: about.shard } : {}),
    seed: run.seed ?? null,
    samples: run.samples,
    fingerprint: about.fingerprint,
    ...('load' in about ? { load: about.load } : {}),
    ...(about.adaptive ? { adaptive: adaptiveMetadata(about.adaptive, about.deltaPercent, run.verdicts) } : {}),
    ...(run.sizing ? { sizing: sizingMetadata(run.sizing) } : {}),
    ...(about.nightly ? { nightly: about.nightly } : {}),
    ...(about.suite ? { suite: about.suite } : {}),
    failures: run.failures.slice(0, 10_000).map(printableFailure),
  };
}

/** What a comparison's run hands its result.json (pipeline/compare.ts's ComparisonRun has it all). */
interface ComparisonRunRecord extends MeasuredRun {
  partial: boolean;
  fingerprint: RunnerFingerprint;
}

/**
 * result.json of a comparison, for each job that runs one (the execute job, a nightly scan, a releases step):
 * the runs and runs auto schedule as the comparison had them, the run's stop and fingerprint, and what the
 * writer adds.
 */
export function comparisonMetadata(
  run: ComparisonRunRecord,
  schedule: Schedule,
  writer: ComparisonWriter,
): ResultMetadata {
  return resultMetadata(run, {
    ...writer,
    runs: schedule.runs,
    partial: run.partial,
    fingerprint: run.fingerprint,
    adaptive: schedule.adaptive,
    deltaPercent: schedule.deltaPercent,
  });
}

/**
 * The shards' runner calibrations as one, when every shard ran on a runner with the same A/A record
 * (one runner, or one nightly state): their rows together. Shards on differently calibrated runners
 * (or some without) show none: one noise figure would not be true of all rows.
 */
export function mergeCalibrations(
  calibrations: readonly (NightlyCalibrationMetadata | undefined)[],
): NightlyCalibrationMetadata | undefined {
  const first = calibrations[0];
  if (first === undefined) return undefined;
  const record = (c: NightlyCalibrationMetadata | undefined) =>
    c && JSON.stringify([c.nights, c.comparisons, c.falseStars]);
  if (calibrations.some((c) => record(c) !== record(first))) return undefined;
  const rows = new Map<string, NightlyCalibrationMetadata['rows'][number]>();
  for (const c of calibrations) for (const row of c!.rows) rows.set(row.name, row);
  return { ...first, rows: [...rows.values()] };
}

/** The shards' sizing records as one: each shard sized its own configurations (absent when none was sized). */
export function mergeSizings(
  sizings: readonly (ResultMetadata['sizing'] | undefined)[],
): Pick<ResultMetadata, 'sizing'> {
  const present = sizings.filter((s) => s !== undefined);
  if (present.length === 0) return {};
  return {
    sizing: {
      targetMs: present[0]!.targetMs,
      configurations: present.flatMap((s) => s.configurations).slice(0, 100_000),
      unsizedByBudget: present.reduce((sum, s) => sum + (s.unsizedByBudget ?? 0), 0),
    },
  };
}

/** The shards' load records as one: the heaviest moment, the mean over every sample; null if any shard has none. */
export function mergeLoads(loads: readonly (LoadMetadata | null | undefined)[]): LoadMetadata | null {
  if (loads.length === 0 || loads.some((load) => load == null)) return null;
  const all = loads as LoadMetadata[];
  const samples = all.reduce((sum, load) => sum + load.samples, 0);
  return {
    cores: Math.min(...all.map((load) => load.cores)),
    samples,
    mean1m: samples === 0 ? 0 : all.reduce((sum, load) => sum + load.mean1m * load.samples, 0) / samples,
    max1m: Math.max(...all.map((load) => load.max1m)),
    heavy: all.some((load) => load.heavy),
  };
}
