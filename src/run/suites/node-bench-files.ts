// node:bench files (`*.node-bench.js`, Node.js >= 26.9) on our engine,
// beside the common.js benchmarks of the same category or group.
//
// node core runs them with benchmark/compare-node-bench.js: every
// observation a fresh process (`--bench --bench-reporter=json
// --bench-samples=1 --bench-warmup=0`; we add --bench-isolation=none, the
// process being fresh already), the sample read from the json
// reporter's `bench:complete` event. We keep that and go one step finer, as
// common.js forks: one process per bench (row), so each row is planned,
// interleaved and judged like every other row (not sized: its operations
// are written in the file).
//
// Listing: `--bench-name-pattern=(?!)` matches no name, so the file declares
// its benches and the runner only plans them: each `bench:plan` skipped by
// the pattern (and by nothing in the file: bench.skip, only) is a row.
// Measuring: `--bench-name-pattern=^<full name>$`, and node-bench-preload.cjs
// skips the declarations of that name whose params differ (node core's
// files declare one name once per configuration).
//
// A row: filename = the file (`group/x.node-bench.js`), configuration =
// `bench='<full name>'` then the params, compare.js-style; rate = the
// sample's operations/s, time = its duration in seconds.
//
// node:bench's early end (`done()` on the context of a measured sample) ends
// the remaining samples of one bench in one process. We take one measured
// sample per process (node core's rule: samples of one process share its
// JIT and heap state, so they are not independent observations), so there
// is nothing left in a process to end. Nor could more samples per process
// help the test: a process runs one binary, and the sequential test
// (--runs auto) looks at old/new pairs, so it stops a row between
// processes, by not starting the next pair. What a process costs is its
// start (~100 ms of a ~150 ms child of _concat.node-bench.js here), which
// no early end saves.

import type { ChildEnv } from '../../process/supervisor.ts';
import type { Binary } from '../../stats/csv.ts';
import { packageFile } from '../../util/package-root.ts';
import type { ChildCommand, SuiteAdapter } from './adapter.ts';
import type { ListingJob, MeasureJob } from '../plan/plan.ts';
import { formatConfiguration, type Config, type ConfigsMessage } from '../measure/protocol.ts';
import type { Pin } from './adapter.ts';
import { isNodeBenchFile } from './bundled-files.ts';

/** The configuration key holding the bench's full name. */
export const BENCH_KEY = 'bench';
/** The first Node.js release with node:bench. */
export const FIRST_NODE_BENCH = '26.9.0';

/** node-bench-preload.cjs, from the package root: src/run/ under tsx, dist/ in the bundle. */
export function findNodeBenchPreload(moduleUrl: string = import.meta.url): string {
  return packageFile(
    { dist: 'dist/node-bench-preload.cjs', source: 'src/run/suites/node-bench-preload.cjs' },
    moduleUrl,
  );
}

// compare-node-bench.js's flags; --no-warnings keeps the experimental warning out of stderr.
// --bench-isolation=none: the runner's default (process) starts a second process for the
// file; ours is already a fresh one per observation (none: ~150 ms a child here, process: ~240 ms)
const RUNNER_FLAGS = [
  '--no-warnings',
  '--experimental-bench',
  '--bench',
  '--bench-isolation=none',
  '--bench-reporter=json',
  '--bench-samples=1',
  '--bench-warmup=0',
];
const MATCHES_NOTHING = '(?!)';

interface BenchEvent {
  type: string;
  data: Record<string, unknown>;
}

function readEvent(line: string): BenchEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  const { type, data } = event as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !type.startsWith('bench:') || typeof data !== 'object' || data === null) return null;
  return { type, data: data as Record<string, unknown> };
}

/** A bench's row as a Config: its full name, then its params (already key-sorted by node:bench). */
function benchConfig(data: Record<string, unknown>): Config | string {
  const namePath = data.namePath;
  if (!Array.isArray(namePath) || !namePath.every((n) => typeof n === 'string'))
    return 'a bench event without namePath';
  const params = (data.params ?? {}) as Record<string, unknown>;
  if (BENCH_KEY in params) return `bench ${JSON.stringify(namePath.join(' '))} has a param named "${BENCH_KEY}"`;
  const conf: Config = { [BENCH_KEY]: namePath.join(' ') };
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return `bench ${JSON.stringify(conf[BENCH_KEY])} has param ${key} that is no string, number or boolean`;
    }
    conf[key] = value;
  }
  return conf;
}

/** The bench's params as node-bench-preload.cjs compares them: JSON, keys sorted. */
export function paramsKey(conf: Config): string {
  const params: Config = {};
  for (const key of Object.keys(conf).sort()) if (key !== BENCH_KEY) params[key] = conf[key]!;
  return JSON.stringify(params);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads a listing child's events: each bench the name pattern skipped is a
 * row; at `bench:summary`, the configs message (our protocol's), or a
 * reason when a bench cannot be a row.
 */
function listingReader(): (line: string) => unknown {
  const configs: Config[] = [];
  let problem: string | null = null;
  return (line) => {
    const event = readEvent(line);
    if (event === null) return null;
    if (event.type === 'bench:plan' && event.data.skip === 'name pattern') {
      const conf = benchConfig(event.data);
      if (typeof conf === 'string') problem ??= conf;
      else configs.push(conf);
    }
    if (event.type !== 'bench:summary') return null;
    return problem !== null ? { type: 'configs', problem } : { type: 'configs', nodeBench: true, configs, flags: [] };
  };
}

/**
 * Reads a measuring child's events: at `bench:summary`, the planned bench's
 * one sample as a report (rate in operations/s, time in seconds), or a
 * report carrying the reason there is none (the bench threw, it did not run,
 * another bench ran in the same process).
 */
function reportReader(planned: Config): (line: string) => unknown {
  const configuration = formatConfiguration(planned);
  let report: unknown = null;
  let problem: string | null = null;
  const read = (data: Record<string, unknown>): unknown => {
    const conf = benchConfig(data);
    if (typeof conf === 'string') return { type: 'report', error: conf };
    const ran = formatConfiguration(conf);
    if (ran !== configuration) return { type: 'report', error: `${ran} ran in the process of ${configuration}` };
    const error = data.error as { message?: unknown } | undefined;
    if (error !== undefined) return { type: 'report', error: `the bench threw: ${String(error?.message)}` };
    const samples = data.samples;
    if (!Array.isArray(samples) || samples.length !== 1) {
      return { type: 'report', error: `${Array.isArray(samples) ? samples.length : 'no'} samples instead of 1` };
    }
    const { rate, duration_ns: ns } = samples[0] as { rate?: unknown; duration_ns?: unknown };
    if (typeof ns !== 'string' || !/^\d+$/.test(ns)) return { type: 'report', error: `duration_ns ${String(ns)}` };
    return { type: 'report', conf, rate, time: Number(ns) / 1e9 };
  };
  return (line) => {
    const event = readEvent(line);
    if (event?.type === 'bench:complete' && event.data.skip === undefined) {
      const message = read(event.data) as { error?: string };
      if (typeof message.error === 'string') problem ??= message.error;
      else if (report === null) report = message;
      else problem ??= `${configuration} ran twice`;
    }
    if (event?.type !== 'bench:summary') return null;
    if (problem !== null) return { type: 'report', error: problem };
    return (
      report ?? { type: 'report', error: `no bench ${configuration} ran (declared through node:bench's bench export?)` }
    );
  };
}

/**
 * What a binary that cannot run node:bench files lacks (older than 26.9:
 * `--experimental-bench` is a bad option to it), in words; else null.
 */
export function missingNodeBench(stderrTail: string): string | null {
  if (!/bad option: --(experimental-)?bench\b/.test(stderrTail)) return null;
  return `node:bench (Node.js ${FIRST_NODE_BENCH} or later runs *.node-bench.js files)`;
}

/** A node:bench listing (listingReader's configs message), or null for any other message. */
function readNodeBenchListing(message: unknown): ConfigsMessage | string | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { type?: unknown; nodeBench?: unknown; problem?: unknown; configs?: unknown };
  if (m.type !== 'configs') return null;
  if (typeof m.problem === 'string') return m.problem;
  if (m.nodeBench !== true) return null;
  return { type: 'configs', configs: m.configs as Config[], flags: [] };
}

function pinned(pin: Pin | undefined, command: string, args: string[]): { command: string; args: string[] } {
  return pin === undefined ? { command, args } : { command: pin.taskset, args: ['-c', pin.cpuset, command, ...args] };
}

/**
 * A suite's adapter with node:bench files added: those files list and
 * measure through the json reporter on stdout, every other file through
 * `inner` as before.
 */
export function withNodeBench<Listing extends ConfigsMessage>(
  inner: SuiteAdapter<Listing>,
  binaries: Record<Binary, string>,
  env: ChildEnv,
  pin: Pin | undefined,
): SuiteAdapter<Listing | ConfigsMessage> {
  const preload = findNodeBenchPreload();
  const childEnv: Record<string, string> = { ...env };
  // NODE_BENCH_CONTEXT=child would make the runner wait for a parent on IPC
  for (const key of ['NODE_BENCH_CONTEXT', 'NODE_BENCH_PARAMS']) delete childEnv[key];
  const isOurs = (job: ListingJob) => isNodeBenchFile(job.file.filename);
  return {
    ...inner,
    listingCommand: (job): ChildCommand =>
      isOurs(job)
        ? {
            command: binaries[job.binary],
            args: [...RUNNER_FLAGS, `--bench-name-pattern=${MATCHES_NOTHING}`, '--', job.file.file],
            env: childEnv,
            stdoutMessages: listingReader(),
            lacks: missingNodeBench,
          }
        : inner.listingCommand(job),
    readListing: (message) => readNodeBenchListing(message) ?? inner.readListing(message),
    onListing: (job, listing) => {
      if (!isOurs(job)) inner.onListing?.(job, listing as Listing);
    },
    measureCommand: (job: MeasureJob): ChildCommand => {
      const c = job.configuration;
      if (!isNodeBenchFile(c.filename)) return inner.measureCommand(job);
      const name = String(c.conf[BENCH_KEY]);
      const args = [
        '--require',
        preload,
        ...RUNNER_FLAGS,
        `--bench-name-pattern=^${escapeRegExp(name)}$`,
        '--',
        c.file,
      ];
      return {
        ...pinned(pin, binaries[job.binary], args),
        env: { ...childEnv, NODE_BENCH_PARAMS: paramsKey(c.conf) },
        stdoutMessages: reportReader(c.conf),
        lacks: missingNodeBench,
      };
    },
  };
}
