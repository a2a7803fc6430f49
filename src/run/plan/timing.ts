// How long each configuration's child takes: the timing model that shards
// by expected time (and, later, budgets and estimates a run). Every run adds
// the wall time of each measuring child it ran; the file keeps, per
// configuration (`filename configuration`), the mean of its children and how
// many there were. A configuration without history is estimated from its
// file's other configurations, then from every configuration known, then a
// default.
//
// The store is one JSON file, replaced atomically (temp + rename in the same
// directory) after a run. Recording starts anew over a missing or unreadable
// file (timings only shape the split, never the results); a file given to
// split by (--timings) that cannot be read is an error naming it. Only what
// the schema accepts is recorded, and an entry it refuses is skipped (one
// warning), never the whole file: a benchmark's odd configuration cannot cost
// the history.
//
// Runs of untrusted code (a pull request's) write their own file
// (TIMINGS_UNTRUSTED_FILE_NAME): its children's times are the PR's to choose,
// so they never reach the history trusted runs plan by (the nightly, the split
// of main's shards, --max-time budgets); an untrusted run reads both.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

import type { BuildTrust } from '../../binaries/builder-ccache.ts';
import { RunConfigError } from '../errors.ts';
import { replaceFile } from '../../util/files.ts';

/** A child's expected wall time when nothing is known of any configuration (a benchmark's usual few seconds). */
export const DEFAULT_CHILD_MS = 2000;
/** Children a configuration's mean weighs at most: later runs move it (a faster build, another runner). */
export const TIMING_WEIGHT_CAP = 30;
/** Configurations the file keeps at most (node core has about 10,000). */
export const MAX_TIMED_CONFIGURATIONS = 200_000;
export const TIMINGS_FILE_NAME = 'timings.json';
/** Where runs of untrusted code record their children's times (beside TIMINGS_FILE_NAME). */
export const TIMINGS_UNTRUSTED_FILE_NAME = 'timings-untrusted.json';
/** The longest `filename configuration` the history keeps. */
export const MAX_TIMED_NAME_CHARS = 5000;

const nameSchema = z.string().max(MAX_TIMED_NAME_CHARS);
/** [mean child wall ms, children counted] */
const entrySchema = z.tuple([z.number().finite().min(0), z.number().int().min(1)]);
/** The file's frame: its entries are checked one by one (readTimings). */
const frameSchema = z.strictObject({
  schemaVersion: z.literal(1),
  configurations: z.record(z.string(), z.unknown()),
});

export interface TimingsFile {
  schemaVersion: 1;
  /** `filename configuration` (at most MAX_TIMED_NAME_CHARS) → [mean child wall ms, children counted] */
  configurations: Record<string, z.infer<typeof entrySchema>>;
}

const key = (filename: string, configuration: string) => `${filename} ${configuration}`;

export class TimingModel {
  readonly #entries = new Map<string, { ms: number; n: number }>();
  readonly #byFile = new Map<string, Set<string>>();

  static fromFile(file: TimingsFile | null): TimingModel {
    const model = new TimingModel();
    if (file === null) return model;
    for (const [name, [ms, n]] of Object.entries(file.configurations)) {
      const space = name.indexOf(' ');
      model.#set(name, name.slice(0, space === -1 ? name.length : space), { ms, n });
    }
    return model;
  }

  #set(name: string, filename: string, entry: { ms: number; n: number }): void {
    this.#entries.set(name, entry);
    let names = this.#byFile.get(filename);
    if (names === undefined) this.#byFile.set(filename, (names = new Set()));
    names.add(name);
  }

  /** One child's wall time; a name longer than the file's schema accepts is not recorded. */
  record(filename: string, configuration: string, ms: number): void {
    if (!(ms >= 0) || !Number.isFinite(ms)) return;
    const name = key(filename, configuration);
    if (name.length > MAX_TIMED_NAME_CHARS) return;
    const entry = this.#entries.get(name);
    if (entry === undefined) {
      this.#set(name, filename, { ms, n: 1 });
      return;
    }
    const weight = Math.min(entry.n, TIMING_WEIGHT_CAP - 1);
    this.#set(name, filename, { ms: (entry.ms * weight + ms) / (weight + 1), n: Math.min(entry.n + 1, 1e9) });
  }

  /** Whether this configuration has a history of its own. */
  has(filename: string, configuration: string): boolean {
    return this.#entries.has(key(filename, configuration));
  }

  /** The mean child times of a file's configurations that have a history (none: the file has none). */
  recordedMs(filename: string): number[] {
    return [...(this.#byFile.get(filename) ?? [])].map((name) => this.#entries.get(name)!.ms);
  }

  /** Whether any configuration has a history. */
  get empty(): boolean {
    return this.#entries.size === 0;
  }

  /**
   * A child's expected wall time: the configuration's history, else the mean
   * of its file's configurations, else of every configuration known, else
   * DEFAULT_CHILD_MS.
   */
  expectedMs(filename: string, configuration: string): number {
    const entry = this.#entries.get(key(filename, configuration));
    if (entry !== undefined) return entry.ms;
    const mean = (names: Iterable<string>) => {
      let sum = 0;
      let count = 0;
      for (const name of names) {
        sum += this.#entries.get(name)!.ms;
        count++;
      }
      return count === 0 ? null : sum / count;
    };
    return mean(this.#byFile.get(filename) ?? []) ?? mean(this.#entries.keys()) ?? DEFAULT_CHILD_MS;
  }

  toFile(): TimingsFile {
    const entries = [...this.#entries].sort((a, b) => b[1].n - a[1].n).slice(0, MAX_TIMED_CONFIGURATIONS);
    return {
      schemaVersion: 1,
      configurations: Object.fromEntries(entries.map(([name, { ms, n }]) => [name, [Math.round(ms), n]])),
    };
  }
}

/**
 * The history in `path`: null when there is none; a file that is not one is
 * an error naming it. Entries the schema refuses are skipped, with one line to
 * `warn` saying how many and why.
 */
export async function readTimings(path: string, warn?: (line: string) => void): Promise<TimingsFile | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new RunConfigError(`cannot read the timings ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RunConfigError(`the timings ${path} are not JSON: delete the file (the next run writes a new one)`);
  }
  const frame = frameSchema.safeParse(parsed);
  if (!frame.success) {
    const issue = frame.error.issues[0]!;
    throw new RunConfigError(
      `the timings ${path} are not node-bench timings (${issue.path.join('.') || 'the file'}: ${issue.message}): ` +
        'delete the file (the next run writes a new one)',
    );
  }
  const configurations: TimingsFile['configurations'] = {};
  let skipped = 0;
  let firstProblem = '';
  for (const [name, value] of Object.entries(frame.data.configurations)) {
    const entry = entrySchema.safeParse(value);
    const problem = !nameSchema.safeParse(name).success
      ? `a name of ${name.length} characters (at most ${MAX_TIMED_NAME_CHARS})`
      : entry.success
        ? undefined
        : `a value that is not [mean ms, count] (${entry.error.issues[0]!.message})`;
    if (problem === undefined && entry.success) configurations[name] = entry.data;
    else {
      skipped++;
      firstProblem ||= problem ?? '';
    }
  }
  if (skipped > 0) {
    warn?.(
      `warning: the timings ${path}: skipped ${skipped} ${skipped === 1 ? 'entry' : 'entries'} the schema refuses ` +
        `(the first: ${firstProblem}); the others are used`,
    );
  }
  return { schemaVersion: 1, configurations };
}

/**
 * What an untrusted run plans by: the trusted history, and the untrusted
 * runs' times only for configurations it lacks (a PR's new benchmarks).
 */
export function withUntrustedTimings(trusted: TimingsFile | null, untrusted: TimingsFile | null): TimingsFile | null {
  if (untrusted === null) return trusted;
  return { schemaVersion: 1, configurations: { ...untrusted.configurations, ...trusted?.configurations } };
}

/** One measuring child's wall time, as a run records it. */
export interface ChildTiming {
  filename: string;
  configuration: string;
  ms: number;
}

/** Adds a run's children to the history in `path` (read again first: another run may have written it meanwhile). */
export async function saveTimings(path: string, children: readonly ChildTiming[]): Promise<void> {
  const model = TimingModel.fromFile(await readTimings(path).catch(() => null));
  for (const child of children) model.record(child.filename, child.configuration, child.ms);
  await replaceFile(path, JSON.stringify(model.toFile()));
}

/** The --timings file, which must be there: a shard split by another history would not fit its siblings. */
export async function readShardTimings(file: string, log: (line: string) => void): Promise<TimingModel> {
  const read = await readTimings(file, log);
  if (read === null) {
    throw new RunConfigError(
      `--timings ${file}: no such file; give the timings.json of an earlier run (every run writes its ` +
        `children's times to <cache dir>/${TIMINGS_FILE_NAME}), the same file to every shard`,
    );
  }
  return TimingModel.fromFile(read);
}

/**
 * This runner's timing history: the --timings file when given, else the cache's timings.json (for an untrusted
 * run, with the untrusted runs' times for configurations it lacks).
 */
export async function readRunnerHistory(
  given: string | undefined,
  cacheDir: string,
  deps: { log: (line: string) => void; trust: BuildTrust },
): Promise<{ file: string; history: TimingsFile | null }> {
  const read = (file: string) => readTimings(file, deps.log).catch(() => null);
  if (given !== undefined) return { file: given, history: await read(given) };
  const trusted = path.join(cacheDir, TIMINGS_FILE_NAME);
  if (deps.trust === 'trusted') return { file: trusted, history: await read(trusted) };
  const untrusted = path.join(cacheDir, TIMINGS_UNTRUSTED_FILE_NAME);
  return {
    file: `${trusted} (and ${untrusted} for configurations it lacks)`,
    history: withUntrustedTimings(await read(trusted), await read(untrusted)),
  };
}
