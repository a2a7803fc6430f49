// A results file that already holds samples: `node-bench compare --out FILE`
// run again adds to it, topping each configuration up to --runs (or going on
// with --runs auto where it stopped), and the table covers the whole file.
//
// The CSV is compare.js's format, which has no room for what made it (a
// comment line would break `Rscript compare.R < FILE`), so the comparison's
// identity is written beside it, in FILE.node-bench.json, when the file is
// started: the two binaries (version, and the commit of a built ref or the
// path of a given executable), the suite and what selects its benchmarks. A
// file whose identity differs, or that has samples but no identity (compare.js
// output, or a file node-bench did not start), is refused: mixing two
// comparisons' samples would make a table of neither. The machine (runner
// fingerprint) is recorded too; another one only earns a warning, as the
// person resuming on a new laptop may know what they are doing. The record is
// kept up to date as the run measures (openRecord: runs without a sample, the
// sizes, the time spent measuring), so a later resume continues it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ResolvedBinary } from '../binaries/spec.ts';
import type { Comparison } from '../options/comparison.ts';
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import { mergeLoads } from '../artifact/result-metadata.ts';
import {
  formatShard,
  type JobRecord,
  type LoadRecord,
  priorKey,
  type PriorSamples,
  type PriorSide,
  RunConfigError,
  type SizeRecord,
} from '../run/index.ts';
import { parseCompareCsv, type Binary, type Sample } from '../stats/csv.ts';
import { ratesByRun } from '../stats/run-numbers.ts';

export const IDENTITY_SUFFIX = '.node-bench.json';

/** Where the identity of the comparison in `csvPath` is kept. */
export function identityPath(csvPath: string): string {
  return `${csvPath}${IDENTITY_SUFFIX}`;
}

interface BinaryIdentity {
  /** `node --version` of the binary */
  version: string;
  /** the commit a ref: spec was built from */
  sha: string | null;
  /** a path given as the spec (a release is its version, wherever it is cached) */
  path: string | null;
}

export interface ComparisonIdentity {
  old: BinaryIdentity;
  new: BinaryIdentity;
  suite: 'bundled' | 'core';
  /** the suite's directory: --suite-dir, or the checkout of --suite core; null: our bundled suite */
  suiteDir: string | null;
  groups: string[];
  filter: string[];
  exclude: string[];
  set: Record<string, string[]>;
  shard: string | null;
  /** --child-time: the timed work each child was sized to; null (or absent, in files from before it): the files' own n */
  childTimeMs?: number | null;
  /** runs whose child gave no sample (a failure): the file's rates skip them (ratesByRun) */
  missingRuns?: MissingRun[];
  /** a run of this file was --runs auto (absent in files from before it): analyze then says its table is Welch's */
  runsAuto?: boolean;
  /**
   * the caps (--max-runs) the file's --runs auto passes ran to, in order: a
   * resume with a higher cap is a new pass over the rows they left open
   * (`more`); absent in files from before it
   */
  autoCaps?: number[];
  machine: { cpuModel: string; cores: number; cpuset: string | null };
  /** --child-time: the n each configuration's rows ran (its name is the file's); a resume runs the same */
  sizes?: SizeRecord[];
  /** the runs that measured samples into the file, together: their time and load (absent before the first) */
  measured?: MeasuredTime;
}

/** Measuring time (ms) and the load average while it ran (null: not known, e.g. compare.js's engine). */
export interface MeasuredTime {
  ms: number;
  load: LoadRecord | null;
}

function binaryIdentity(binary: ResolvedBinary): BinaryIdentity {
  return { version: binary.version, sha: binary.sha ?? null, path: binary.source === 'path' ? binary.path : null };
}

function comparisonIdentity(
  request: Comparison,
  binaries: Record<Binary, ResolvedBinary>,
  machine: RunnerFingerprint,
): ComparisonIdentity {
  const suiteDir = request.suite.kind === 'core' ? request.suite.repo! : (request.suite.dir ?? null);
  return {
    old: binaryIdentity(binaries.old),
    new: binaryIdentity(binaries.new),
    suite: request.suite.kind,
    suiteDir: suiteDir === null ? null : path.resolve(suiteDir),
    groups: [...new Set(request.selection.groups)].sort(),
    filter: [...request.selection.filter].sort(),
    exclude: [...request.selection.exclude].sort(),
    set: Object.fromEntries(
      Object.entries(request.selection.set)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, values]) => [key, [...values]]),
    ),
    shard: request.schedule.shard ? formatShard(request.schedule.shard) : null,
    childTimeMs: request.schedule.childTimeMs ?? null,
    ...(request.schedule.adaptive ? { runsAuto: true } : {}),
    machine: { cpuModel: machine.cpuModel, cores: machine.cores, cpuset: machine.cpuset },
  };
}

/** What an existing results file holds: its samples and the identity beside it (null: none). */
export interface ExistingResults {
  samples: Sample[];
  identity: ComparisonIdentity | null;
}

/** The results file at `csvPath`, or null when there is none yet (or it is empty). */
function readExistingResults(csvPath: string): ExistingResults | null {
  let text: string;
  try {
    text = readFileSync(csvPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.trim() === '') return null;
  // a line cut off by a killed run is the only malformed line a file of ours has: it was never a sample
  const samples = parseCompareCsv(text, csvPath, { skipInvalid: true });
  const sidecar = identityPath(csvPath);
  let identity: ComparisonIdentity | null = null;
  if (existsSync(sidecar)) {
    try {
      identity = JSON.parse(readFileSync(sidecar, 'utf8')) as ComparisonIdentity;
    } catch (error) {
      throw new RunConfigError(`${sidecar} is not the JSON node-bench wrote: ${(error as Error).message}`);
    }
  }
  return { samples, identity };
}

function writeIdentity(csvPath: string, identity: ComparisonIdentity): void {
  writeFileSync(identityPath(csvPath), `${JSON.stringify(identity, null, 2)}\n`);
}

const describeBinary = (b: BinaryIdentity) =>
  `node ${b.version}${b.sha ? ` at ${b.sha.slice(0, 12)}` : ''}${b.path ? ` (${b.path})` : ''}`;

/** What differs between the file's comparison and this one, one phrase each; [] when it is the same. */
export function identityDifferences(was: ComparisonIdentity, now: ComparisonIdentity): string[] {
  const differences: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const side of ['old', 'new'] as const) {
    if (!same(was[side], now[side]))
      differences.push(`--${side} was ${describeBinary(was[side])}, now ${describeBinary(now[side])}`);
  }
  const fields = [
    ['suite', '--suite'],
    ['suiteDir', 'the suite directory'],
    ['groups', 'the groups'],
    ['filter', '--filter'],
    ['exclude', '--exclude'],
    ['set', '--set'],
    ['shard', '--shard'],
  ] as const;
  for (const [field, name] of fields) {
    if (!same(was[field], now[field]))
      differences.push(`${name} was ${JSON.stringify(was[field])}, now ${JSON.stringify(now[field])}`);
  }
  // a sized file's rows ran the n its record holds (run/plan/size-store.ts): a resume must size, or not, alike
  const childTime = (ms: number | null | undefined) => (ms == null ? 'off' : `${ms}ms`);
  if (childTime(was.childTimeMs) !== childTime(now.childTimeMs))
    differences.push(`--child-time was ${childTime(was.childTimeMs)}, now ${childTime(now.childTimeMs)}`);
  return differences;
}

/**
 * Checks `existing` holds samples of the comparison `identity` describes;
 * throws a RunConfigError saying what differs otherwise. Returns warnings
 * (another machine).
 */
function checkResumable(csvPath: string, existing: ExistingResults, identity: ComparisonIdentity): string[] {
  const { samples } = existing;
  const fresh = 'give this comparison another --out, or repeat the command that started the file to add runs to it';
  if (existing.identity === null) {
    if (samples.length === 0) return [];
    throw new RunConfigError(
      `--out ${csvPath} already holds ${samples.length} samples, but not the record of the comparison that made them ` +
        `(${identityPath(csvPath)}, written when node-bench starts a file), so they cannot be topped up: ${fresh}; ` +
        `node-bench analyze ${csvPath} shows their table`,
    );
  }
  if (existing.identity.childTimeMs != null && existing.identity.sizes === undefined) {
    throw new RunConfigError(
      `--out ${csvPath} was started by an older node-bench, which named sized rows by the n they ran ` +
        `(this one names them as their file does and records the n beside them): ${fresh}`,
    );
  }
  const differences = identityDifferences(existing.identity, identity);
  if (differences.length > 0) {
    throw new RunConfigError(
      `--out ${csvPath} holds samples of another comparison (${differences.join('; ')}): ${fresh}`,
    );
  }
  const was = existing.identity.machine;
  const now = identity.machine;
  if (JSON.stringify(was) === JSON.stringify(now)) return [];
  return [
    `warning: ${csvPath} was started on another machine or CPU set (${was.cpuModel}, ${was.cores} CPUs, cpuset ` +
      `${was.cpuset ?? 'none'}; now ${now.cpuModel}, ${now.cores} CPUs, cpuset ${now.cpuset ?? 'none'}): ` +
      'the samples are compared as if measured alike',
  ];
}

/**
 * The passes a --runs auto resume of this file makes: the caps its earlier
 * passes ran to (their looks are replayed as they were made), and the caps
 * to record. The same cap as the last finishes that pass; a higher one is a
 * new pass over the rows left open (`more`); a lower one would replay the
 * earlier looks under another design, so it is refused.
 */
function resumedPasses(
  csvPath: string,
  recorded: readonly number[] | undefined,
  cap: number,
  hasSamples: boolean,
): { earlierCaps: number[]; caps: number[] } {
  const caps = hasSamples ? [...(recorded ?? [])] : [];
  const last = caps.at(-1);
  if (last === undefined) return { earlierCaps: [], caps: [cap] };
  if (cap < last) {
    throw new RunConfigError(
      `--max-runs ${cap} is below the ${last} runs ${csvPath}'s --runs auto already went to: give --max-runs ${last} ` +
        `to finish that run, or more than ${last} to run the rows it left open on`,
    );
  }
  return cap === last ? { earlierCaps: caps.slice(0, -1), caps } : { earlierCaps: caps, caps: [...caps, cap] };
}

/** A run of one configuration on one side that gave no sample. */
export interface MissingRun {
  filename: string;
  configuration: string;
  binary: Binary;
  run: number;
}

/** The samples by configuration and side, numbered by run (the failed runs skipped), as the executor takes them. */
export function priorSamples(samples: readonly Sample[], missingRuns: readonly MissingRun[] = []): PriorSamples {
  const grouped = new Map<string, Record<Binary, { rates: number[]; missing: number[] }>>();
  const entry = (filename: string, configuration: string) => {
    const key = priorKey(filename, configuration);
    let found = grouped.get(key);
    if (found === undefined) {
      found = { old: { rates: [], missing: [] }, new: { rates: [], missing: [] } };
      grouped.set(key, found);
    }
    return found;
  };
  for (const sample of samples) entry(sample.filename, sample.configuration)[sample.binary].rates.push(sample.rate);
  for (const m of missingRuns) entry(m.filename, m.configuration)[m.binary].missing.push(m.run);
  const side = ({ rates, missing }: { rates: number[]; missing: number[] }): PriorSide => {
    const byRun = ratesByRun(rates, missing);
    return { rates: byRun, lastRun: Math.max(0, ...byRun.keys(), ...missing) };
  };
  return new Map([...grouped].map(([key, sides]) => [key, { old: side(sides.old), new: side(sides.new) }]));
}

/** What a comparison's deps say of resuming: whether to, and what a caller that checked the earlier result knows. */
export interface ResumeDeps {
  /**
   * `out` may hold samples of this comparison already (resume.ts): check it
   * is the same comparison, top every configuration up to the runs asked for,
   * and table the whole file. Absent or false (the Action, the nightly): rows
   * are appended, nothing is read.
   */
  resume?: boolean;
  /**
   * With resume: `out` holds an earlier result of this comparison that the
   * caller validated itself (the Action's `/benchmark more`: the earlier run's
   * artifact, checked and replayed as the report job checks it), so there is
   * no record beside it: its passes' caps and missing runs, as that result says
   */
  continuing?: { autoCaps: number[]; missingRuns: MissingRun[]; sizes: SizeRecord[] };
  /** informational lines (the resume line, the record's warnings) */
  log: (line: string) => void;
}

/**
 * What a --out file already holds (resume only), refused where it cannot be added to, and the passes a --runs auto
 * resume makes (a --max-runs below what the file went to is refused here, before any binary is resolved).
 */
export function readPrevious(request: Comparison, deps: ResumeDeps) {
  const existing = deps.resume ? readExistingResults(request.output.out) : null;
  const { suite, output, schedule } = request;
  if (existing !== null && existing.samples.length > 0 && suite.kind === 'core' && suite.engine === 'compare.js') {
    throw new RunConfigError(
      `--out ${output.out} holds samples already; adding runs to them needs --engine node-bench ` +
        '(compare.js always runs --runs in full)',
    );
  }
  const passes =
    deps.resume && schedule.adaptive
      ? resumedPasses(
          output.out,
          (existing?.identity ?? deps.continuing)?.autoCaps,
          schedule.adaptive.maxRuns,
          (existing?.samples.length ?? 0) > 0,
        )
      : undefined;
  return { existing, passes };
}

/**
 * `--out FILE`'s record beside it (resume.ts): checked against this
 * comparison, written when new, and the samples it already holds by run.
 * recordJob adds each run whose child gave no sample to the record as it
 * happens, so a resume numbers the file's later rates right (ratesByRun).
 */
export function openRecord(
  request: Comparison,
  deps: ResumeDeps,
  /** what measures it: the two binaries and the machine */
  { binaries, fingerprint }: { binaries: Record<Binary, ResolvedBinary>; fingerprint: RunnerFingerprint },
  found: ExistingResults | null,
  /** resumedPasses' answer for this file (runs auto), made before the binaries were resolved */
  passes: ReturnType<typeof resumedPasses> | undefined,
): {
  prior?: PriorSamples;
  earlierCaps: number[];
  recordJob: (job: JobRecord) => void;
  recordMeasured: (samples: number, ms: number, load: LoadRecord | null) => MeasuredTime;
  recordSizes: (sizes: SizeRecord[]) => void;
} {
  let existing = found;
  const identity = comparisonIdentity(request, binaries, fingerprint);
  if (existing !== null && existing.identity === null && deps.continuing) {
    existing = { ...existing, identity: { ...identity, ...deps.continuing } };
  }
  if (existing !== null)
    for (const warning of checkResumable(request.output.out, existing, identity)) deps.log(warning);
  let record: ComparisonIdentity = existing?.identity ?? identity;
  if (identity.runsAuto) record = { ...record, runsAuto: true };
  if (passes && JSON.stringify(passes.caps) !== JSON.stringify(record.autoCaps))
    record = { ...record, autoCaps: passes.caps };
  if (record !== existing?.identity) writeIdentity(request.output.out, record);
  const earlierCaps = passes?.earlierCaps ?? [];
  // the samples the file holds, numbered by run as the executor takes them (a file without any is started anew)
  const resumed = existing !== null && existing.samples.length > 0 ? existing : null;
  const prior = resumed === null ? undefined : priorSamples(resumed.samples, record.missingRuns);
  const recordJob = (job: JobRecord) => {
    if (job.samples > 0) return;
    const { filename, configuration, binary, run } = job;
    record = { ...record, missingRuns: [...(record.missingRuns ?? []), { filename, configuration, binary, run }] };
    writeIdentity(request.output.out, record);
  };
  const recordMeasured = (samples: number, ms: number, load: LoadRecord | null): MeasuredTime => {
    const before = record.measured;
    if (samples === 0) return before ?? { ms: 0, load: null };
    const measured = {
      ms: (before?.ms ?? 0) + ms,
      load:
        before === undefined || before.load === null
          ? load
          : load === null
            ? before.load
            : mergeLoads([before.load, load]),
    };
    record = { ...record, measured };
    writeIdentity(request.output.out, record);
    return measured;
  };
  const recordSizes = (sizes: SizeRecord[]) => {
    // the file's earlier sizes stand (they were taken as known); this run adds the configurations it sized
    const known = new Set((record.sizes ?? []).map((s) => `${s.filename}\0${s.configuration}`));
    const added = sizes.filter((s) => !known.has(`${s.filename}\0${s.configuration}`));
    if (added.length === 0) return;
    record = { ...record, sizes: [...(record.sizes ?? []), ...added] };
    writeIdentity(request.output.out, record);
  };
  if (resumed === null) return { earlierCaps, recordJob, recordMeasured, recordSizes };
  const runsText = request.schedule.adaptive
    ? `--runs auto (at most ${request.schedule.runs})`
    : `${request.schedule.runs} runs per side`;
  deps.log(
    earlierCaps.length > 0 && earlierCaps.at(-1)! < request.schedule.runs
      ? `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison, run to at most ` +
          `${earlierCaps.at(-1)} runs; its calls stand, and the rows it left open run on to ${request.schedule.runs} runs ` +
          '(more); the table covers the whole file'
      : `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison; ` +
          `each configuration is topped up to ${runsText}, and the table covers the whole file`,
  );
  return {
    prior,
    earlierCaps,
    recordJob,
    recordMeasured,
    recordSizes,
  };
}
