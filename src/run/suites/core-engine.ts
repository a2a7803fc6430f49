// `--suite core` on our own engine: node core's benchmark files, one
// configuration per process, exactly as node core's common.js runs them,
// but planned and executed like the bundled suite (runner.ts, one runner):
// a seeded old/new order per run, --shard by configuration, a timeout per
// child, --max-time, a failure costs its own row, rows handed out as they
// arrive.
//
// Listing: each selected file runs in parent mode on each binary with the
// --set arguments (as compare.js forks it) and core-preload.cjs, which
// records every fork common.js makes (configuration, key=value arguments,
// node flags) instead of starting it. Measuring: each (configuration,
// binary, run) is that fork: `[taskset -c CPUS] binary ...flags file
// ...args` with NODE_RUN_BENCHMARK_FN='' and IPC; the child reports
// {type: 'report'} and we write compare.js's CSV row. A file with a setup
// option (v24's common.js) gets core-preload.cjs in its measuring children
// too, which runs the setup there first (compare.js runs it in the parent).

import type { ChildEnv } from '../../process/supervisor.ts';
import type { SuiteAdapter } from './adapter.ts';
import type { MeasureJob } from '../plan/plan.ts';
import { configArgs, readConfigsMessage, type ConfigsMessage } from '../measure/protocol.ts';
import type { Pin } from './adapter.ts';
import { packageFile } from '../../util/package-root.ts';
import type { Binary } from '../../stats/csv.ts';

/**
 * core-preload.cjs, from the package root: src/run/ under tsx, dist/ in the
 * bundle (scripts/build.mjs copies it there), whichever chunk asks.
 */
export function findCorePreload(moduleUrl: string = import.meta.url): string {
  return packageFile({ dist: 'dist/core-preload.cjs', source: 'src/run/suites/core-preload.cjs' }, moduleUrl);
}

function childEnv(env: ChildEnv, mode: 'list' | 'run'): ChildEnv {
  const e: Record<string, string> = { ...env };
  delete e.NODE_RUN_BENCHMARK_FN;
  // as common.js forks its configurations: the variable set, and empty
  if (mode === 'run') e.NODE_RUN_BENCHMARK_FN = '';
  return e;
}

/** The listing message of core-preload.cjs: the configs, each fork's key=value arguments, whether there is a setup. */
interface CoreListing extends ConfigsMessage {
  args: string[][];
  setup: boolean;
}

function readCoreListing(message: unknown): CoreListing | string | null {
  const read = readConfigsMessage(message);
  if (read === null || typeof read === 'string') return read;
  const args = (message as { args?: unknown }).args;
  if (
    !Array.isArray(args) ||
    args.length !== read.configs.length ||
    !args.every((a) => Array.isArray(a) && a.every((s) => typeof s === 'string'))
  ) {
    return 'configs listing without one argument list per configuration';
  }
  return { ...read, args: args as string[][], setup: (message as { setup?: unknown }).setup === true };
}

/**
 * node core's files as our runner (runner.ts) starts them: listing in parent
 * mode with core-preload.cjs and compare.js's --set arguments (`setArgs`,
 * `key=value`), measuring each configuration as common.js forks it, under
 * taskset when pinned.
 */
export function coreAdapter(
  binaries: Record<Binary, string>,
  setArgs: readonly string[],
  env: ChildEnv,
  pin: Pin | undefined,
): SuiteAdapter<CoreListing> {
  const preload = findCorePreload();
  // The extra options common.js passes to every fork, per file and binary.
  const extras = new Map<string, string[]>();
  // files (and binaries) whose setup option runs in each measuring child (core-preload.cjs)
  const withSetup = new Set<string>();
  return {
    listEnv: childEnv(env, 'list'),
    runEnv: childEnv(env, 'run'),
    listingCommand: (job) => ({
      command: binaries[job.binary],
      args: ['--require', preload, job.file.file, ...setArgs],
    }),
    readListing: readCoreListing,
    noListing: 'exited without forking any configuration (does it use common.js?)',
    onListing: (job, listing) => {
      const key = `${job.file.filename}\0${job.binary}`;
      extras.set(key, extraOptions(listing));
      if (listing.setup) withSetup.add(key);
    },
    measureCommand: (job) => {
      const c = job.configuration;
      const setup = withSetup.has(`${c.filename}\0${job.binary}`) ? ['--require', preload] : [];
      const args = [...setup, ...c.flags[job.binary]!, c.file, ...forkArguments(job, extras)];
      const binary = binaries[job.binary];
      return pin === undefined
        ? { command: binary, args }
        : { command: pin.taskset, args: ['-c', pin.cpuset, binary, ...args] };
    },
  };
}

/**
 * A measuring job's key=value arguments, as common.js builds them for its
 * fork: the configuration's `key=value` in its key order, then the extra
 * options (--set keys that are no configuration key), which are the same
 * for every fork of the file.
 */
function forkArguments(job: MeasureJob, extras: ReadonlyMap<string, string[]>): string[] {
  const c = job.configuration;
  return [...configArgs(c.conf), ...(extras.get(`${c.filename}\0${job.binary}`) ?? [])];
}

/** The extra options of a listing: the first fork's arguments whose key is not a configuration key. */
function extraOptions(listing: CoreListing): string[] {
  const first = listing.args[0];
  const conf = listing.configs[0];
  if (first === undefined || conf === undefined) return [];
  return first.filter((arg) => !(arg.slice(0, arg.indexOf('=')) in conf));
}
