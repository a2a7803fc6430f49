// The bundled suite (benchmarks/) on our engine: node core's compare.js
// methodology, one fresh child process per configuration per run per binary,
// with what compare.js lacks for unattended runs: per-child timeouts that
// kill the whole process group, failures that cost their own row only, a
// time budget, a seeded old/new interleaving, sharding, and every sample
// handed out (and appended to the CSV) the moment it arrives.
//
// This file checks the run and selects the files; the one runner
// (runner.ts) lists, plans (plan.ts: pure) and executes (executor.ts) them
// with the bundled suite's SuiteAdapter. Every child goes through the
// supervisor, in the caller's sandbox and environment.

import path from 'node:path';

import { runSupervised, type ChildEnv, type Supervisor } from '../../process/supervisor.ts';
import type { Binary } from '../../stats/csv.ts';
import { isExecutableFile } from '../../util/files.ts';
import { RunConfigError } from '../errors.ts';
import type { SuiteAdapter } from './adapter.ts';
import { listingCommand, measureCommand, type LaunchOptions } from '../plan/plan.ts';
import { readConfigsMessage, type ConfigsMessage } from '../measure/protocol.ts';
import { isNodeBenchFile } from './bundled-files.ts';
import { runEngine, type SuiteDeps, type SuiteResult } from '../measure/runner.ts';
import type { SuiteRun } from '../measure/executor.ts';
import { findSuiteDir, selectSuiteFiles } from './bundled-files.ts';
import type { SetRecord } from '../../options/selection.ts';
import type { Selection } from '../../options/comparison.ts';
import { CHILD_TIMEOUT_MS, type RunSchedule } from '../../options/run-schedule.ts';

function checkBinary(side: Binary, binary: string): string {
  const resolved = path.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}

/** The record's `key=value` pairs, in order (its keys were checked where it was read). */
function setPairs(set: SetRecord | undefined): [string, string][] {
  return Object.entries(set ?? {}).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]));
}

/** The run as the runner takes it, checked in full before anything runs. */
function checkRun(
  dir: string | undefined,
  { groups, filter, exclude }: Selection,
  schedule: RunSchedule,
  deps: SuiteDeps,
): SuiteRun {
  const binaries: Record<Binary, string> = {
    old: checkBinary('old', deps.binaries.old),
    new: checkBinary('new', deps.binaries.new),
  };
  const suiteDir = path.resolve(dir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, groups, filter, exclude);
  return { cwd: suiteDir, files, binaries, schedule, known: deps.known };
}

/** The environment of a listing or measuring child: the caller's, the host node, and the mode variable. */
function modeEnv(env: ChildEnv, hostNode: string, mode: 'list' | 'run'): ChildEnv {
  const e: Record<string, string> = { ...env, NODE_BENCH_HOST_NODE: hostNode };
  delete e.NODE_BENCH_LIST_CONFIGS;
  delete e.NODE_RUN_BENCHMARK_FN;
  if (mode === 'list') e.NODE_BENCH_LIST_CONFIGS = '1';
  else e.NODE_RUN_BENCHMARK_FN = '';
  return e;
}

/** The bundled suite's children: benchmarks/common.js lists with NODE_BENCH_LIST_CONFIGS, measures with NODE_RUN_BENCHMARK_FN. */
function bundledAdapter(launch: LaunchOptions, deps: Pick<SuiteDeps, 'env' | 'hostNode'>): SuiteAdapter {
  return {
    listEnv: modeEnv(deps.env, deps.hostNode, 'list'),
    runEnv: modeEnv(deps.env, deps.hostNode, 'run'),
    listingCommand: (job) => listingCommand(job, launch),
    readListing: readConfigsMessage,
    noListing: 'exited without listing its configurations (does it use benchmarks/common.js?)',
    measureCommand: (job) => measureCommand(job, launch),
  };
}

/** What a bundled run selects, checked before any binary is downloaded or built. */
export interface BundledSelection {
  suiteDir?: string;
  groups: readonly string[];
  filter?: readonly string[];
  exclude?: readonly string[];
  set?: SetRecord;
}

/**
 * Checks a selection with the node running us, before binaries exist: the
 * groups and --filter/--exclude select files (else a RunConfigError naming
 * what matched nothing), and every --set key is a parameter of some selected
 * configuration — the bundled suite has no extra options, so a key none has
 * (`--set lenn=0`) is a typo that would otherwise be silently ignored.
 * Resolves with the number of selected files.
 */
export async function checkBundledSelection(
  selection: BundledSelection,
  deps: { env: ChildEnv; hostNode: string; supervisor?: Supervisor },
): Promise<number> {
  const suiteDir = path.resolve(selection.suiteDir ?? findSuiteDir());
  // every file lists in the same environment
  const listEnv = modeEnv(deps.env, deps.hostNode, 'list');
  const files = selectSuiteFiles(suiteDir, selection.groups, selection.filter ?? [], selection.exclude ?? []);
  // node:bench files take no --set (their params are written in them), and need a node with node:bench to list
  const commonJsFiles = files.filter((file) => !isNodeBenchFile(file.filename));
  const keys = Object.keys(selection.set ?? {});
  if (keys.length === 0) return files.length;
  const supervisor = deps.supervisor ?? runSupervised;
  const parameters = new Set<string>();
  for (const file of commonJsFiles) {
    let listing: ConfigsMessage | null = null;
    // without the --set arguments: the parameters of every configuration, not of the ones a value picks
    const result = await supervisor({
      command: deps.hostNode,
      args: [file.file],
      cwd: suiteDir,
      env: listEnv,
      limit: { ms: CHILD_TIMEOUT_MS, cause: 'timeout' },
      onMessage: (message) => {
        const read = readConfigsMessage(message);
        if (read !== null && typeof read !== 'string') listing ??= read;
      },
    });
    const listed = listing as ConfigsMessage | null;
    // a file that cannot list here is the run's to report (with the real binaries), not a reason to refuse
    if (result.exitCode !== 0 || listed === null) return files.length;
    for (const conf of listed.configs) for (const key of Object.keys(conf)) parameters.add(key);
  }
  const unknown = keys.filter((key) => !parameters.has(key));
  if (unknown.length > 0) {
    throw new RunConfigError(
      `--set ${unknown.join(', ')}: no configuration of the ${files.length} selected file(s) has ` +
        `${unknown.length === 1 ? 'that parameter' : 'those parameters'}; they have ${[...parameters].sort().join(', ')}`,
    );
  }
  return files.length;
}

/**
 * Runs a bundled-style suite (`dir`, default ours) on our engine (runner.ts). Resolves with the result once every
 * planned child ran (or the time budget or deps.signal stopped the run); samples are delivered through
 * deps.onSample (and `out`) as they arrive. Rejects with a RunConfigError, before anything runs, when the run is
 * invalid.
 */
export async function runBundled(
  dir: string | undefined,
  selection: Selection,
  schedule: RunSchedule,
  deps: SuiteDeps,
): Promise<SuiteResult> {
  const run = checkRun(dir, selection, schedule, deps);
  const set = setPairs(selection.set);
  return runEngine((pin) => bundledAdapter({ binaries: run.binaries, set, pin }, deps), run, deps);
}
