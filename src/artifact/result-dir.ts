// The data-only hand-over between the execute job (self-hosted, runs PR code,
// no token) and the report job (token, runs nothing from the artifact):
// result.json + results.csv in a directory. The report job treats every byte
// as hostile: fixed file names only, no symlinks, size caps, a strict schema,
// and it recomputes the statistics from the CSV rather than trusting any.
//
// This file is the directory on disk: its file names and limits, creating it, writing into it, and reading one
// back and checking it. What result.json may hold is result-schema.ts (nightly-schema.ts for a scan's range);
// what the writers put in it, result-metadata.ts; a run's shard directories read as one, shard-merge.ts.
import { constants } from 'node:fs';
import { lstat, mkdir, open, readFile, rm } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { SampleGroups } from '../stats/analyze.ts';
import { forEachSample, type Binary } from '../stats/csv.ts';
import { ratesByRun } from '../stats/run-numbers.ts';
import { AdaptiveRows, analyzeDecided, type DecidedOptions } from '../stats/verdict.ts';
import type { Analysis } from '../stats/analyze.ts';
import { printable, sha, text } from './fields.ts';
import { resultSchema, type AdaptiveMetadata, type ResultMetadata } from './result-schema.ts';

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

/** A result's table as the report job decides it: runs auto's replayed verdicts, else fixed runs with its δ. */
export function analyzeResult(result: ValidatedResult, correction: DecidedOptions['correction']): Analysis {
  return analyzeDecided(
    result.groups,
    { correction, deltaPercent: result.metadata.adaptive?.delta },
    result.adaptive?.named(),
  );
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

/** Reads and checks a result directory's result.json alone (what it is: its platform, shard, binaries). */
export async function readResultJson(dir: string): Promise<ResultMetadata> {
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
  return parsed.data;
}

/** Reads and checks a result directory; throws ResultDirError naming the first problem. */
export async function readResultDir(dir: string, groups = new SampleGroups()): Promise<ValidatedResult> {
  const metadata = await readResultJson(dir);
  let samples = 0;
  const rows = new Set<string>();
  // runs auto: each row's rates in the order measured, to check the verdicts with
  const rates = metadata.adaptive ? new Map<string, Record<Binary, number[]>>() : null;
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
  if (samples !== metadata.samples) {
    throw new ResultDirError(`${RESULT_CSV} has ${samples} rows but ${RESULT_JSON} says ${metadata.samples}`);
  }
  const adaptive = metadata.adaptive && rates ? replayAdaptive(metadata.adaptive, rates) : undefined;
  return { metadata, groups, samples, rows: rows.size, adaptive };
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
    deltaPercent: adaptive.delta,
    familySize: adaptive.familySize,
    earlierCaps: adaptive.earlierCaps,
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
    rows.track(key, key);
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
