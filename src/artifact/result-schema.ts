// The schema of result.json, the execute job's (and the nightly scan's) hand-over to the report job: what the
// report job accepts, and nothing more. The nightly part is nightly-schema.ts; failure.json's is in result-dir.ts.
import { z } from 'zod';
import { LIMITS } from '../options/values.ts';
import { MAX_DELTA_PERCENT } from '../options/selection.ts';
import { ADAPTIVE_DEFAULTS } from '../stats/verdict.ts';
import { count, sha, text } from './fields.ts';
import { CHECK_IDS, FINDING_STATES, FOUND_MAX } from './runner-findings.ts';
import { calibrationMetadataSchema, nightlySchema } from './nightly-schema.ts';
import { PLATFORMS } from '../util/platform.ts';

const sideSchema = z.strictObject({ spec: text(200), version: text(60), sha: sha.nullable() });

const fingerprintSchema = z.strictObject({
  cpuModel: text(200),
  cores: z.number().int().min(0).max(4096),
  cpuset: text(100).nullable(),
  /** how the lanes ran (run/measure/lanes.ts describeLanes); absent in results written before lanes */
  lanes: text(1000).nullable().optional(),
  kernel: text(200),
  governor: text(60).nullable(),
  hostNode: text(60),
  runnerName: text(200).nullable(),
  /** the runner's platform (util/platform.ts): each platform's rows are decided on its own samples; absent before it */
  platform: z.enum(PLATFORMS).optional(),
  /** the runner check at the start of the run (runner-check/): what state the machine measured in; absent before it */
  runnerCheck: z
    .array(z.strictObject({ check: z.enum(CHECK_IDS), state: z.enum(FINDING_STATES), found: text(FOUND_MAX) }))
    .max(CHECK_IDS.length)
    .optional(),
});

/** What the numbers were measured on (run/measure/fingerprint.ts reads it off the machine; every report prints it). */
export type RunnerFingerprint = z.infer<typeof fingerprintSchema>;

const pilotPoints = z.array(z.tuple([z.number().int().positive(), z.number().min(0)])).max(32);

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
        source: z.enum(['pilot', 'resumed', 'stored', 'duration', 'own']),
        /** source own: why the file's own n ran (run/plan/sizing.ts KeptReason) */
        kept: z.enum(['fits', 'not steady', 'no pilot']).optional(),
        /** the pilots' evidence: each side's [n, ms of timed work], in the order they ran */
        pilots: z.strictObject({ old: pilotPoints.optional(), new: pilotPoints.optional() }).optional(),
      }),
    )
    .max(100_000),
  /** left at their own values: the pilots reached their share of --max-time */
  unsizedByBudget: z.number().int().min(0).optional(),
});

export type SizingMetadata = z.infer<typeof sizingSchema>;

/** The machine's 1-minute load average while measuring (src/run/measure/fingerprint.ts's LoadRecord). */
const loadSchema = z.strictObject({
  cores: z.number().int().min(1).max(4096),
  samples: count,
  mean1m: z.number().min(0).max(1e6),
  max1m: z.number().min(0).max(1e6),
  /** the load exceeded the cores and the run's own load at some point (run/measure/fingerprint.ts): noise is inflated */
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
  /** child-time: the timed work each child was sized to, and each sized configuration's n (run/plan/sizing.ts) */
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
