// request -> binaries -> runs -> grouped samples: the engine behind
// `node-bench compare` and the Action. Knows nothing about how results are
// printed or posted.
import type { ResolvedBinary } from '../binaries/spec.ts';
import { resolveSpec, type BinaryOptions } from './binaries.ts';
import { runBundled } from '../run/bundled.ts';
import { CsvAppender } from '../run/csv-out.ts';
import { runCore } from '../run/core.ts';
import type { ProgressOutput } from '../run/progress.ts';
import type { CompareRequest } from '../request/compare.ts';
import { SampleGroups } from '../stats/analyze.ts';
import type { Binary, Sample } from '../stats/csv.ts';

/** A benchmark that did not deliver all its rows; the rest of the run is unaffected. */
export interface BenchmarkFailure {
  filename: string;
  /** the CSV configuration string, when the failure is one configuration's */
  configuration?: string;
  binary?: Binary;
  /** one line for people */
  detail: string;
}

export interface ComparisonRun {
  binaries: Record<Binary, ResolvedBinary>;
  groups: SampleGroups;
  samples: number;
  failures: BenchmarkFailure[];
  /** --max-time ran out or the run was interrupted: results are partial */
  partial: boolean;
  /** the bundled suite's interleaving seed, to replay the order */
  seed?: number;
  csvPath: string;
  elapsedMs: number;
}

export interface ComparisonDeps {
  /** informational lines (resolved binaries, seed, where the CSV goes) */
  log: (line: string) => void;
  /** progress bar / periodic lines; absent with quiet */
  progress?: ProgressOutput;
  signal?: AbortSignal;
  env?: NodeJS.ProcessEnv;
}

async function resolveBoth(request: CompareRequest, deps: ComparisonDeps): Promise<Record<Binary, ResolvedBinary>> {
  const options: BinaryOptions = {
    binarySource: request.binarySource,
    cacheDir: request.cacheDir,
    mirror: request.mirror,
    repo: request.repo,
    buildCommand: request.buildCommand,
    binaryPath: request.binaryPath,
    minFreeBytes: request.minFreeBytes,
    env: deps.env,
    signal: deps.signal,
    log: deps.log,
  };
  // One after the other: two downloads or builds at once only compete for the same link and cores.
  const old = await resolveSpec(request.old, '--old', options);
  const current = await resolveSpec(request.new, '--new', options);
  for (const [side, binary] of [
    ['old', old],
    ['new', current],
  ] as const) {
    const commit = binary.sha ? ` at ${binary.sha}` : '';
    deps.log(`${side}: node ${binary.version} (${binary.source}${commit}) ${binary.path}`);
  }
  return { old, new: current };
}

export async function runComparison(request: CompareRequest, deps: ComparisonDeps): Promise<ComparisonRun> {
  const started = performance.now();
  const binaries = await resolveBoth(request, deps);
  const groups = new SampleGroups();
  const csv = CsvAppender.open(request.out);
  deps.log(`results: ${request.out}`);
  let samples = 0;
  // Disk first: a row on disk survives whatever happens to this process next.
  const onSample = (sample: Sample) => {
    csv.write(sample);
    samples++;
    groups.add(sample);
  };
  try {
    if (request.suite === 'core') {
      const result = await runCore(
        {
          repo: request.repo!,
          categories: request.groups,
          old: binaries.old.path,
          new: binaries.new.path,
          runs: request.runs,
          filter: request.filter,
          exclude: request.exclude,
          set: request.set,
          cpuset: request.cpuset,
          timeoutMs: request.timeoutMs,
          maxTimeMs: request.maxTimeMs,
          signal: deps.signal,
          env: deps.env,
        },
        {
          onSample,
          onFileStart: (benchmark, index, total) => {
            if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
          },
          onWarning: (message) => deps.log(`warning: ${message}`),
        },
      );
      return {
        binaries,
        groups,
        samples,
        failures: result.failures.map((f) => ({ filename: f.filename, detail: f.reason })),
        partial: result.timedOut || result.aborted,
        csvPath: request.out,
        elapsedMs: performance.now() - started,
      };
    }

    const summary = await runBundled(
      {
        suiteDir: request.suiteDir,
        groups: request.groups,
        filter: request.filter,
        exclude: request.exclude,
        set: request.set,
        runs: request.runs,
        seed: request.seed,
        cpuset: request.cpuset,
        timeoutMs: request.timeoutMs,
        maxTimeMs: request.maxTimeMs,
        shard: request.shard,
        binaries: { old: binaries.old.path, new: binaries.new.path },
        quiet: deps.progress === undefined,
      },
      {
        onSample,
        // The runner's progress output already states the plan and seed; a quiet run still needs the seed to replay.
        onPlan: (plan) => {
          if (deps.progress === undefined) {
            deps.log(
              `seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`,
            );
          }
        },
        progress: deps.progress,
        signal: deps.signal,
        env: deps.env,
      },
    );
    return {
      binaries,
      groups,
      samples,
      failures: summary.failures.map((f) => ({
        filename: f.filename,
        configuration: f.configuration || undefined,
        binary: f.binary,
        detail: f.run === null ? f.detail : `run ${f.run}: ${f.detail}`,
      })),
      partial: summary.timedOut || summary.interrupted,
      seed: summary.seed,
      csvPath: request.out,
      elapsedMs: performance.now() - started,
    };
  } finally {
    csv.close();
  }
}
