// A run's results as the report job reads them: one result directory, or a directory whose subdirectories are
// the result directories of the run's shards, merged into one table after checking that they are shards of one
// run (same binaries, same split, same schedule).
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SampleGroups } from '../stats/analyze.ts';
import { AdaptiveRows } from '../stats/verdict.ts';
import {
  readResultDir,
  readResultJson,
  RESULT_JSON,
  ResultDirError,
  type MissingShards,
  type ValidatedResult,
} from './result-dir.ts';
import { mergeCalibrations, mergeLoads, mergeSizings } from './result-metadata.ts';
import { MAX_SHARDS, type AdaptiveMetadata, type ResultMetadata } from './result-schema.ts';
import { PLATFORMS, type Platform } from '../util/platform.ts';

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
    return { ...result, missingShards };
  }
  return mergeRun(await shardDirectories(root));
}

/**
 * The result directories of one run's shards as one table: their samples pooled into one set of rows, so they
 * must be of one run on one platform (checkShardsOfOneRun refuses anything else).
 */
async function mergeRun(directories: readonly string[]): Promise<ValidatedResult> {
  const groups = new SampleGroups();
  const parts: ValidatedResult[] = [];
  for (const shard of directories) parts.push(await readResultDir(shard, groups));
  checkShardsOfOneRun(parts, groups);
  const metadata = mergedMetadata(parts);
  let merged: AdaptiveRows | undefined;
  if (metadata.adaptive) {
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
    adaptive: merged,
    missingShards,
    sharded: true,
  };
}

/**
 * Samples of two platforms are never pooled into one row: a row's test would mix machines. Shards merge only when
 * they were measured on one platform (results from before the platform was recorded count as one unknown platform).
 */
function checkOnePlatform(parts: readonly ValidatedResult[]): void {
  const platforms = [...new Set(parts.map((p) => p.metadata.fingerprint.platform ?? 'an unrecorded platform'))];
  if (platforms.length > 1) {
    throw new ResultDirError(
      `the shard directories were measured on different platforms (${platforms.join(', ')}): refusing to pool their ` +
        "samples into one row; each platform's rows are decided on its own samples",
    );
  }
}

/** The subdirectories of root, each a shard's result directory (symbolic links skipped), sorted. */
async function shardDirectories(root: string): Promise<string[]> {
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
  return shards;
}

/**
 * The shards compare the same binaries, were split alike (no configuration in two of them), and ran one
 * schedule at one family size; otherwise their rows are not one table and merging them is refused.
 */
function checkShardsOfOneRun(parts: readonly ValidatedResult[], groups: SampleGroups): void {
  checkOnePlatform(parts);
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
}

/** The shards' result.json as one: the first shard's, with what each shard measured and recorded put together. */
function mergedMetadata(parts: readonly ValidatedResult[]): ResultMetadata {
  const first = parts[0]!.metadata;
  const adaptive = parts.map((p) => p.metadata.adaptive);
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
  return metadata;
}

/** One platform's result: measured on that platform alone, its samples in sample groups of its own. */
export interface PlatformResult {
  /** absent: a result from before the platform was recorded */
  platform: Platform | undefined;
  result: ValidatedResult;
}

/**
 * A result directory, or the result directories of one request measured on one or several platforms (a matrix of
 * runners, download-artifact laying out one directory per artifact): one result per platform, each merged from its
 * own directories only (the shards of its run), so that no row ever pools two platforms' samples. One platform reads
 * exactly as readResults does.
 */
export async function readResultsByPlatform(
  root: string,
  options: { ownShard?: boolean } = {},
): Promise<PlatformResult[]> {
  const single = await lstat(join(root, RESULT_JSON)).then(
    () => true,
    () => false,
  );
  const directories = single ? [] : await shardDirectories(root);
  const byPlatform = new Map<Platform | undefined, { directories: string[]; metadata: ResultMetadata[] }>();
  for (const directory of directories) {
    const metadata = await readResultJson(directory);
    const platform = metadata.fingerprint.platform;
    const entry = byPlatform.get(platform) ?? { directories: [], metadata: [] };
    entry.directories.push(directory);
    entry.metadata.push(metadata);
    byPlatform.set(platform, entry);
  }
  if (byPlatform.size <= 1) {
    const result = await readResults(root, options);
    return [{ platform: result.metadata.fingerprint.platform, result }];
  }
  checkNotOneSplit(byPlatform);
  const order = (platform: Platform | undefined) => (platform === undefined ? -1 : PLATFORMS.indexOf(platform));
  const results: PlatformResult[] = [];
  for (const [platform, { directories }] of [...byPlatform].sort(([a], [b]) => order(a) - order(b))) {
    results.push({ platform, result: await mergeRun(directories) });
  }
  checkOneComparison(results);
  return results;
}

/**
 * Shards of one split (one execute job's matrix of shards) measured on different platforms are refused as before:
 * each platform would hold a part of the rows, and neither a table of any one platform nor a pooled one is the run.
 * Several platforms each running the whole split (or unsharded) share their shard numbers; one split does not.
 */
function checkNotOneSplit(byPlatform: ReadonlyMap<Platform | undefined, { metadata: ResultMetadata[] }>): void {
  const shards = [...byPlatform.values()].map(({ metadata }) => new Set(metadata.map((m) => m.shard?.index)));
  if (shards.some((indexes) => indexes.has(undefined))) return;
  const seen = new Set<number | undefined>();
  let shared = false;
  for (const indexes of shards) {
    for (const index of indexes) shared ||= seen.has(index);
    for (const index of indexes) seen.add(index);
  }
  if (shared) return;
  const platforms = [...byPlatform.keys()].map((p) => p ?? 'an unrecorded platform');
  throw new ResultDirError(
    `the shard directories were measured on different platforms (${platforms.join(', ')}): refusing to pool their ` +
      "samples into one row; each platform's rows are decided on its own samples (each platform runs the whole split)",
  );
}

/** The platforms' results are of one request: the same binaries, commits and pull request head. */
function checkOneComparison(results: readonly PlatformResult[]): void {
  const first = results[0]!.result.metadata;
  for (const { platform, result } of results.slice(1)) {
    const m = result.metadata;
    if (
      m.old.sha !== first.old.sha ||
      m.new.sha !== first.new.sha ||
      m.old.spec !== first.old.spec ||
      m.new.spec !== first.new.spec ||
      m.headSha !== first.headSha ||
      m.commentId !== first.commentId ||
      JSON.stringify(m.nightly) !== JSON.stringify(first.nightly)
    ) {
      throw new ResultDirError(
        `the result directories of ${platform ?? 'an unrecorded platform'} and ${results[0]!.platform ?? 'an unrecorded platform'} ` +
          'compare different binaries or commits: refusing to report them as one request',
      );
    }
  }
}
