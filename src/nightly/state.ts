// The nightly scan's memory: which commit of the branch was scanned last and
// a short history of what each scan measured. One JSON file, validated on
// read, replaced atomically (temp file + rename in the same directory) and
// only after a scan that succeeded, so a crash, a failed build or a cancelled
// run leaves it exactly as it was.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { RowComparison } from '../stats/analyze.ts';
import { UserError } from '../errors.ts';
import { replaceFile } from '../util/files.ts';
import { GIT_OBJECT_ID } from '../options/grammar.ts';

/** 2 added the A/A calibration; version 1 files (no calibration) are read as they are */
/** The state's file name in the cache dir, unless state-path says otherwise. */
export const STATE_FILE_NAME = 'nightly-state.json';

export const STATE_SCHEMA_VERSION = 2;
/** scans kept in the history; older ones are dropped */
export const DEFAULT_HISTORY_LIMIT = 60;
/** a state file larger than this is refused rather than parsed */
export const MAX_STATE_BYTES = 64 * 1024 * 1024;
/** configurations recorded per scan */
export const MAX_CONFIGS_PER_SCAN = 20_000;
/** A/A nights kept for the runner's false-positive rate */
export const MAX_CALIBRATION_NIGHTS = 60;
/** A/A changes kept per configuration (its noise is their spread) */
export const MAX_CALIBRATION_CHANGES = 30;
/** configurations with A/A results kept; the least recently calibrated ones go first */
export const MAX_CALIBRATED_CONFIGS = 20_000;
/** benchmark files in one night's A/A slice */
export const MAX_CALIBRATION_FILES = 1000;

/** A problem with the state file itself (unreadable, not ours, changed under us). */
export class NightlyStateError extends UserError {
  override name = 'NightlyStateError';
}

const sha = z.string().regex(GIT_OBJECT_ID, 'a full hex commit SHA');
/** JSON has no NaN: numbers we could not compute are null */
const num = z.number().finite().nullable();

const configSchema = z.strictObject({
  /** `${filename} ${configuration}` */
  name: z.string().max(5000),
  /** mean rate (operations per second) of each side */
  meanOld: num,
  meanNew: num,
  /** percent; negative is slower */
  improvement: num,
  /** Welch p-value and its Holm-adjusted value */
  p: num,
  holmP: num,
  /** Holm stars */
  stars: z.enum(['', '*', '**', '***']),
});

const scanSchema = z.strictObject({
  /** ISO timestamp of the scan, taken after its benchmark runs and bisect */
  date: z.string().max(40),
  fromSha: sha,
  toSha: sha,
  /** the regression issue the scan opened or updated */
  issue: z.number().int().positive().optional(),
  configs: z.array(configSchema).max(MAX_CONFIGS_PER_SCAN),
});

const tally = z.number().int().min(0).max(1e12);
/** how many comparisons had p below 0.05, 0.01 and 0.001 (unadjusted: an A/A star is a false one) */
const falseStarsSchema = z.tuple([tally, tally, tally]);

/** One night's A/A run: the base against itself on a slice of the benchmark files. */
const calibrationNightSchema = z.strictObject({
  date: z.string().max(40),
  /** the commit run against itself (the range's good end) */
  sha,
  files: z.array(z.string().max(5000)).max(MAX_CALIBRATION_FILES),
  /** configurations compared (tested: at least 2 runs each side) */
  comparisons: tally,
  falseStars: falseStarsSchema,
});

/** One configuration's A/A record. */
const calibratedConfigSchema = z.strictObject({
  name: z.string().max(5000),
  /** A/A comparisons of it, ever */
  comparisons: tally,
  falseStars: falseStarsSchema,
  /** its last A/A changes, percent, oldest first */
  changes: z.array(z.number().finite()).max(MAX_CALIBRATION_CHANGES),
});

const calibrationSchema = z.strictObject({
  /** A/A slices run so far: where the rotation over the benchmark files stands */
  slices: tally,
  nights: z.array(calibrationNightSchema).max(MAX_CALIBRATION_NIGHTS),
  configs: z.array(calibratedConfigSchema).max(MAX_CALIBRATED_CONFIGS),
});

const stateSchema = z.strictObject({
  schemaVersion: z.union([z.literal(1), z.literal(STATE_SCHEMA_VERSION)]),
  /** the branch these scans are of; a state file is never reused for another branch */
  branch: z.string().min(1).max(255).optional(),
  lastScannedSha: sha,
  history: z.array(scanSchema),
  /** the runner's A/A calibration (src/nightly/calibration.ts) */
  calibration: calibrationSchema.optional(),
});

export type NightlyState = z.infer<typeof stateSchema>;
export type ScanRecord = z.infer<typeof scanSchema>;
export type ConfigRecord = z.infer<typeof configSchema>;
export type Calibration = z.infer<typeof calibrationSchema>;
export type CalibrationNight = z.infer<typeof calibrationNightSchema>;
export type CalibratedConfig = z.infer<typeof calibratedConfigSchema>;

export interface LoadedState {
  /** null when there is no state file yet */
  state: NightlyState | null;
  /** the file's bytes as read (null when absent): the write refuses to replace anything else */
  raw: Buffer | null;
}

/** Reads and validates the state file; a missing file is `state: null`, anything unusable an error. */
export async function loadState(path: string): Promise<LoadedState> {
  let raw: Buffer;
  try {
    raw = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: null, raw: null };
    if (code === 'EISDIR') throw new NightlyStateError(`nightly state ${path} is a directory, not a JSON file`);
    throw new NightlyStateError(`cannot read the nightly state ${path}: ${(error as Error).message}`);
  }
  if (raw.length > MAX_STATE_BYTES) {
    throw new NightlyStateError(
      `nightly state ${path} is ${raw.length} bytes, more than the ${MAX_STATE_BYTES} we read`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new NightlyStateError(
      `nightly state ${path} is not valid JSON (${(error as Error).message}); ` +
        'fix it, or delete it and pass a baseline to start over',
    );
  }
  const version = (json as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version > STATE_SCHEMA_VERSION) {
    throw new NightlyStateError(
      `nightly state ${path} has schemaVersion ${version}: it was written by a newer node-benchmark-action ` +
        `(this one reads ${STATE_SCHEMA_VERSION})`,
    );
  }
  const checked = stateSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new NightlyStateError(
      `nightly state ${path} is not a node-benchmark-action state file: ${issue.path.join('.') || '(root)'}: ` +
        `${issue.message}; fix it, or delete it and pass a baseline to start over`,
    );
  }
  return { state: checked.data, raw };
}

const rounded = (value: number, digits: number): number | null =>
  Number.isFinite(value) ? Number(value.toPrecision(digits)) : null;

/** One configuration as the history keeps it: enough to follow a trend, a few dozen bytes. */
export function configRecord(comparison: RowComparison): ConfigRecord {
  return {
    name: comparison.name.slice(0, 5000),
    meanOld: rounded(comparison.old.mean, 6),
    meanNew: rounded(comparison.new.mean, 6),
    improvement: Number.isFinite(comparison.improvement) ? Math.round(comparison.improvement * 100) / 100 : null,
    p: comparison.tested ? rounded(comparison.pValue, 3) : null,
    holmP: comparison.tested && comparison.holm ? rounded(comparison.holm.pValue, 3) : null,
    stars: comparison.tested ? (comparison.holm?.stars ?? '') : '',
  };
}

/** the history is trimmed (oldest scans first) to keep the file at most this large */
export const MAX_HISTORY_BYTES = MAX_STATE_BYTES / 2;

/**
 * The state after a successful scan: the new head, the scan appended to a
 * capped history (at most historyLimit scans, and at most MAX_HISTORY_BYTES
 * of them: a huge suite keeps fewer nights), and the calibration when given
 * (else the previous one, kept).
 */
export function nextState(
  previous: NightlyState | null,
  scan: ScanRecord,
  branch: string,
  historyLimit: number = DEFAULT_HISTORY_LIMIT,
  calibration?: Calibration,
): NightlyState {
  let history = [...(previous?.history ?? []), { ...scan, configs: scan.configs.slice(0, MAX_CONFIGS_PER_SCAN) }];
  history = history.slice(Math.max(0, history.length - historyLimit));
  const sizes = history.map((entry) => JSON.stringify(entry).length + 6);
  let total = sizes.reduce((sum, size) => sum + size, 0);
  let drop = 0;
  while (total > MAX_HISTORY_BYTES && drop < history.length - 1) total -= sizes[drop++]!;
  const kept = calibration ?? previous?.calibration;
  return {
    schemaVersion: STATE_SCHEMA_VERSION,
    branch,
    lastScannedSha: scan.toSha,
    history: history.slice(drop),
    ...(kept ? { calibration: kept } : {}),
  };
}

/** Readable and diff-friendly yet compact: the fields one per line, each scan on one line. */
export function serializeState(state: NightlyState): string {
  const { history, calibration, ...fields } = state;
  const lines = Object.entries(fields).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  const list = (key: string, items: readonly unknown[], indent: string) =>
    items.length === 0
      ? `${indent}${JSON.stringify(key)}: []`
      : `${indent}${JSON.stringify(key)}: [\n${items.map((item) => `${indent}  ${JSON.stringify(item)}`).join(',\n')}\n${indent}]`;
  lines.push(list('history', history, '  '));
  if (calibration) {
    lines.push(
      `  "calibration": {\n    "slices": ${calibration.slices},\n` +
        `${list('nights', calibration.nights, '    ')},\n${list('configs', calibration.configs, '    ')}\n  }`,
    );
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * Replaces the state file atomically and durably (util/files.ts replaceFile).
 * Refuses when
 * the file no longer holds `expected` (another scan wrote it meanwhile).
 */
export async function saveState(path: string, state: NightlyState, expected: Buffer | null): Promise<void> {
  const checked = stateSchema.safeParse(state);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new NightlyStateError(
      `refusing to write an invalid nightly state: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const current = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  const unchanged = current === null ? expected === null : expected !== null && current.equals(expected);
  if (!unchanged) {
    throw new NightlyStateError(
      `nightly state ${path} changed while this scan ran (another nightly run?); it was left as it is. ` +
        'Run one scan at a time (a concurrency group on the workflow).',
    );
  }
  try {
    await replaceFile(path, serializeState(state));
  } catch (error) {
    throw new NightlyStateError(`cannot write the nightly state ${path}: ${(error as Error).message}`);
  }
}
