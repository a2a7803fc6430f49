// The n each configuration was sized to, chosen once and reused (run/plan/sizing.ts):
// the pilots of one run decide, and later runs on this runner — the next
// night, a bisect's steps, the same command again, a loaded machine — run
// the same n instead of piloting anew under whatever load they meet, so a
// row measures the same workload from one run to the next.
//
// Two sources, the first that knows a configuration wins: the resumed file's
// own record (FILE.node-bench.json: what its rows ran), then this runner's
// sizes.json in the cache folder. Keyed by the target, the two binaries'
// versions, the file and the configuration as the file lists it: a size is
// proved steady on both sides of one pair of binaries, and another pair's
// loops may tier up later (on the v24.21.0 tree, process/bench-env.js
// enumerate proved at 90,000 of its 1e6 on v20.0.0 measured 66 % of its own
// rate on v24.11.0 when its size was taken without a proof of its own). A
// nightly's or a bisect's builds of one line share a version (v26.0.0-pre).
// As with the timing history, a run of untrusted code records into a file of
// its own (its pilots' times are the PR's to choose) and reads the trusted
// one first. A missing or unreadable file is none (sizes only save pilots);
// an entry the schema refuses is skipped.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

import type { BuildTrust } from '../../binaries/builder-ccache.ts';
import { SIZED_KEY } from '../../options/set-key.ts';
import { replaceFile } from '../../util/files.ts';
import { sizableN, type ConfigurationSize, type SizingRecord } from './sizing.ts';
import type { RunPlan } from './plan.ts';

const SIZES_FILE_NAME = 'sizes.json';
/** Where runs of untrusted code record their sizes (beside SIZES_FILE_NAME). */
const SIZES_UNTRUSTED_FILE_NAME = 'sizes-untrusted.json';
/** Entries the file keeps at most (node core has about 10,000 configurations). */
const MAX_SIZES = 200_000;
const MAX_NAME_CHARS = 5000;

const entrySchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const frameSchema = z.strictObject({ schemaVersion: z.literal(1), sizes: z.record(z.string(), z.unknown()) });

/** `TARGETms OLD-VERSION NEW-VERSION filename configuration` → the n that ran. */
export interface SizesFile {
  schemaVersion: 1;
  sizes: Record<string, number>;
}

/** A recorded size of one configuration: a resumed file's (its rows ran it) or this runner's. */
export interface SizeRecord {
  filename: string;
  configuration: string;
  n: number;
}

/** What `node --version` printed for each side: the pair a size was proved on. */
export interface SizedPair {
  old: string;
  new: string;
}

const key = (targetMs: number, pair: SizedPair, filename: string, configuration: string) =>
  `${targetMs}ms ${pair.old} ${pair.new} ${filename} ${configuration}`;

/** The sizes a run takes without piloting, each with where it came from. */
export class SizeBook {
  readonly #entries = new Map<string, { n: number; source: 'resumed' | 'stored' }>();
  readonly #targetMs: number;
  readonly #pair: SizedPair;

  /** `resumed`: a resumed file's record (run at its target); `stored`: this runner's files, the first one first. */
  constructor(
    targetMs: number,
    pair: SizedPair,
    resumed: readonly SizeRecord[],
    stored: readonly (SizesFile | null)[],
  ) {
    this.#targetMs = targetMs;
    this.#pair = pair;
    for (const file of [...stored].reverse()) {
      for (const [name, n] of Object.entries(file?.sizes ?? {})) this.#entries.set(name, { n, source: 'stored' });
    }
    for (const r of resumed)
      this.#entries.set(key(targetMs, pair, r.filename, r.configuration), { n: r.n, source: 'resumed' });
  }

  /** The size chosen before for this book's target and pair of binaries, if any. */
  get(filename: string, configuration: string): { n: number; source: 'resumed' | 'stored' } | null {
    return this.#entries.get(key(this.#targetMs, this.#pair, filename, configuration)) ?? null;
  }
}

/** The sizes in `path`; null when there is none or it cannot be read (sizes only save pilots). */
export async function readSizes(path: string, warn: (line: string) => void): Promise<SizesFile | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      warn(`warning: the sizes ${path} cannot be read (${(error as Error).message}): every configuration is piloted`);
    }
    return null;
  }
  const frame = frameSchema.safeParse(parsed);
  if (!frame.success) {
    warn(`warning: ${path} is not node-bench's sizes.json: every configuration is piloted (the run writes a new one)`);
    return null;
  }
  const sizes: Record<string, number> = {};
  let skipped = 0;
  for (const [name, value] of Object.entries(frame.data.sizes)) {
    const n = entrySchema.safeParse(value);
    if (n.success && name.length <= MAX_NAME_CHARS) sizes[name] = n.data;
    else skipped++;
  }
  if (skipped > 0) warn(`warning: the sizes ${path}: skipped ${skipped} entries the schema refuses`);
  return { schemaVersion: 1, sizes };
}

/** The sizes a run chose by its pilots (a recorded or resumed size is already known), as records. */
export function chosenSizes(configurations: readonly ConfigurationSize[]): SizeRecord[] {
  return configurations
    .filter((c) => c.key === SIZED_KEY && (c.source === 'pilot' || (c.source === 'own' && c.kept !== 'no pilot')))
    .map((c) => ({ filename: c.filename, configuration: c.listed, n: c.value }));
}

/** The n every configuration with one runs in a sized plan (sized or its own): a resume runs the same. */
export function plannedSizes(plan: RunPlan): SizeRecord[] {
  return plan.configurations.flatMap((c) => {
    const n = sizableN(c.conf);
    return n === null ? [] : [{ filename: c.filename, configuration: c.configuration, n }];
  });
}

/** Adds a run's chosen sizes to `path` (read again first: another run may have written it meanwhile). */
export async function saveSizes(
  path: string,
  targetMs: number,
  pair: SizedPair,
  chosen: readonly SizeRecord[],
): Promise<void> {
  if (chosen.length === 0) return;
  const file = (await readSizes(path, () => {})) ?? { schemaVersion: 1, sizes: {} };
  for (const c of chosen) {
    const name = key(targetMs, pair, c.filename, c.configuration);
    if (name.length <= MAX_NAME_CHARS) file.sizes[name] = c.n;
  }
  const entries = Object.entries(file.sizes).slice(-MAX_SIZES);
  await replaceFile(path, JSON.stringify({ schemaVersion: 1, sizes: Object.fromEntries(entries) }));
}

/**
 * The sizes a sized run takes without piloting: the resumed file's record, then this runner's sizes.json in
 * `cacheDir` (an untrusted run's own file after it). None when children are not sized (no `targetMs`).
 */
export async function knownSizes(
  cacheDir: string,
  trust: BuildTrust,
  targetMs: number | undefined,
  pair: SizedPair,
  resumed: readonly SizeRecord[],
  warn: (line: string) => void,
): Promise<SizeBook | undefined> {
  if (targetMs === undefined) return undefined;
  const names = trust === 'trusted' ? [SIZES_FILE_NAME] : [SIZES_FILE_NAME, SIZES_UNTRUSTED_FILE_NAME];
  const stored = await Promise.all(names.map((name) => readSizes(join(cacheDir, name), warn)));
  return new SizeBook(targetMs, pair, resumed, stored);
}

/** Adds the sizes a run's pilots chose to the runner's record in `cacheDir` (an untrusted run's to its own); a failure is a warning. */
export async function recordChosenSizes(
  cacheDir: string,
  trust: BuildTrust,
  sizing: SizingRecord,
  pair: SizedPair,
  warn: (line: string) => void,
): Promise<void> {
  const chosen = chosenSizes(sizing.configurations);
  const file = join(cacheDir, trust === 'trusted' ? SIZES_FILE_NAME : SIZES_UNTRUSTED_FILE_NAME);
  try {
    await saveSizes(file, sizing.targetMs, pair, chosen);
  } catch (error) {
    warn(`warning: the sizes chosen were not recorded in ${file}: ${(error as Error).message}`);
  }
}
