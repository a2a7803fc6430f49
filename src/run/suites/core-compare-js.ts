// `--suite core`: run a Node.js checkout's own benchmark/compare.js.
//
// compare.js stops the whole run when one benchmark process fails (it calls
// process.exit with the child's code), so we never give it more than one
// benchmark file: we list the files ourselves with compare.js's own rules
// (core-select.ts) and run compare.js once per file with a filter that
// selects exactly that file. A file that crashes or hangs costs its own rows
// only; every row already printed has been handed to onSample by then.
// compare.js runs queue every run of one file before the next file, so the
// order of runs is the same as one compare.js over all the files.
//
// compare.js itself runs on the runner's node (hostNode); it forks each
// benchmark with --old / --new as execPath, as in node core. compare.js runs
// through the supervisor (its process group, with every benchmark it forks,
// is killed on a timeout, --max-time or abort) and inside the sandbox.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findExecutable, isExecutableFile } from '../../util/files.ts';
import { runSupervised, type ChildEnv, type ProcessResult } from '../../process/supervisor.ts';
import { CORE_ENGINES, type CpuList } from '../../options/execution.ts';
import type { SetRecord } from '../../options/selection.ts';
import type { ComparisonSuite, Selection } from '../../options/comparison.ts';
import { runsPerSide, type RunSchedule } from '../../options/run-schedule.ts';
import { CSV_HEADER, parseCompareCsv, RESULT_ROW, type Binary } from '../../stats/csv.ts';
import {
  CoreSuiteError,
  listCategoryEntries,
  planCoreRuns,
  selectCoreBenchmarks,
  type CoreBenchmark,
  type CoreJob,
} from './core-select.ts';
import { RunSession } from '../measure/session.ts';
import { coreAdapter } from './core-engine.ts';
import { isNodeBenchFile } from './bundled-files.ts';
import type { FailureReason, RunFailure } from '../measure/failure.ts';
import { summaryExitCode } from '../measure/failure.ts';
import { runEngine, type SuiteDeps, type SuiteResult } from '../measure/runner.ts';
import { errorLine } from '../measure/stderr.ts';

function fail(message: string): never {
  throw new CoreSuiteError(message);
}

function executable(file: string, what: string): string {
  const absolute = path.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}

/**
 * `key=value` strings for compare.js --set, CPUSET last. The record's keys
 * and values, and the CPU list, were checked where they were read
 * (src/options/); CPUSET is the one key a core run keeps for itself.
 */
export function setArguments(set: SetRecord | undefined, cpuset: CpuList | undefined, env: ChildEnv): string[] {
  const settings: string[] = [];
  for (const [key, values] of Object.entries(set ?? {})) {
    if (key === 'CPUSET') fail('pin CPUs with the cpuset option, not --set CPUSET');
    for (const value of values) settings.push(`${key}=${value}`);
  }
  if (cpuset !== undefined) {
    if (process.platform !== 'linux' || findExecutable('taskset', env.PATH) === null) {
      fail('cpuset needs the taskset command (util-linux) on PATH; compare.js pins benchmarks with it');
    }
    settings.push(`CPUSET=${cpuset}`);
  }
  return settings;
}

/** How compare.js's process for a file ended, when that makes it a failure (null: it exited 0). */
function describe(
  result: ProcessResult,
  { timeoutMs, maxTimeMs }: RunSchedule,
): { reason: FailureReason; detail: string } | null {
  const line = errorLine(result.stderrTail);
  const suffix = line ? ` (${line})` : '';
  if (result.spawnError) return { reason: 'crash', detail: `could not start compare.js: ${result.spawnError.message}` };
  switch (result.killed) {
    case 'timeout':
      return { reason: 'timeout', detail: `timed out after ${timeoutMs} ms (timeoutMs ${timeoutMs})` };
    case 'deadline':
      return { reason: 'deadline', detail: `whole-run limit of ${maxTimeMs} ms reached while running` };
    case 'aborted':
      return { reason: 'aborted', detail: 'aborted while running' };
    case 'output':
      return {
        reason: 'crash',
        detail: `compare.js was killed: ${result.outputProblem ?? 'its output broke the protocol'}`,
      };
  }
  if (result.signal) return { reason: 'crash', detail: `compare.js was killed by ${result.signal}${suffix}` };
  if (result.exitCode !== 0) {
    return {
      reason: `exit code ${result.exitCode ?? 1}`,
      detail: `compare.js exited with code ${result.exitCode}${suffix}`,
    };
  }
  return null;
}

function csvQuote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The package.json that makes .js files under `dir` ES modules, or null.
 * Node decides by the nearest package.json above a file, so a checkout
 * placed inside an ESM package would break every benchmark.
 */
function moduleTypeScope(dir: string): string | null {
  for (let current = dir; ; current = path.dirname(current)) {
    const manifest = path.join(current, 'package.json');
    let text: string | null = null;
    try {
      text = readFileSync(manifest, 'utf8');
    } catch {
      // no package.json here: keep looking upwards
    }
    if (text !== null) {
      try {
        return (JSON.parse(text) as { type?: unknown }).type === 'module' ? manifest : null;
      } catch {
        return null; // unparsable: node reports that itself when it loads compare.js
      }
    }
    if (path.dirname(current) === current) return null;
  }
}

/** The checkout's benchmark/ and compare.js, refused when node could not run compare.js there. */
function checkoutOf(repoOption: string): { repo: string; benchmarkDir: string; compareJs: string } {
  const repo = path.resolve(repoOption);
  const benchmarkDir = path.join(repo, 'benchmark');
  const compareJs = path.join(benchmarkDir, 'compare.js');
  let compareIsFile = false;
  try {
    compareIsFile = statSync(compareJs).isFile();
  } catch {
    // reported below
  }
  if (!compareIsFile) fail(`${compareJs} not found: is ${repo} a Node.js checkout?`);
  const esmScope = moduleTypeScope(benchmarkDir);
  if (esmScope !== null) {
    fail(
      `${esmScope} sets "type": "module", so node would load benchmark/compare.js (CommonJS) as an ES module: ` +
        'put the checkout outside that package',
    );
  }
  return { repo, benchmarkDir, compareJs };
}

/** A compare.js run's result before its files run: no seed, plan, shard or jobs (compare.js has none). */
function compareJsResult(files: string[]): SuiteResult {
  return {
    seed: null,
    plan: null,
    shard: null,
    files,
    completed: [],
    notRun: [],
    jobs: null,
    samples: 0,
    failures: [],
    skipped: [],
    warnings: [],
    timedOut: false,
    interrupted: false,
    elapsedMs: 0,
    exitCode: 0,
    timed: [],
    unmeasured: null,
    unmeasuredLine: null,
  };
}

/**
 * Runs the checkout's benchmark files (`suite.repo`): on our engine (runner.ts, node core's children), or with
 * `engine: 'compare.js'` the checkout's compare.js, one compare.js process per file. Throws CoreSuiteError before
 * starting anything when the checkout, a category, a binary or an option is wrong; after that it never throws for a
 * benchmark's sake: failures are returned, and every row received went to onSample.
 */
export async function runCore(
  suite: Pick<ComparisonSuite, 'repo' | 'engine'>,
  selection: Selection,
  schedule: RunSchedule,
  deps: SuiteDeps,
): Promise<SuiteResult> {
  const startedAt = performance.now();
  if (suite.repo === undefined) fail('the core suite needs a Node.js checkout (--repo)');
  const { repo, benchmarkDir, compareJs } = checkoutOf(suite.repo);

  // runs and the time limits were checked where they were read (src/options/)
  const old = executable(deps.binaries.old, 'old');
  const neu = executable(deps.binaries.new, 'new');
  const set = setArguments(selection.set, schedule.cpuset, deps.env);
  const { groups: categories, filter, exclude } = selection;
  for (const pattern of [...filter, ...exclude]) {
    if (pattern === '') fail('an empty --filter or --exclude pattern would match every file');
  }

  const benchmarks = selectCoreBenchmarks(benchmarkDir, categories, filter, exclude);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${categories.join(', ')} under ${benchmarkDir} matches` +
        (filter.length ? ` --filter ${filter.join(', ')}` : '') +
        (exclude.length ? ` without --exclude ${exclude.join(', ')}` : ''),
    );
  }
  const entries = new Map<string, string[]>();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  if (suite.engine === undefined || suite.engine === 'node-bench') {
    return runOnEngine(schedule, deps, { benchmarkDir, benchmarks, old, neu, set });
  }
  if (suite.engine !== 'compare.js') fail(`engine must be one of ${CORE_ENGINES.join(', ')}, got ${suite.engine}`);
  if (deps.known.prior !== undefined && deps.known.prior.size > 0) {
    fail('adding runs to a results file needs the node-bench engine: compare.js always runs --runs in full');
  }
  // (the seed options/ drew is our engine's: compare.js ignores it)
  if (schedule.shard !== undefined) {
    fail('--seed and --shard need the node-bench engine: compare.js has a fixed order and no shards');
  }
  // compare.js forks every file as a common.js benchmark: node:bench files are our engine's alone
  const nodeBench = benchmarks.filter((b) => isNodeBenchFile(b.name)).map((b) => b.filename);
  const forCompareJs = benchmarks.filter((b) => !isNodeBenchFile(b.name));
  if (forCompareJs.length === 0) {
    fail(`compare.js cannot run node:bench files (${nodeBench.join(', ')}); --engine node-bench runs them`);
  }
  const queue = planCoreRuns(forCompareJs, entries, {
    compareJs,
    old,
    new: neu,
    runs: runsPerSide(schedule.runs),
    set,
  });

  const result = compareJsResult(forCompareJs.map((b) => b.filename));
  // A handler that throws (say, the CSV file cannot be written) stops the
  // run: the group is killed and runCore rejects with that error.
  const session = new RunSession({
    maxTimeMs: schedule.maxTimeMs,
    signal: deps.signal,
    supervisor: deps.supervisor ?? runSupervised,
    sandbox: deps.sandbox,
    cwd: repo,
  });
  const context: FileContext = {
    session,
    schedule,
    deps,
    result,
    warn: (message) => {
      result.warnings.push(message);
      session.guard(() => deps.onWarning?.(message));
    },
  };
  if (nodeBench.length > 0) {
    context.warn(
      `compare.js cannot run node:bench files, left out: ${nodeBench.join(', ')} (--engine node-bench runs them)`,
    );
  }
  try {
    for (const [index, job] of queue.entries()) {
      if (session.stopped) {
        result.notRun.push(...queue.slice(index).map((j) => j.benchmark.filename));
        break;
      }
      session.guard(() => deps.onFileStart?.(job.benchmark, index, queue.length));
      await runFile(context, job);
    }
  } finally {
    session.close();
  }
  result.timedOut = session.reason === 'max-time';
  result.interrupted = session.reason === 'signal';
  result.elapsedMs = performance.now() - startedAt;
  result.exitCode = summaryExitCode(result.failures);
  session.rethrow();
  return result;
}

interface FileContext {
  session: RunSession;
  schedule: RunSchedule;
  deps: SuiteDeps;
  result: SuiteResult;
  warn: (message: string) => void;
}

/** Runs compare.js for one file: its rows to onSample, and its failure (if any) to the result. */
async function runFile({ session, schedule, deps, result, warn }: FileContext, job: CoreJob): Promise<void> {
  const { benchmark } = job;
  const runs = runsPerSide(schedule.runs);
  const rows: Record<Binary, number> = { old: 0, new: 0 };
  let stray = 0;
  const source = `compare.js stdout for ${benchmark.filename}`;
  // Stray output without a trailing newline ends up in front of the next row.
  const rowStarts = (['old', 'new'] as const).map((binary) => `${csvQuote(binary)},${csvQuote(benchmark.filename)},`);

  const takeRow = (text: string) => {
    for (const sample of parseCompareCsv(text, source, {
      skipInvalid: true,
      onInvalid: (error) => warn(`${error.reason}: ${JSON.stringify(text.slice(0, 200))} (${benchmark.filename})`),
    })) {
      if (sample.filename !== benchmark.filename) {
        warn(`compare.js printed a row for ${sample.filename} while running ${benchmark.filename}`);
      }
      rows[sample.binary]++;
      result.samples++;
      session.guard(() => deps.onSample(sample));
    }
  };

  const outcome = await session.run({
    command: deps.hostNode,
    args: job.args,
    env: deps.env,
    timeoutMs: schedule.timeoutMs,
    stdout: 'lines',
    stderrTailChars: 8192,
    onStderr: (text) => session.guard(() => deps.onStderr?.(text)),
    onLine: (line) => {
      if (RESULT_ROW.test(line)) return takeRow(line);
      if (line === CSV_HEADER) return;
      const at = Math.max(...rowStarts.map((start) => line.lastIndexOf(start)));
      if (at > 0) {
        warn(
          `stray output before a result row of ${benchmark.filename} was dropped: ${JSON.stringify(line.slice(0, Math.min(at, 200)))}`,
        );
        return takeRow(line.slice(at));
      }
      stray++;
    },
    onPartialLine: (text) => {
      // Cut off mid-line (killed): a row without its end may carry a truncated number.
      if (RESULT_ROW.test(text) || rowStarts.some((start) => text.includes(start))) {
        warn(`an unfinished result row of ${benchmark.filename} was dropped: ${JSON.stringify(text.slice(0, 200))}`);
      } else {
        stray++;
      }
    },
  });

  if (stray > 0) warn(`${stray} line(s) of stray stdout from ${benchmark.filename} were dropped`);

  const failure = describe(outcome, schedule);
  // compare.js's process ran the whole file on both binaries: no configuration, side or run of its own
  const base: Omit<RunFailure, 'reason' | 'detail'> = {
    filename: benchmark.filename,
    configuration: '',
    binary: null,
    run: null,
    phase: 'run',
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stderrTail: outcome.stderrTail,
    rows,
  };
  if (failure) {
    result.failures.push({ ...base, ...failure });
    return;
  }
  if (rows.old !== rows.new || rows.old % runs !== 0) {
    result.failures.push({
      ...base,
      reason: 'incomplete',
      detail:
        `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${runs} run(s): ` +
        'a benchmark process probably died of a signal, which compare.js does not treat as a failure',
    });
    return;
  }
  if (rows.old === 0) warn(`${benchmark.filename} printed no result rows (no configuration matched?)`);
  result.completed.push(benchmark.filename);
}

/** Our engine (runner.ts) over the selected files, node core's children (core-engine.ts). */
function runOnEngine(
  schedule: RunSchedule,
  deps: SuiteDeps,
  selected: { benchmarkDir: string; benchmarks: readonly CoreBenchmark[]; old: string; neu: string; set: string[] },
): Promise<SuiteResult> {
  const { benchmarkDir, benchmarks } = selected;
  const binaries = { old: selected.old, new: selected.neu };
  const run = {
    // the checkout's root, where compare.js runs: test_runner's files pass
    // --test-reporter=./benchmark/fixtures/... to their children
    cwd: path.dirname(benchmarkDir),
    files: benchmarks.map((b) => ({ filename: b.filename, file: path.join(benchmarkDir, b.category, b.name) })),
    binaries,
    schedule,
    known: deps.known,
  };
  return runEngine((pin) => coreAdapter(binaries, selected.set, deps.env, pin), run, deps);
}
