// How to run — builds, benchmarks and their limits — for the CLI and the
// Action's inputs (a /benchmark comment cannot set any of these: they decide
// what PR code may do on the runner, so they are the workflow author's).
import { BINARY_SOURCES } from '../binaries/releases.ts';
import { checkPassEnv } from '../process/env.ts';
import { SANDBOX_MODES } from '../process/sandbox.ts';
import { RequestError } from '../request/errors.ts';
import { CORE_ENGINES, type CoreEngine } from '../run/core.ts';
import { Option, spelled, type Surface, type TextSchema } from './option.ts';
import { oneOf } from './choice.ts';
import { duration, gibibytes, orUnset } from './schemas.ts';

/** How long a build may take unless told otherwise (a first node core build on 2 cores is 60–90 min). */
export const DEFAULT_BUILD_TIMEOUT_MS = 3 * 3_600_000;

/** The same name as a CLI flag and an Action input. */
const flagAndInput = <const N extends string>(name: N) => ({ cli: name, input: name }) as const;

/**
 * Where builds and benchmarks run (src/process/sandbox.ts): `auto` uses
 * bubblewrap and, for PR code, refuses to run without it; `none` is safe only
 * on an ephemeral runner.
 */
export const sandbox = new Option({ names: flagAndInput('sandbox'), schema: oneOf(SANDBOX_MODES), default: 'auto' });

export const buildTimeout = new Option({
  names: flagAndInput('build-timeout'),
  schema: duration,
  default: DEFAULT_BUILD_TIMEOUT_MS,
});

/** One benchmark process's time limit (none unless given) */
export const timeout = new Option({ names: flagAndInput('timeout'), schema: orUnset(duration), default: undefined });

/** The whole run's time limit, keeping what was measured (none unless given) */
export const maxTime = new Option({ names: flagAndInput('max-time'), schema: orUnset(duration), default: undefined });

/** The free-disk floor for a build, in bytes (the builder's own default unless given) */
export const minFreeGb = new Option({
  names: flagAndInput('min-free-gb'),
  schema: orUnset(gibibytes),
  default: undefined,
});

/** Where releases come from; any case (`NPM`), as NODE_BENCH_BINARY_SOURCE-style values are written. */
export const binarySource = new Option({
  names: flagAndInput('binary-source'),
  schema: oneOf(BINARY_SOURCES, true),
  default: 'auto',
});

/** How --suite core runs (src/run/core.ts); unset means ours, and only core takes it. */
export const engine = new Option({
  names: { cli: 'engine' },
  schema: oneOf(CORE_ENGINES) as TextSchema<CoreEngine | undefined>,
  default: undefined,
});

/** `auto`: the core suite in a Node.js checkout, else ours. */
export const suite = new Option({
  names: flagAndInput('suite'),
  schema: oneOf(['auto', 'bundled', 'core'] as const),
  default: 'auto',
});

/**
 * Host variables builds and benchmarks get besides the allowlist of
 * src/process/env.ts (which also refuses credentials even when named): comma
 * or space separated, the CLI option repeatable.
 */
export const passEnv = {
  names: flagAndInput('pass-env'),
  repeatable: true,
  default: [] as readonly string[],
  parse(values: readonly string[] | undefined, surface: Surface): string[] {
    const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
    try {
      return checkPassEnv(names, spelled(passEnv.names, surface));
    } catch (error) {
      throw new RequestError((error as Error).message);
    }
  },
} as const;
