// The data-only hand-over between the execute job (self-hosted, runs PR code,
// no token) and the report job (token, runs nothing from the artifact):
// result.json + results.csv in a directory. The report job treats every byte
// as hostile: fixed file names only, no symlinks, size caps, a strict schema,
// and it recomputes the statistics from the CSV rather than trusting any.
import type { SizingRecord } from '../run/sizing.ts';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { z } from 'zod';
import { forEachSample, type Binary } from '../stats/csv.ts';
import { SampleGroups } from '../stats/analyze.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, type RowVerdict } from '../stats/verdict.ts';
import { DEFAULT_DELTA_PERCENT } from '../stats/decision.ts';
import { UserError } from '../errors.ts';
import { GITHUB_SHA } from '../options/grammar.ts';
import { MAX_DELTA_PERCENT } from '../options/selection.ts';
import { ratesByRun } from '../stats/run-numbers.ts';
import { LIMITS } from '../options/values.ts';

export const RESULT_JSON = 'result.json';
export const RESULT_CSV = 'results.csv';
/** the box plots of the run (report/box-plot.ts): for people to look at, never read back by the report job */
export const RESULT_PLOT = 'plot.svg';
export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_CSV_BYTES = 64 * 1024 * 1024;

/** An artifact the report job refuses; the message says which check failed. */
export class ResultDirError extends UserError {
  override name = 'ResultDirError';
}

const text = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, 'control characters');
const sha = z.string().regex(GITHUB_SHA, 'a 40-character hex SHA');
const count = z.number().int().min(0).max(1e9);

const sideSchema = z.strictObject({ spec: text(200), version: text(60), sha: sha.nullable() });

const fingerprintSchema = z.strictObject({
  cpuModel: text(200),
  cores: z.number().int().min(0).max(4096),
  cpuset: text(100).nullable(),
  /** how the lanes ran (run/lanes.ts describeLanes); absent in results written before lanes */
  lanes: text(1000).nullable().optional(),
  kernel: text(200),
  governor: text(60).nullable(),
  hostNode: text(60),
  runnerName: text(200).nullable(),
});

/** Branch and tag names a nightly result may carry: plain characters, printable anywhere. */
export const NIGHTLY_REF = /^[A-Za-z0-9_][A-Za-z0-9_./-]{0,254}$/;

/** bisect lists are capped: an artifact must not make the report job's work arbitrarily large */
export const MAX_BISECT_CANDIDATES = 1000;
export const MAX_BISECT_ROWS = 1000;
export const MAX_BISECT_STEPS = 100;

/** JSON has no NaN: a number that could not be computed is null */
const finiteOrNull = z.number().finite().nullable();
const starsSchema = z.enum(['', '*', '**', '***']);

/** One flagged configuration at a bisected commit, against the range's good end. */
const bisectRowSchema = z.strictObject({
  name: text(5000),
  /** percent; negative is slower */
  improvement: finiteOrNull,
  /** the range's change the scan measured, percent */
  reference: z.number().finite(),
  /** 0 at the good end, 1 at the bad end */
  share: finiteOrNull,
  nOld: count,
  nNew: count,
  verdict: z.enum(['good', 'bad', 'unknown', 'missing']),
});

/** Which commit of the range made the flagged configurations slower (src/nightly/bisect.ts). */
const bisectSchema = z
  .strictObject({
    /** culprit: one commit is left; range: the budget ran out, or only unbuildable or unsure commits are left */
    status: z.enum(['culprit', 'range']),
    /**
     * range only: the budget ran out, only skipped (unbuildable) or also unknown (could not tell) commits are
     * left, the one commit left was not confirmed against its parent, or a commit could not be tested (error)
     */
    reason: z.enum(['budget', 'skipped', 'unsure', 'unconfirmed', 'error']).nullable(),
    error: text(1000).nullable(),
    /** the last good commit (may be nightly.from) and the first bad one */
    good: sha,
    bad: sha,
    /** the first-parent commits the first bad one is among (good exclusive, bad inclusive), oldest first */
    candidates: z.array(sha).min(1).max(MAX_BISECT_CANDIDATES),
    candidateCount: z.number().int().min(1).max(1e9),
    culprit: z
      .strictObject({
        sha,
        subject: text(500),
        author: text(200),
        /** the commit's PR-URL trailer, when it names a pull request of this repository */
        prNumber: z.number().int().positive().max(1e9).nullable(),
      })
      .nullable(),
    /** the bisected configurations: the range's regressions */
    configurations: z.array(text(5000)).max(MAX_BISECT_ROWS),
    /** the culprit's own table: its flagged rows against the good end */
    rows: z.array(bisectRowSchema).max(MAX_BISECT_ROWS),
    steps: z
      .array(
        z.strictObject({
          sha,
          verdict: z.enum(['good', 'bad', 'skip', 'unknown']),
          detail: text(500).nullable(),
          rows: z.array(bisectRowSchema).max(MAX_BISECT_ROWS),
        }),
      )
      .max(MAX_BISECT_STEPS),
    /** commits tested */
    builds: count,
    elapsedMs: count,
  })
  .superRefine((b, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (b.status === 'culprit') {
      if (b.culprit === null || b.culprit.sha !== b.bad) fail('a culprit bisect names the culprit, which is bad');
      if (b.reason !== null || b.error !== null) fail('a culprit bisect has no reason');
      if (b.candidates.length !== 1 || b.candidates[0] !== b.bad || b.candidateCount !== 1)
        fail('a culprit bisect has the culprit as its only candidate');
    } else {
      if (b.culprit !== null || b.rows.length > 0) fail('a range bisect names no culprit');
      if (b.reason === null) fail('a range bisect says why it stopped');
      if ((b.reason === 'error') !== (b.error !== null)) fail('error is given exactly when the reason is error');
      if (b.candidates[b.candidates.length - 1] !== b.bad) fail('the candidates end with the first bad commit');
      if (b.candidateCount < b.candidates.length) fail('candidateCount is below the candidates listed');
    }
    // one step more at most: the culprit's verification against its parent (no build)
    if (b.steps.length > b.builds + 1) fail('more steps than commits tested and a verification');
  });

export type NightlyBisectMetadata = z.infer<typeof bisectSchema>;

/** rows of nightly.calibration and nightly.trend: an artifact must not make the report's work arbitrarily large */
export const MAX_NOISE_ROWS = 1000;
export const MAX_TREND_ROWS = 50;
export const MAX_TREND_NIGHTS = 60;

/** comparisons with p below 0.05, 0.01, 0.001 (unadjusted) in A/A runs: false stars */
const falseStarsSchema = z.tuple([count, count, count]);
const starsWithin = (value: { comparisons: number; falseStars: readonly number[] }) =>
  value.falseStars[0]! <= value.comparisons &&
  value.falseStars[1]! <= value.falseStars[0]! &&
  value.falseStars[2]! <= value.falseStars[1]!;

/** The runner's A/A calibration (src/nightly/calibration.ts) as the report needs it. */
const calibrationMetadataSchema = z
  .strictObject({
    /** over the A/A nights the state keeps */
    nights: count,
    comparisons: count,
    falseStars: falseStarsSchema,
    /** tonight's A/A run; null: none ran (off, or it failed) */
    slice: z
      .strictObject({ sha, files: z.array(text(5000)).max(1000), comparisons: count, falseStars: falseStarsSchema })
      .nullable(),
    /** the scan's starred rows (any threshold could flag them) that have an A/A record on this runner */
    rows: z
      .array(
        z.strictObject({
          name: text(5000),
          comparisons: count,
          falseStars: falseStarsSchema,
          /** 95 % half-width of an A/A change, percent; null: too few A/A runs yet */
          noise: z.number().min(0).max(1e6).nullable(),
        }),
      )
      .max(MAX_NOISE_ROWS),
  })
  .superRefine((c, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!starsWithin(c) || (c.slice && !starsWithin(c.slice)) || !c.rows.every(starsWithin))
      fail('false stars: more than comparisons, or fewer at a looser level');
    if (new Set(c.rows.map((row) => row.name)).size !== c.rows.length) fail('a row is named twice');
  });

/** The earlier scans' changes of the scan's starred rows, for the trend chart. */
const trendSchema = z
  .strictObject({
    /** this scan's date (ISO), the chart's last night */
    date: text(40),
    /** the earlier scans, oldest first */
    nights: z.array(z.strictObject({ date: text(40), from: sha, to: sha })).max(MAX_TREND_NIGHTS),
    rows: z
      .array(
        z.strictObject({
          name: text(5000),
          /** per earlier night: percent, null when the row was not measured */
          changes: z.array(finiteOrNull).max(MAX_TREND_NIGHTS),
          stars: z.array(starsSchema).max(MAX_TREND_NIGHTS),
        }),
      )
      .max(MAX_TREND_ROWS),
  })
  .superRefine((t, ctx) => {
    if (t.rows.some((row) => row.changes.length !== t.nights.length || row.stars.length !== t.nights.length))
      ctx.addIssue({ code: 'custom', message: 'every trend row has one change and stars per night' });
  });

export type NightlyCalibrationMetadata = z.infer<typeof calibrationMetadataSchema>;
export type NightlyTrendMetadata = z.infer<typeof trendSchema>;

/** A nightly scan's range, present only in a nightly result directory. */
const nightlySchema = z.strictObject({
  branch: z.string().regex(NIGHTLY_REF, 'a branch name'),
  from: sha,
  to: sha,
  fromKind: z.enum(['last-scan', 'baseline']),
  baseline: z.string().regex(NIGHTLY_REF, 'a ref name').nullable(),
  commits: count.nullable(),
  rewritten: z.boolean(),
  /** the range had regressions and several commits: what bisecting it found */
  bisect: bisectSchema.optional(),
  /** the runner's A/A noise for the scan's starred rows, and its false-positive rate */
  calibration: calibrationMetadataSchema.optional(),
  /** the earlier scans' changes of the scan's starred rows */
  trend: trendSchema.optional(),
});

const sizingSchema = z.strictObject({
  targetMs: z
    .number()
    .positive()
    .max(24 * 3600 * 1000),
  configurations: z
    .array(
      z.strictObject({
        filename: text(500),
        /** as the file lists it, with its own value */
        listed: text(2000),
        /** n, or a duration key (seconds) */
        key: text(100),
        own: z.number().positive(),
        value: z.number().positive(),
        source: z.enum(['pilot', 'resumed', 'duration', 'own']),
      }),
    )
    .max(100_000),
  /** left at their own values: the pilots reached their share of --max-time */
  unsizedByBudget: z.number().int().min(0).optional(),
});

/** result.json's record of a sized run: what run/sizing.ts's SizingRecord says, bounded and printable. */
export function sizingMetadata(record: SizingRecord): z.infer<typeof sizingSchema> {
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
    })),
  };
}

/** The machine's 1-minute load average while measuring (src/run/fingerprint.ts's LoadRecord). */
const loadSchema = z.strictObject({
  cores: z.number().int().min(1).max(4096),
  samples: count,
  mean1m: z.number().min(0).max(1e6),
  max1m: z.number().min(0).max(1e6),
  /** the load exceeded the cores and the run's own load at some point (run/fingerprint.ts): noise is inflated */
  heavy: z.boolean(),
});

/** The most shard directories a run's results may have. */
export const MAX_SHARDS = 256;

const runNumbers = z.array(z.number().int().min(1).max(LIMITS.runs)).max(LIMITS.runs);

const adaptiveRowSchema = z.strictObject({
  filename: text(500),
  configuration: text(2000),
  outcome: z.enum(['regression', 'improvement', 'same', 'unresolved', 'untested']),
  /** runs measured per side */
  n: z.strictObject({ old: count, new: count }),
  /** looks the row was open at */
  looks: z.number().int().min(0).max(LIMITS.runs),
  /** per side, the run numbers up to the row's last run without a rate (failed children): how runs pair */
  missingRuns: z.strictObject({ old: runNumbers, new: runNumbers }),
});

/**
 * --runs auto: the schedule of looks, δ, the family's size, how many looks
 * the run made, and every row's outcome (of this directory's shard). The
 * schedule is the runner's (its first runs and rounds are not settings), the
 * cap at most LIMITS.runs: the report job replays it, and an artifact must
 * not make that arbitrarily costly.
 */
const adaptiveSchema = z
  .strictObject({
    minRuns: z.number().int().min(3).max(ADAPTIVE_DEFAULTS.minRuns),
    roundRuns: z.literal(ADAPTIVE_DEFAULTS.roundRuns),
    maxRuns: z.number().int().min(3).max(LIMITS.runs),
    /** the margin of "same", percent */
    delta: z.number().min(0).max(MAX_DELTA_PERCENT),
    /**
     * Holm's m the shard decided at: every shard's configurations (absent in
     * directories written before it was recorded: the rows' own count)
     */
    familySize: z
      .number()
      .int()
      .min(1)
      .max(MAX_SHARDS * 100_000)
      .optional(),
    /**
     * the caps of the passes before the last (`more`: a run resumed with a
     * higher cap), increasing, each below maxRuns; absent: one pass
     */
    earlierCaps: z.array(z.number().int().min(3).max(LIMITS.runs)).min(1).max(8).optional(),
    /** looks the run made (fewer than the schedule's when it stopped early or every row settled) */
    looks: z.number().int().min(0).max(LIMITS.runs),
    rows: z.array(adaptiveRowSchema).max(100_000),
  })
  .refine((a) => a.minRuns === Math.min(ADAPTIVE_DEFAULTS.minRuns, a.maxRuns), {
    message: `must be ${ADAPTIVE_DEFAULTS.minRuns} (or maxRuns when lower)`,
    path: ['minRuns'],
  })
  .refine((a) => (a.earlierCaps ?? []).every((cap, i, caps) => cap < (caps[i + 1] ?? a.maxRuns) && cap >= a.minRuns), {
    message: 'must increase, from the minimum runs, each below maxRuns',
    path: ['earlierCaps'],
  })
  .refine((a) => a.familySize === undefined || a.familySize >= a.rows.length, {
    message: 'must be at least the rows',
    path: ['familySize'],
  });

export type AdaptiveMetadata = z.infer<typeof adaptiveSchema>;
export type LoadMetadata = z.infer<typeof loadSchema>;

export const resultSchema = z.strictObject({
  schemaVersion: z.literal(1),
  /** the PR head that was benchmarked; the report job finds the PR from it */
  headSha: sha.nullable(),
  /** the /benchmark comment to react to when done */
  commentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  old: sideSchema,
  new: sideSchema,
  runs: z.number().int().min(1).max(10_000),
  durationMs: z
    .number()
    .min(0)
    .max(30 * 24 * 3600 * 1000),
  partial: z.boolean(),
  /** stopped early: what was left unmeasured (one line per shard that stopped) */
  unmeasured: text(20_000).optional(),
  /**
   * a shard's result: which of how many, its configurations and the whole
   * run's, so the report can say what a shard that left no result would have measured
   */
  shard: z
    .strictObject({
      index: z.number().int().min(1).max(MAX_SHARDS),
      count: z.number().int().min(1).max(MAX_SHARDS),
      configurations: count,
      runConfigurations: count,
    })
    .refine((s) => s.index <= s.count && s.configurations <= s.runConfigurations, {
      message: "must be a shard of the run (index at most count, its configurations at most the run's)",
    })
    .optional(),
  seed: z.number().int().min(0).max(0xffffffff).nullable(),
  samples: count,
  fingerprint: fingerprintSchema,
  /** the load average while measuring (null: nothing measured, or the core suite's engine) */
  load: loadSchema.nullable().optional(),
  /** runs auto only: how runs were spent, and the verdicts (checked against results.csv by the report job) */
  adaptive: adaptiveSchema.optional(),
  /** the suite that ran: core (the checkout's benchmark/, which compare.js runs too) or bundled; absent before it was recorded */
  suite: z.enum(['core', 'bundled']).optional(),
  /** child-time: the timed work each child was sized to, and each sized configuration's n (run/sizing.ts) */
  sizing: sizingSchema.optional(),
  /** nightly scans only: the range scanned (from = old.sha, to = new.sha) */
  nightly: nightlySchema.optional(),
  /** PR and dispatch runs on a runner the nightly calibrates: its A/A record of the starred rows */
  calibration: calibrationMetadataSchema.optional(),
  failures: z
    .array(
      z.strictObject({
        filename: text(500),
        configuration: text(2000).optional(),
        binary: z.enum(['old', 'new']).optional(),
        detail: text(1000),
      }),
    )
    .max(10_000),
});

export type ResultMetadata = z.infer<typeof resultSchema>;

/** Texts from benchmark stderr or names from a suite: no control characters (colours), bounded length. */
export function printable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').slice(0, max);
}

/**
 * A failed benchmark as people read it — the CLI's failure list, result.json,
 * the comment: which file (and configuration and side, when the failure is
 * one configuration's) and one line. The run's own failure (src/run/failure.ts)
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
  adaptive: { maxRuns: number; delta?: number },
  outcome:
    | {
        deltaPercent: number;
        familySize: number;
        looks: number;
        passes?: readonly number[];
        rows: readonly { filename: string; configuration: string; verdict: RowVerdict }[];
      }
    | undefined,
): AdaptiveMetadata {
  return {
    minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, adaptive.maxRuns),
    roundRuns: ADAPTIVE_DEFAULTS.roundRuns,
    maxRuns: adaptive.maxRuns,
    delta: outcome?.deltaPercent ?? (adaptive.delta ?? DEFAULT_DELTA_PERCENT / 100) * 100,
    ...(outcome ? { familySize: outcome.familySize } : {}),
    ...(outcome?.passes && outcome.passes.length > 1 ? { earlierCaps: outcome.passes.slice(0, -1) } : {}),
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

/** What result.json takes from the run that measured (a ComparisonRun has it all). */
export interface MeasuredRun {
  elapsedMs: number;
  seed?: number;
  samples: number;
  failures: readonly FailureNote[];
  /** runs auto: the looks and each row's outcome */
  verdicts?: Parameters<typeof adaptiveMetadata>[1];
  /** child-time: how each configuration was sized */
  sizing?: SizingRecord;
}

/** What the job that wrote result.json says about the run besides what it measured. */
export interface RunDescription {
  /** the pull request head the gate pinned, and the comment that asked; null for runs no comment asked for */
  headSha: string | null;
  commentId: number | null;
  old: ResultMetadata['old'];
  new: ResultMetadata['new'];
  /** runs per side; with runs auto, the cap */
  runs: number;
  partial: boolean;
  unmeasured?: ResultMetadata['unmeasured'];
  shard?: ResultMetadata['shard'];
  fingerprint: ResultMetadata['fingerprint'];
  /** the runner's load; the key is written only when given (the nightly's result.json has none) */
  load?: ResultMetadata['load'];
  /** runs auto: its schedule (the cap and δ as a fraction) */
  adaptive?: { maxRuns: number; delta?: number };
  nightly?: ResultMetadata['nightly'];
  suite?: ResultMetadata['suite'];
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
    ...(about.adaptive ? { adaptive: adaptiveMetadata(about.adaptive, run.verdicts) } : {}),
    ...(run.sizing ? { sizing: sizingMetadata(run.sizing) } : {}),
    ...(about.nightly ? { nightly: about.nightly } : {}),
    ...(about.suite ? { suite: about.suite } : {}),
    failures: run.failures.slice(0, 10_000).map(printableFailure),
  };
}

/** A result directory execute created itself; `dev`/`ino` tell whether it was swapped since. */
export interface CreatedResultDir {
  path: string;
  dev: number;
  ino: number;
}

/**
 * Creates the execute job's result directory fresh. The workspace is the PR's
 * checkout, so any part of the path may be a link the PR committed: the path
 * must lie inside one of `roots` (the workspace, RUNNER_TEMP), every existing
 * component below the root must be a real directory (no symbolic link is
 * followed), and whatever is at the path itself (a link, a file, a directory
 * with earlier results) is removed (rm unlinks a link, it never follows it)
 * before an empty directory is made there.
 */
export async function createResultDir(path: string, roots: readonly string[]): Promise<CreatedResultDir> {
  const root = roots.find((candidate) => {
    const inside = relative(candidate, path);
    return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
  });
  if (root === undefined) {
    throw new ResultDirError(`result-dir ${path} is outside the workspace (${roots.join(', ')}): refused`);
  }
  // The root is the runner's (workspace, RUNNER_TEMP, cache dir): it may not exist yet.
  await mkdir(root, { recursive: true });
  const parts = relative(root, path).split(sep);
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = join(current, part);
    const info = await lstat(current).catch(() => null);
    if (info === null) await mkdir(current);
    else if (info.isSymbolicLink())
      throw new ResultDirError(`${current} is a symbolic link: the result directory may not be reached through one`);
    else if (!info.isDirectory()) throw new ResultDirError(`${current} is not a directory`);
  }
  await rm(path, { recursive: true, force: true });
  // Not recursive: if anything appeared at the path meanwhile, this fails rather than reuse it.
  await mkdir(path);
  const info = await lstat(path);
  return { path, dev: info.dev, ino: info.ino };
}

/** Writes result.json into the directory execute created, refusing if it was swapped or result.json planted. */
export async function writeResultMetadata(dir: CreatedResultDir, metadata: ResultMetadata): Promise<string> {
  const checked = resultSchema.safeParse(metadata);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new ResultDirError(`result metadata: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return writeNewFile(dir, RESULT_JSON, JSON.stringify(metadata, null, 2) + '\n');
}

/**
 * failure.json: what execute writes instead of a result when the comparison
 * failed before measuring (a merge that conflicts, a side that does not
 * build), so the report job can say which, not only that the job failed.
 */
export const FAILURE_JSON = 'failure.json';

export const failureSchema = z.strictObject({
  schemaVersion: z.literal(1),
  headSha: sha.nullable(),
  commentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  /** the BuildError's code: merge-conflict, build-failed, missing-binary, no-merge-base, … */
  kind: z.string().regex(/^[a-z-]{1,40}$/),
  /** the side whose build failed (old: the base; new: the pull request), when one did */
  side: z.enum(['old', 'new']).nullable(),
  message: text(2000),
  /** the build log's last lines */
  logTail: text(8000).nullable(),
});

export type FailureRecord = z.infer<typeof failureSchema>;

/** Writes failure.json into the directory execute created (result.json's care); the record is cut to the schema's sizes. */
export async function writeFailureRecord(dir: CreatedResultDir, record: FailureRecord): Promise<string> {
  const cut = {
    ...record,
    message: printable(record.message, 2000),
    logTail: record.logTail === null ? null : printable(record.logTail.slice(-8000), 8000),
  };
  return writeNewFile(dir, FAILURE_JSON, JSON.stringify(failureSchema.parse(cut), null, 2) + '\n');
}

/** failure.json of a result directory, or null when there is none (or it is not one we wrote: said in `log`). */
export async function readFailureRecord(dir: string, log: (line: string) => void): Promise<FailureRecord | null> {
  let text: string;
  try {
    const info = await lstat(join(dir, FAILURE_JSON));
    if (!info.isFile() || info.size > 64_000) return null;
    text = await readFile(join(dir, FAILURE_JSON), 'utf8');
  } catch {
    return null;
  }
  try {
    return failureSchema.parse(JSON.parse(text));
  } catch {
    log(`${FAILURE_JSON} in ${dir} is not one execute wrote: ignored`);
    return null;
  }
}

/** Writes plot.svg into the directory execute created, with result.json's care. */
export async function writeResultPlot(dir: CreatedResultDir, svg: string): Promise<string> {
  return writeNewFile(dir, RESULT_PLOT, svg);
}

/** A new file in the directory execute created: refused if the directory was swapped or the name planted. */
async function writeNewFile(dir: CreatedResultDir, name: string, text: string): Promise<string> {
  const now = await lstat(dir.path).catch(() => null);
  if (now === null || !now.isDirectory() || now.dev !== dir.dev || now.ino !== dir.ino) {
    throw new ResultDirError(`the result directory ${dir.path} was replaced during the run: refusing to write into it`);
  }
  const path = join(dir.path, name);
  // O_EXCL: a file or link planted there is an error, never followed or overwritten.
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const file = await open(path, flags, 0o644).catch((error: NodeJS.ErrnoException) => {
    throw new ResultDirError(
      `cannot create ${path} (${error.code ?? error.message}): something was put there during the run`,
    );
  });
  try {
    await file.writeFile(text);
  } finally {
    await file.close();
  }
  return path;
}

async function readRegularFile(dir: string, name: string, maxBytes: number): Promise<string> {
  const path = join(dir, name);
  let info;
  try {
    info = await lstat(path);
  } catch {
    throw new ResultDirError(`the result directory has no ${name}`);
  }
  if (info.isSymbolicLink()) throw new ResultDirError(`${name} is a symbolic link: refused`);
  if (!info.isFile()) throw new ResultDirError(`${name} is not a regular file`);
  if (info.size > maxBytes) throw new ResultDirError(`${name} is ${info.size} bytes, over the ${maxBytes}-byte limit`);
  return readFile(path, 'utf8');
}

export interface ValidatedResult {
  metadata: ResultMetadata;
  groups: SampleGroups;
  samples: number;
  /** configurations (rows of the table) the CSV has */
  rows: number;
  /** runs auto: the rows replayed from the CSV, one family over every shard */
  adaptive?: AdaptiveRows;
  /** a sharded run whose shards are not all here: how many it had, which are missing, how many configurations they held */
  missingShards?: MissingShards;
  /** read from shard directories (readResults), not one run's result.json */
  sharded?: true;
}

export interface MissingShards {
  count: number;
  missing: number[];
  /** configurations of the run no present shard measured */
  configurations: number;
  runConfigurations: number;
}

/** The shards a run's present results say it had, and which of them left no result. */
function missingShardsOf(records: readonly (ResultMetadata['shard'] | undefined)[]): MissingShards | undefined {
  const shards = records.filter((r) => r !== undefined);
  if (shards.length === 0) return undefined;
  const { count, runConfigurations } = shards[0]!;
  if (shards.some((s) => s.count !== count || s.runConfigurations !== runConfigurations)) {
    throw new ResultDirError('the shard directories are shards of different splits: refusing to merge them');
  }
  const present = new Set(shards.map((s) => s.index));
  if (present.size !== shards.length) throw new ResultDirError('two shard directories hold the same shard');
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !present.has(index));
  if (missing.length === 0) return undefined;
  const measured = shards.reduce((sum, s) => sum + s.configurations, 0);
  return { count, missing, configurations: Math.max(0, runConfigurations - measured), runConfigurations };
}

/** Reads and checks a result directory; throws ResultDirError naming the first problem. */
export async function readResultDir(dir: string, groups = new SampleGroups()): Promise<ValidatedResult> {
  let info;
  try {
    info = await lstat(dir);
  } catch {
    throw new ResultDirError(`result directory ${dir} does not exist`);
  }
  if (!info.isDirectory()) throw new ResultDirError(`${dir} is not a directory`);

  let raw: unknown;
  try {
    raw = JSON.parse(await readRegularFile(dir, RESULT_JSON, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof ResultDirError) throw error;
    throw new ResultDirError(`${RESULT_JSON} is not valid JSON`);
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ResultDirError(`${RESULT_JSON}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }

  let samples = 0;
  const rows = new Set<string>();
  // runs auto: each row's rates in the order measured, to check the verdicts with
  const rates = parsed.data.adaptive ? new Map<string, Record<Binary, number[]>>() : null;
  try {
    forEachSample(await readRegularFile(dir, RESULT_CSV, MAX_CSV_BYTES), RESULT_CSV, {}, (sample) => {
      samples++;
      groups.add(sample);
      const key = `${sample.filename} ${sample.configuration}`;
      rows.add(key);
      if (rates === null) return;
      let row = rates.get(key);
      if (row === undefined) rates.set(key, (row = { old: [], new: [] }));
      row[sample.binary].push(sample.rate);
    });
  } catch (error) {
    throw error instanceof ResultDirError ? error : new ResultDirError(`${(error as Error).message}`);
  }
  if (samples !== parsed.data.samples) {
    throw new ResultDirError(`${RESULT_CSV} has ${samples} rows but ${RESULT_JSON} says ${parsed.data.samples}`);
  }
  const adaptive = parsed.data.adaptive && rates ? replayAdaptive(parsed.data.adaptive, rates) : undefined;
  return { metadata: parsed.data, groups, samples, rows: rows.size, ...(adaptive ? { adaptive } : {}) };
}

/**
 * The looks of a --runs auto run replayed from results.csv: each row's rates
 * in CSV order get their run numbers back (skipping the row's missing runs),
 * the run's looks are made again, and every outcome and look count
 * result.json states must be what the replay gives, with no row measured past
 * the look that settled it. Returns the replayed rows (their family).
 */
function replayAdaptive(
  adaptive: AdaptiveMetadata,
  rates: ReadonlyMap<string, Record<Binary, number[]>>,
): AdaptiveRows {
  const schedule = { minRuns: adaptive.minRuns, roundRuns: adaptive.roundRuns, maxRuns: adaptive.maxRuns };
  const rows = new AdaptiveRows({
    schedule,
    delta: adaptive.delta / 100,
    ...(adaptive.familySize === undefined ? {} : { familySize: adaptive.familySize }),
    ...(adaptive.earlierCaps ? { earlierCaps: adaptive.earlierCaps } : {}),
  });
  const looks = rows.lookRuns;
  if (adaptive.looks > looks.length) {
    throw new ResultDirError(
      `${RESULT_JSON}: adaptive.looks is ${adaptive.looks}, but the schedule has ${looks.length}`,
    );
  }
  const seen = new Set<string>();
  for (const row of adaptive.rows) {
    const key = `${row.filename} ${row.configuration}`;
    const measured = rates.get(key) ?? (row.n.old === 0 && row.n.new === 0 ? { old: [], new: [] } : undefined);
    if (measured === undefined)
      throw new ResultDirError(`${RESULT_JSON}: a verdict names a row ${RESULT_CSV} does not have`);
    if (seen.has(key)) throw new ResultDirError(`${RESULT_JSON}: two verdicts for one row`);
    seen.add(key);
    if (measured.old.length !== row.n.old || measured.new.length !== row.n.new) {
      throw new ResultDirError(
        `${RESULT_JSON}: a verdict counts ${row.n.old}/${row.n.new} runs but ${RESULT_CSV} has ${measured.old.length}/${measured.new.length}`,
      );
    }
    rows.track(key);
    for (const binary of ['old', 'new'] as const) {
      const missing = row.missingRuns[binary];
      if (missing.some((run, i) => i > 0 && run <= missing[i - 1]!)) {
        throw new ResultDirError(`${RESULT_JSON}: a verdict's missing runs are not in increasing order`);
      }
      for (const [run, rate] of ratesByRun(measured[binary], missing)) {
        if (run > adaptive.maxRuns) {
          throw new ResultDirError(`${RESULT_JSON}: a verdict's runs go past max runs (${adaptive.maxRuns})`);
        }
        rows.add(key, binary, run, rate);
      }
    }
  }
  if ([...rates.keys()].some((key) => !seen.has(key)))
    throw new ResultDirError(`${RESULT_CSV} has rows without a verdict in ${RESULT_JSON}`);

  for (let look = 0; look < adaptive.looks; look++) rows.look();
  for (const row of adaptive.rows) {
    const key = `${row.filename} ${row.configuration}`;
    const replayed = rows.verdict(key);
    const stopped = rows.stoppedAt(key);
    const lastRun = Math.max(row.n.old + row.missingRuns.old.length, row.n.new + row.missingRuns.new.length);
    const ranPast = stopped !== null && lastRun > looks[stopped]!;
    if (
      replayed.outcome !== row.outcome ||
      replayed.looks !== row.looks ||
      JSON.stringify(replayed.missingRuns) !== JSON.stringify(row.missingRuns) ||
      ranPast
    ) {
      throw new ResultDirError(
        `${RESULT_JSON}: the verdict ${row.outcome} (${row.looks} looks) of ${key.slice(0, 200)} does not follow from ` +
          `the samples in ${RESULT_CSV} (they give ${replayed.outcome} after ${replayed.looks} looks` +
          `${ranPast ? `, and the row ran past the look at ${looks[stopped!]} runs that settled it` : ''})`,
      );
    }
  }
  return rows;
}

/**
 * A result directory, or a directory whose subdirectories are the result
 * directories of the shards of one run (as download-artifact lays out
 * several artifacts): their samples are merged into one table.
 */
export async function readResults(root: string, options: { ownShard?: boolean } = {}): Promise<ValidatedResult> {
  const single = await lstat(join(root, RESULT_JSON)).then(
    () => true,
    () => false,
  );
  if (single) {
    const result = await readResultDir(root);
    // the execute job's own shard (ownShard): the others run in their own jobs; else one shard's directory alone,
    // and the others left no result
    const missingShards = options.ownShard ? undefined : missingShardsOf([result.metadata.shard]);
    if (missingShards) result.metadata.partial = true;
    return { ...result, ...(missingShards ? { missingShards } : {}) };
  }
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    throw new ResultDirError(`result directory ${root} does not exist`);
  }
  // withFileTypes reports symbolic links as links, not directories: they are skipped.
  const shards = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, entry.name))
    .sort();
  if (shards.length === 0) throw new ResultDirError(`${root} has neither ${RESULT_JSON} nor shard directories`);
  if (shards.length > MAX_SHARDS)
    throw new ResultDirError(`${root} has ${shards.length} shard directories, over ${MAX_SHARDS}`);
  const groups = new SampleGroups();
  const parts: ValidatedResult[] = [];
  for (const shard of shards) parts.push(await readResultDir(shard, groups));
  const first = parts[0]!.metadata;
  for (const part of parts.slice(1)) {
    const m = part.metadata;
    if (
      m.old.sha !== first.old.sha ||
      m.new.sha !== first.new.sha ||
      m.old.version !== first.old.version ||
      m.new.version !== first.new.version ||
      m.headSha !== first.headSha ||
      JSON.stringify(m.nightly) !== JSON.stringify(first.nightly)
    ) {
      throw new ResultDirError('the shard directories compare different binaries or commits: refusing to merge them');
    }
  }
  const rowCount = parts.reduce((sum, part) => sum + part.rows, 0);
  if (rowCount !== groups.size) {
    throw new ResultDirError(
      `${rowCount - groups.size} configuration(s) are in two shard directories: the shards were not split alike ` +
        '(with timings, every shard must be given the same file): refusing to merge them',
    );
  }
  const adaptive = parts.map((p) => p.metadata.adaptive);
  const schedule = (a: AdaptiveMetadata | undefined) =>
    a && JSON.stringify([a.minRuns, a.roundRuns, a.maxRuns, a.delta, a.earlierCaps ?? []]);
  if (adaptive.some((a) => schedule(a) !== schedule(adaptive[0]))) {
    throw new ResultDirError(
      'the shard directories ran different runs settings (runs auto, max-runs, delta): refusing to merge them',
    );
  }
  if (adaptive.some((a) => a?.familySize !== adaptive[0]?.familySize)) {
    throw new ResultDirError(
      'the shard directories decided at different family sizes (runs of different configurations): refusing to merge them',
    );
  }
  const calibration = mergeCalibrations(parts.map((p) => p.metadata.calibration));
  const metadata: ResultMetadata = {
    ...first,
    calibration,
    // each shard looked at its own rows: their verdicts side by side (the family's decisions are made anew below)
    ...(adaptive[0]
      ? {
          adaptive: {
            ...adaptive[0],
            looks: Math.max(...adaptive.map((a) => a!.looks)),
            rows: adaptive.flatMap((a) => a!.rows),
          },
        }
      : {}),
    ...mergeSizings(parts.map((p) => p.metadata.sizing)),
    load: mergeLoads(parts.map((p) => p.metadata.load)),
    durationMs: Math.max(...parts.map((p) => p.metadata.durationMs)),
    partial: parts.some((p) => p.metadata.partial),
    ...(parts.some((p) => p.metadata.unmeasured)
      ? { unmeasured: parts.flatMap((p) => (p.metadata.unmeasured ? [p.metadata.unmeasured] : [])).join('\n') }
      : {}),
    samples: parts.reduce((sum, p) => sum + p.samples, 0),
    failures: parts.flatMap((p) => p.metadata.failures),
  };
  if (calibration === undefined) delete metadata.calibration;
  let merged: AdaptiveRows | undefined;
  if (adaptive[0]) {
    try {
      merged = AdaptiveRows.merge(parts.map((p) => p.adaptive!));
    } catch (error) {
      throw new ResultDirError(`the shard directories cannot be merged: ${(error as Error).message}`);
    }
  }
  const missingShards = missingShardsOf(parts.map((p) => p.metadata.shard));
  if (missingShards) metadata.partial = true;
  delete metadata.shard;
  return {
    metadata,
    groups,
    samples: metadata.samples,
    rows: groups.size,
    ...(merged ? { adaptive: merged } : {}),
    ...(missingShards ? { missingShards } : {}),
    sharded: true,
  };
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
function mergeSizings(sizings: readonly (ResultMetadata['sizing'] | undefined)[]): Pick<ResultMetadata, 'sizing'> {
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
