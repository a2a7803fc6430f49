// The environment of every child is an allowlist, never process.env: a
// benchmarked or built process gets PATH, the locale and (for builds) the
// compiler variables, plus only what the user names with --pass-env /
// `pass-env`. Two reasons: PR code must find no token (the Action's step
// environment holds several), and benchmarked processes must not inherit
// what changes what they measure (NODE_EXTRA_CA_CERTS alone adds ~30 ms to
// every start of node 18 and 20; NODE_OPTIONS, UV_THREADPOOL_SIZE...).

import { UserError } from '../errors.ts';
import type { ChildEnv } from './supervisor.ts';

/** The environment this process was started with, as read once by the entry point. */
export type HostEnv = Readonly<Record<string, string | undefined>>;

/** What a child is for decides which variables it may see. */
export type ChildPurpose = 'benchmark' | 'build' | 'tool';

const LOCALE = /^(LANG|LANGUAGE|LC_[A-Z_]+|TZ)$/;
/** Variables node core's configure and make honour. */
const BUILD_VARIABLES = new Set([
  'CC',
  'CXX',
  'CC_host',
  'CXX_host',
  'CFLAGS',
  'CXXFLAGS',
  'CPPFLAGS',
  'LDFLAGS',
  'LINK',
  'AR',
  'NM',
  'MAKEFLAGS',
  'JOBS',
  'PYTHON',
  'CONFIG_FLAGS',
]);

/**
 * Names that must never reach a child, even when named: the runner's and the
 * Action's credentials and the files through which a step sets the next
 * steps' environment and outputs.
 */
const NEVER_PASSED = [
  /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i,
  /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/i,
];

/** An environment variable name, as --pass-env takes it. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Refuses a --pass-env name that is malformed or names a credential; `where` is how the user spelled the option. */
export function checkPassEnv(names: readonly string[], where: string): string[] {
  for (const name of names) {
    if (!NAME.test(name)) {
      throw new UserError(`${where}: ${JSON.stringify(name)} is not an environment variable name`);
    }
    if (NEVER_PASSED.some((pattern) => pattern.test(name))) {
      throw new UserError(
        `${where}: ${name} is never passed to benchmarked or built processes (credentials and the runner's step files stay with the Action)`,
      );
    }
  }
  return [...new Set(names)];
}

export interface ChildEnvOptions {
  purpose: ChildPurpose;
  /** names the user asked to pass (checked with checkPassEnv) */
  passEnv: readonly string[];
  /** set by us, after the allowlist (HOME, CCACHE_DIR...) */
  set?: Readonly<Record<string, string>>;
}

/** The environment for one child: the allowlist of `purpose` taken from `host`, then what the user named, then `set`. */
export function childEnv(host: HostEnv, options: ChildEnvOptions): ChildEnv {
  const env: Record<string, string> = {};
  const take = (name: string) => {
    const value = host[name];
    if (value !== undefined) env[name] = value;
  };
  take('PATH');
  for (const name of Object.keys(host)) {
    if (LOCALE.test(name)) take(name);
    if (options.purpose === 'build' && BUILD_VARIABLES.has(name)) take(name);
  }
  if (options.purpose === 'tool') take('HOME');
  for (const name of options.passEnv) take(name);
  return { ...env, ...options.set };
}

/** The names a child environment carries, for the runner fingerprint ("what was passed"). */
export function describeChildEnv(env: ChildEnv): string[] {
  return Object.keys(env).sort();
}
