// No child gets process.env. Builds and tools get an allowlist: PATH, the
// locale and (for builds) the compiler variables, plus only what the user
// names with --pass-env / `pass-env`. A benchmark gets the runner's
// environment in its shape (benchmarkEnv below). Two reasons: PR code must
// find no token (the Action's step environment holds several), and
// benchmarked processes must not inherit what changes how node runs
// (NODE_EXTRA_CA_CERTS alone adds ~30 ms to every start of node 18 and 20;
// NODE_OPTIONS, UV_THREADPOOL_SIZE...).

import { Buffer } from 'node:buffer';

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
  /** set by us, after the allowlist (HOME, CCACHE_DIR...); a benchmark's take the place of the host's variable of that name */
  set?: Readonly<Record<string, string>>;
}

/**
 * The environment for one child: a benchmark's is the host's in its shape
 * (benchmarkEnv); a build's or a tool's is the allowlist of `purpose` taken
 * from `host`, then what the user named, then `set`.
 */
export function childEnv(host: HostEnv, options: ChildEnvOptions): ChildEnv {
  if (options.purpose === 'benchmark') return benchmarkEnv(host, options);
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

/**
 * Variables that change how node itself runs or what it trusts. A benchmark
 * gets them only when named with --pass-env: not as they are (they change
 * what is measured, and a proxy URL may hold a user:password), and not
 * masked either (a masked LD_PRELOAD or NODE_OPTIONS would break every start).
 */
const CHANGES_HOW_NODE_RUNS = [
  /^NODE_/, // NODE_OPTIONS, NODE_EXTRA_CA_CERTS, NODE_ICU_DATA; NODE_RUN_BENCHMARK_FN is the engine's to set
  /^UV_/, // UV_THREADPOOL_SIZE, UV_USE_IO_URING
  /^(OPENSSL_|SSL_CERT_)/, // node's OpenSSL configuration and trust store
  /^(LD_|MALLOC_)|^GLIBC_TUNABLES$/, // the dynamic loader and the allocator under node
  /^(HTTPS?|FTP|ALL|NO)_PROXY$/i,
];

/**
 * A benchmark child's environment has the shape of the one compare.js's
 * children inherit from whoever ran it: the host's names in the host's order,
 * each value of the same size. Benchmarks that read process.env
 * (misc/util-extend-vs-object-assign.js copies it, process/bench-env.js
 * enumerates it) do the same work, and the initial stack is nearly as deep.
 * Only the values of PATH, the locale and the --pass-env names are passed;
 * every other value becomes 'x' repeated to its length in bytes. A denylist of names
 * (TOKEN, GITHUB_...) would miss the credentials that carry no such name
 * (DATABASE_URL=postgres://user:password@..., a token put in a variable of
 * the workflow's own): what may reach PR code is what we know, and what is
 * measured depends on the count and size of the values, not on what they say.
 * What changes how node runs is left out (CHANGES_HOW_NODE_RUNS); `set` gives a
 * host variable its value in place, or adds it at the end.
 */
function benchmarkEnv(host: HostEnv, options: ChildEnvOptions): ChildEnv {
  const named = new Set(options.passEnv);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(host)) {
    if (value === undefined) continue;
    if (named.has(name) || name === 'PATH' || LOCALE.test(name)) env[name] = value;
    else if (!CHANGES_HOW_NODE_RUNS.some((pattern) => pattern.test(name))) env[name] = maskedValue(value);
  }
  return Object.assign(env, options.set);
}

/** A value of the same size in bytes that says nothing. */
function maskedValue(value: string): string {
  return 'x'.repeat(Buffer.byteLength(value, 'utf8'));
}
