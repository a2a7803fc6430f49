// request -> binaries -> runs -> grouped samples: the engine behind
// `node-bench compare` and the Action. Knows nothing about how results are
// printed or posted.
import {
  checkBundledSelection,
  findSuiteDir,
  type Lanes,
  type LoadRecord,
  onlineCpus,
  openSampleSink,
  knownSizes,
  plannedSizes,
  type ProgressOutput,
  recordChosenSizes,
  resolveCategories,
  resolveLanes,
  type RunFailure,
  runnerFingerprint,
  type RunPlan,
  runSuite,
  type SizingRecord,
} from '../run/index.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';

import type { BuildTrust } from '../binaries/builder-ccache.ts';
import { processRunner } from '../binaries/builder-process.ts';
import type { ResolvedBinary } from '../binaries/spec.ts';
import { childEnv, type HostEnv } from '../process/env.ts';
import type { ChildEnv } from '../process/supervisor.ts';
import { SANDBOX_HOME, type Sandbox } from '../process/sandbox.ts';
import type { CommandWrapper } from '../process/supervisor.ts';
import { packageRoot } from '../util/package-root.ts';
import { resolveSpec, type BinaryOptions } from './binaries.ts';
import type { AdaptiveOutcome } from '../stats/verdict.ts';
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import type { FingerprintFinding } from '../artifact/runner-findings.ts';
import type { Comparison } from '../options/comparison.ts';
import { openRecord, readPrevious, type ResumeDeps } from './resume.ts';
import { SampleGroups } from '../stats/analyze.ts';
import { TimingHistory } from './timing-history.ts';
import type { Binary, Sample } from '../stats/csv.ts';
import type { Platform } from '../util/platform.ts';

export interface ComparisonRun {
  binaries: Record<Binary, ResolvedBinary>;
  groups: SampleGroups;
  samples: number;
  /** as the run met them (run/measure/failure.ts); report/failure-notes.ts words them */
  failures: RunFailure[];
  /** --max-time ran out or the run was interrupted: results are partial */
  partial: boolean;
  /** deps.signal stopped the run (Ctrl-C, SIGTERM) */
  interrupted: boolean;
  /** a resumed run: the samples the file held before (in `groups`, not in `samples`) */
  priorSamples: number;
  /** our engines, stopped early: one line saying what was left unmeasured (run/plan/budget.ts); null when nothing was */
  unmeasured?: string | null;
  /** our engine's interleaving seed (either suite; none with --engine compare.js), to replay the order */
  seed?: number | undefined;
  /** --runs auto: each configuration's verdict */
  verdicts?: AdaptiveOutcome | undefined;
  /** the load average while measuring (our engines; not with --engine compare.js) */
  load?: LoadRecord | null | undefined;
  /** --child-time: how each configuration's n was sized (our engines) */
  sizing?: SizingRecord | undefined;
  /** the machine that measured it, with the lanes it ran in as resolved there (the report's runner line) */
  fingerprint: RunnerFingerprint;
  csvPath: string;
  /** the plan's configurations: this run's (a shard's), and the whole run's (every shard's); absent when no plan was made */
  planned?: { configurations: number; runConfigurations: number } | undefined;
  elapsedMs: number;
  /**
   * a --out file's runs together (resumed ones included): the time spent measuring its samples (invocations that
   * measured nothing add none); absent without a record (the Action, the nightly)
   */
  measuredMs?: number | undefined;
}

/** What a comparison writes to and reads from this process and machine, each made once by the surface. */
export interface ComparisonPorts {
  /** informational lines (resolved binaries, seed, where the CSV goes) */
  log: (line: string) => void;
  /** progress bar / periodic lines; absent with quiet */
  progress?: ProgressOutput;
  signal?: AbortSignal;
  /** the environment this process started with, read once by the entry; children's are built from it (env.ts) */
  host: HostEnv;
  /** the runner's platform (util/platform.ts), read once by the entry from process.platform and process.arch */
  platform: Platform;
  /** where builds, built binaries and benchmarks run */
  sandbox: Sandbox;
  /** each new sample, once it is on disk (the CLI's CSV on stdout) */
  onSample?: (sample: Sample) => void;
}

/** How this runner runs the comparison: the surface's decisions, made once before it starts. */
export interface RunPolicy {
  /**
   * what the runner check (runner-check/machine.ts) found on this machine, for the fingerprint; made once by the
   * caller, not here: the Action's execute and nightly check at their start (and warn), and every comparison of the
   * run carries that one check; undefined where it could not run
   */
  runnerCheck: FingerprintFinding[] | undefined;
  /** whose code `ref:` specs are: untrusted in the Action's execute mode (a pull request) */
  trust: BuildTrust;
  /** untrusted builds: the pull request or run whose ccache and cache entries they share (`pr-<n>`, `run-<id>`) */
  untrustedScope?: string;
  /** host variables whose values builds and benchmarks get besides those env.ts passes */
  passEnv: readonly string[];
  buildTimeoutMs: number;
}

/** A comparison's deps: its ports, its run policy, and what it resumes. */
export type ComparisonDeps = ComparisonPorts & RunPolicy & ResumeDeps;

/**
 * The comparison's lanes on this machine (run/measure/lanes.ts), resolved here only, as a run's first step: a layout
 * it cannot give (more lanes than CPUs, a CPU two lanes share, a --cpuset CPU it does not have) fails before anything
 * is downloaded or built, and before the CLI's sandbox probe (runComparisonProbing).
 */
function comparisonLanes(request: Comparison): Lanes {
  return resolveLanes(request.schedule.lanes, request.schedule.cpuset, onlineCpus());
}

/**
 * The sandbox of the benchmark processes: the two binaries, the suite (for
 * core, the whole checkout: benchmarks read test/common and test/fixtures),
 * this package's own files (the harness, the vendored autocannon and
 * bluebird, node core's listing preload) and the host node are what they see.
 */
async function benchmarkSandbox(
  suite: Comparison['suite'],
  sandbox: Sandbox,
  binaries: Record<Binary, ResolvedBinary>,
  scratch: string,
): Promise<CommandWrapper | undefined> {
  const suiteDir = suite.kind === 'core' ? suite.repo! : (suite.dir ?? findSuiteDir());
  return sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, packageRoot(), process.execPath],
    writable: [scratch],
  });
}

/**
 * The environment of every benchmark child: the host's in its shape (env.ts), with TMPDIR the scratch dir (and
 * node core's NODE_TEST_DIR) and HOME the sandbox's (unsandboxed, the scratch dir too: nothing a benchmark writes
 * there outlives the run), each in the host's place where the host has it.
 */
export function benchmarkChildEnv(
  host: HostEnv,
  passEnv: readonly string[],
  where: { scratch: string; sandboxed: boolean; core: boolean },
): ChildEnv {
  const home = where.sandboxed ? SANDBOX_HOME : where.scratch;
  return childEnv(host, {
    purpose: 'benchmark',
    passEnv,
    set: {
      ...(host.HOME !== undefined ? { HOME: home } : {}),
      TMPDIR: where.scratch,
      ...(where.core ? { NODE_TEST_DIR: where.scratch } : {}),
    },
  });
}

/** Both sides' binaries: downloaded, found or built as the policy allows, each named in a log line. */
async function resolveBoth(
  request: Comparison,
  cacheDir: string,
  ports: ComparisonPorts,
  policy: RunPolicy,
): Promise<Record<Binary, ResolvedBinary>> {
  const options: BinaryOptions = {
    binarySource: request.binaries.source,
    cacheDir,
    mirror: request.binaries.mirror,
    repo: request.suite.repo,
    buildCommand: request.binaries.buildCommand,
    binaryPath: request.binaries.binaryPath,
    minFreeBytes: request.binaries.minFreeBytes,
    env: ports.host,
    platform: ports.platform,
    build: {
      run: processRunner(ports.host),
      sandbox: ports.sandbox,
      trust: policy.trust,
      untrustedScope: policy.untrustedScope,
      timeoutMs: policy.buildTimeoutMs,
      passEnv: policy.passEnv,
    },
    signal: ports.signal,
    log: ports.log,
  };
  // One after the other: two downloads or builds at once only compete for the same link and cores.
  const old = await resolveSpec(request.sides.old, '--old', options);
  const current = await resolveSpec(request.sides.new, '--new', options);
  for (const [side, binary] of [
    ['old', old],
    ['new', current],
  ] as const) {
    const commit = binary.sha ? ` at ${binary.sha}` : '';
    ports.log(`${side}: node ${binary.version} (${binary.source}${commit}) ${binary.path}`);
  }
  if (old.path === current.path) {
    ports.log(
      `warning: old and new are the same binary (${old.path}): an A/A run, where every star is a false positive`,
    );
  }
  return { old, new: current };
}

/** What each suite selects is known before any download or build: a typo fails in a second. */
async function checkSelection(
  request: Comparison,
  host: HostEnv,
  passEnv: readonly string[],
  hostNode: string,
): Promise<void> {
  if (request.suite.kind !== 'core') {
    await checkBundledSelection(
      { suiteDir: request.suite.dir, ...request.selection },
      { env: childEnv(host, { purpose: 'benchmark', passEnv }), hostNode },
    );
  } else {
    // so are the checkout's categories: `bufers` fails before the binaries are downloaded or built
    resolveCategories(path.join(request.suite.repo!, 'benchmark'), request.selection.groups);
  }
}

/** Runs the comparison with deps the surface made before it (its sandbox chosen, its runner checked). */
export function runComparison(request: Comparison, deps: ComparisonDeps): Promise<ComparisonRun> {
  return runComparisonProbing(request, () => Promise.resolve(deps));
}

/**
 * Runs the comparison with deps `probe` makes once its lanes hold: the CLI's sandbox probe and runner check wait for
 * them, so a layout this machine cannot give is its one line, before the probe says anything.
 */
export async function runComparisonProbing(
  request: Comparison,
  probe: () => Promise<ComparisonDeps>,
): Promise<ComparisonRun> {
  const lanes = comparisonLanes(request);
  return runOnLanes(request, lanes, await probe());
}

async function runOnLanes(request: Comparison, lanes: Lanes, deps: ComparisonDeps): Promise<ComparisonRun> {
  const started = performance.now();
  // the node running us runs compare.js and the bundled suite's load generator (autocannon)
  const hostNode = process.execPath;
  await checkSelection(request, deps.host, deps.passEnv, hostNode);
  const { runnerCheck } = deps;
  const fingerprint = {
    ...runnerFingerprint(request.schedule.cpuset, { env: deps.host, platform: deps.platform }, lanes),
    runnerCheck,
  };
  // this runner's cache folder, as the surface decided it: its timing history and sizes beside the binaries
  const { cacheDir } = request.binaries;
  const times = await TimingHistory.read(request, cacheDir, deps);
  const { existing, passes } = readPrevious(request, deps);
  const binaries = await resolveBoth(request, cacheDir, deps, deps);
  const file = deps.resume ? openRecord(request, deps, { binaries, fingerprint }, existing, passes) : undefined;
  const resumedSizes = existing?.identity?.sizes ?? [];
  const pair = { old: binaries.old.version, new: binaries.new.version };
  const sizes = await knownSizes(cacheDir, deps.trust, request.schedule.childTimeMs, pair, resumedSizes, deps.log);
  // a resume with a higher --max-runs: the file's earlier passes are replayed, the rows they left open run on
  const schedule =
    request.schedule.adaptive && file && file.earlierCaps.length > 0
      ? { ...request.schedule, adaptive: { ...request.schedule.adaptive, earlierCaps: file.earlierCaps } }
      : request.schedule;
  // The benchmarks' scratch space, on the file system the host's temp dir is on, sandbox or not (the
  // sandbox's own /tmp is a tmpfs: fs benchmarks would measure memory). node core's test/common/tmpdir
  // writes under the checkout unless NODE_TEST_DIR points elsewhere.
  const scratch = await mkdtemp(path.join(deps.host.TMPDIR || '/tmp', 'node-bench-scratch-'));
  const sandbox = await benchmarkSandbox(request.suite, deps.sandbox, binaries, scratch);
  const env = benchmarkChildEnv(deps.host, deps.passEnv, {
    scratch,
    sandboxed: sandbox !== undefined,
    core: request.suite.kind === 'core',
  });
  const priorCount = existing?.samples.length ?? 0;
  const sink = openSampleSink(request.output.out, existing?.samples ?? [], deps.onSample);
  deps.log(`results: ${request.output.out}`);
  // Our engine's progress output already states the plan and seed; a quiet run still needs the seed to replay.
  let planned: ComparisonRun['planned'];
  const onPlan = (plan: RunPlan) => {
    planned = { configurations: plan.configurations.length, runConfigurations: plan.totalConfigurations };
    if (deps.progress === undefined) {
      deps.log(`seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`);
    }
    deps.log(times.plannedTimeLine(request, plan));
    // the n each row runs, beside the CSV: a resume runs the same
    if (request.schedule.childTimeMs !== undefined) file?.recordSizes(plannedSizes(plan));
  };
  try {
    const result = await runSuite(request.suite, request.selection, schedule, {
      binaries: { old: binaries.old.path, new: binaries.new.path },
      lanes,
      known: { timings: times.timings, history: times.budget, prior: file?.prior, sizes },
      env,
      hostNode,
      sandbox,
      signal: deps.signal,
      progress: deps.progress,
      quiet: deps.progress === undefined,
      onSample: sink.onSample,
      onPlan,
      onJob: file?.recordJob,
      onFileStart: (benchmark, index, total) => {
        if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
      },
      onWarning: (message) => deps.log(`warning: ${message}`),
    });
    await times.record(result.timed);
    if (result.sizing) await recordChosenSizes(cacheDir, deps.trust, result.sizing, pair, deps.log);
    const elapsedMs = performance.now() - started;
    // a resumed file's report covers all of its samples: their measuring time and load, not this invocation's
    const measured = file?.recordMeasured(sink.samples, elapsedMs, result.load ?? null);
    return {
      binaries,
      groups: sink.groups,
      samples: sink.samples,
      failures: result.failures,
      partial: result.timedOut || result.interrupted,
      interrupted: result.interrupted,
      priorSamples: priorCount,
      unmeasured: result.unmeasuredLine,
      // our engine's order, either suite (compare.js's own order has none): result.json and the reproduce line carry it
      seed: result.seed ?? undefined,
      verdicts: result.verdicts,
      load: measured ? measured.load : result.load,
      sizing: result.sizing ?? undefined,
      fingerprint,
      csvPath: request.output.out,
      planned,
      elapsedMs,
      measuredMs: measured?.ms,
    };
  } finally {
    sink.csv.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
