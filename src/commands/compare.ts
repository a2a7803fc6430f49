// node-bench compare --old SPEC --new SPEC [options] GROUP...
import { parseArgs } from 'node:util';
import { defaultCacheDir } from '../binaries/cache-dir.ts';
import { chooseSandbox } from '../process/sandbox.ts';
import type { BenchmarkFailure, ComparisonRun } from '../pipeline/compare.ts';
import { runComparison } from '../pipeline/compare.ts';
import { FORMATS, render } from '../report/render.ts';
import { buildCompareRequest, SUITES } from '../request/compare.ts';
import { CORE_ENGINES } from '../run/core.ts';
import { isRegression, type Correction } from '../stats/analyze.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';
import { parseChoice, parsePositiveInteger } from './options.ts';

export const COMPARE_USAGE = `Usage: node-bench compare --old SPEC --new SPEC [options] GROUP...

Runs benchmark GROUPs (bundled suite groups, or benchmark/ categories of a
Node.js checkout) with two Node.js binaries and prints the confidence table.

SPEC is a path to a node executable, a release (20.0.0, v18.16.0, 20 for the
newest 20.x, lts, latest), or ref:<git ref> of --repo (built by node-bench build).

Options:
  --suite bundled|core      our benchmarks/ (default outside a Node.js checkout) or
                            the checkout's own benchmark/compare.js
  --repo DIR                Node.js checkout (default: the current directory if it is one)
  --runs N                  samples per configuration and binary (default 30)
  --filter TEXT             only benchmark files whose path contains TEXT (repeatable)
  --exclude TEXT            skip benchmark files whose path contains TEXT (repeatable)
  --set KEY=VALUE           override a benchmark parameter (repeatable)
  --seed N                  replay the old/new interleaving of an earlier run
  --cpuset LIST             pin benchmarks to CPUs with taskset, e.g. 0-1
  --timeout DURATION        kill one benchmark process after this long (90s, 5m)
  --max-time DURATION       stop the whole run after this long, keeping what was measured
  --shard I/N               run only part I of N of the configurations
  --engine node-bench|compare.js   how --suite core runs: one configuration per
                            process (default) or the checkout's benchmark/compare.js
  --out FILE                CSV of every sample, appended as it arrives
                            (default node-bench-<time>.csv)
  --format text|markdown|json   table format (default text)
  --correction none|holm    add Holm-adjusted p-values and stars from them
  --fail-on-regression      exit ${EXIT.regression} when any row is a significant slowdown
  --binary-source auto|dist|npm   where releases come from (default auto: nodejs.org, else npm)
  --cache-dir DIR           release cache (default $XDG_CACHE_HOME/node-bench)
  --mirror URL              Node.js dist mirror (default $NODE_BENCH_MIRROR or nodejs.org/dist)
  --build-command CMD       how ref: specs are built (default: ./configure && make -j)
  --binary-path PATH        the built node, relative to the checkout (default out/Release/node)
  --min-free-gb N           refuse to build a ref with less free disk (default 30)
  --suite-dir DIR           a bundled-style suite of your own instead of ours
  --sandbox auto|bwrap|none run builds and benchmarks in bubblewrap (auto: when it works)
  --pass-env NAME           pass this variable to builds and benchmarks (repeatable; by
                            default they get PATH, the locale and build variables only)
  --build-timeout DURATION  kill a build of a ref after this long (default 3h)
  --quiet                   no progress output
  -h, --help                this text

Exit codes: 0 done, 1 bad input or nothing measured, ${EXIT.regression} regression (with
--fail-on-regression), ${EXIT.benchmarkFailures} some benchmarks failed (the others are reported).`;

const CORRECTIONS: readonly Correction[] = ['none', 'holm'];

export async function compareCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      old: { type: 'string' },
      new: { type: 'string' },
      suite: { type: 'string' },
      repo: { type: 'string' },
      runs: { type: 'string' },
      filter: { type: 'string', multiple: true },
      exclude: { type: 'string', multiple: true },
      set: { type: 'string', multiple: true },
      seed: { type: 'string' },
      cpuset: { type: 'string' },
      timeout: { type: 'string' },
      'max-time': { type: 'string' },
      shard: { type: 'string' },
      engine: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string' },
      correction: { type: 'string' },
      'fail-on-regression': { type: 'boolean', default: false },
      'binary-source': { type: 'string' },
      'cache-dir': { type: 'string' },
      mirror: { type: 'string' },
      'build-command': { type: 'string' },
      'binary-path': { type: 'string' },
      'suite-dir': { type: 'string' },
      'min-free-gb': { type: 'string' },
      sandbox: { type: 'string' },
      'pass-env': { type: 'string', multiple: true },
      'build-timeout': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    write(io.stdout, COMPARE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length === 0) {
    throw new UsageError('name at least one benchmark group, e.g. "node-bench compare --old 18 --new 20 buffers"');
  }
  const request = buildCompareRequest(
    {
      old: values.old,
      new: values.new,
      suite: values.suite === undefined ? undefined : parseChoice(values.suite, SUITES, '--suite', 'bundled'),
      repo: values.repo,
      groups: positionals,
      filter: values.filter,
      exclude: values.exclude,
      set: values.set,
      runs: parsePositiveInteger(values.runs, '--runs', 30),
      seed: values.seed,
      cpuset: values.cpuset,
      timeout: values.timeout,
      maxTime: values['max-time'],
      shard: values.shard,
      engine:
        values.engine === undefined ? undefined : parseChoice(values.engine, CORE_ENGINES, '--engine', 'node-bench'),
      out: values.out,
      format: parseChoice(values.format, FORMATS, '--format', 'text'),
      correction: parseChoice(values.correction, CORRECTIONS, '--correction', 'none'),
      failOnRegression: values['fail-on-regression'],
      quiet: values.quiet,
      binarySource: values['binary-source'],
      cacheDir: values['cache-dir'],
      mirror: values.mirror,
      buildCommand: values['build-command'],
      binaryPath: values['binary-path'],
      suiteDir: values['suite-dir'],
      sandbox: values.sandbox,
      passEnv: values['pass-env'],
      buildTimeout: values['build-timeout'],
      minFreeGb: values['min-free-gb'],
    },
    io.cwd,
  );

  // Children run in their own process groups (so a hung one can be killed
  // with its children); Ctrl-C must reach them through the runner.
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let run: ComparisonRun;
  try {
    run = await runComparison(request, {
      log: (line) => write(io.stderr, line),
      progress: request.quiet ? undefined : (io.stderr as NodeJS.WriteStream),
      signal: abort.signal,
      host: io.env,
      sandbox: await chooseSandbox({
        mode: request.sandbox,
        untrustedCode: false,
        hide: [request.cacheDir ?? defaultCacheDir(io.env)],
        env: io.env,
        log: (line) => write(io.stderr, line),
      }),
      trust: 'trusted',
      passEnv: request.passEnv,
      buildTimeoutMs: request.buildTimeoutMs,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  if (run.samples === 0) {
    write(io.stderr, formatFailures(run.failures));
    write(io.stderr, `nothing was measured (see the failures above); ${run.csvPath} has no rows`);
    return EXIT.error;
  }
  const analysis = run.groups.analyze({ correction: request.correction });
  write(io.stdout, render(analysis, request.format));
  if (run.failures.length > 0)
    write(request.format === 'json' ? io.stderr : io.stdout, `\n${formatFailures(run.failures)}`);
  if (run.partial) write(io.stderr, 'the run was stopped early (--max-time or a signal): results are partial');
  write(io.stderr, `${run.samples} samples in ${(run.elapsedMs / 1000).toFixed(1)} s; CSV: ${run.csvPath}`);

  if (request.failOnRegression && analysis.comparisons.some(isRegression)) return EXIT.regression;
  if (run.failures.length > 0 || run.partial) return EXIT.benchmarkFailures;
  return EXIT.ok;
}

/** One line per failing benchmark configuration and side, however many runs it failed. */
export function formatFailures(failures: readonly BenchmarkFailure[]): string {
  const byKey = new Map<string, { failure: BenchmarkFailure; count: number }>();
  for (const failure of failures) {
    const key = `${failure.filename}\0${failure.configuration ?? ''}\0${failure.binary ?? ''}`;
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { failure, count: 1 });
  }
  const lines = [...byKey.values()].map(({ failure, count }) => {
    const what = [failure.filename, failure.configuration, failure.binary && `(${failure.binary})`]
      .filter(Boolean)
      .join(' ');
    return `  ${what}: ${failure.detail}${count > 1 ? ` (${count} failures)` : ''}`;
  });
  return [`Failed benchmarks (${byKey.size}): their rows are missing from the table`, ...lines].join('\n');
}
