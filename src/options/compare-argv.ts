// node-bench compare's flags, read from argv by node:util's parseArgs: the
// values stay text here; buildComparison (comparison.ts) reads each by its
// option's rule, and the command reads the few that are not the comparison's
// (--plot, --sandbox, --pass-env, --build-timeout, --help).
import { readArgv } from './argv.ts';
import { asCompareJs, COMPARE_JS_ANALYSIS_FLAGS } from './compare-js.ts';
import {
  binarySource,
  buildTimeout,
  childTime,
  engine,
  lanes,
  maxTime,
  minFreeGb,
  passEnv,
  sandbox,
  suite,
  timeout,
} from './execution.ts';
import { cliFlags } from './option.ts';
import { compareFormat, correction, plot, quiet } from './output.ts';
import { exclude, filter, runs, set } from './selection.ts';

export const COMPARE_FLAGS = {
  ...cliFlags(suite, runs, filter, exclude, set, timeout, maxTime, compareFormat, correction, binarySource),
  ...cliFlags(minFreeGb, sandbox, passEnv, buildTimeout, engine, plot, childTime, lanes),
  ...quiet.flags,
  ...asCompareJs.flags,
  ...COMPARE_JS_ANALYSIS_FLAGS,
  old: { type: 'string' },
  new: { type: 'string' },
  repo: { type: 'string' },
  seed: { type: 'string' },
  cpuset: { type: 'string' },
  shard: { type: 'string' },
  timings: { type: 'string' },
  out: { type: 'string' },
  'fail-on-regression': { type: 'boolean', default: false },
  duet: { type: 'boolean', default: false },
  'max-runs': { type: 'string' },
  delta: { type: 'string' },
  'cache-dir': { type: 'string' },
  mirror: { type: 'string' },
  'build-command': { type: 'string' },
  'binary-path': { type: 'string' },
  'suite-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** node-bench compare's argv: its flags' values as text, and the groups (the positionals). */
export function readCompareArgv(argv: string[]) {
  return readArgv({ args: argv, allowPositionals: true, options: COMPARE_FLAGS });
}

/** node-bench compare's flags as parseArgs read them (text, and the boolean flags). */
export type CompareArgv = ReturnType<typeof readCompareArgv>['values'];
