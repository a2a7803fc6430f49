// Where node-bench keeps downloaded releases (and anything else worth keeping between runs).
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

import type { HostEnv } from '../process/env.ts';

/**
 * The cache directory: `NODE_BENCH_CACHE_DIR` if set, else
 * `$XDG_CACHE_HOME/node-bench`, else `~/.cache/node-bench`.
 * A relative NODE_BENCH_CACHE_DIR is taken from the current directory;
 * a relative XDG_CACHE_HOME is ignored, as the XDG spec says.
 */
export function defaultCacheDir(env: HostEnv): string {
  const own = env.NODE_BENCH_CACHE_DIR;
  if (own !== undefined && own !== '') return resolve(own);
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'node-bench');
  const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : homedir();
  return join(home, '.cache', 'node-bench');
}

/**
 * The cache directory a caller runs with: the one it was given, a relative
 * one taken from `base` (the caller's folder: its cwd, the workspace), else
 * (none, or an empty value) defaultCacheDir(env). Decided once, so the folder
 * a sandbox hides is the folder the run writes to.
 */
export function cacheDirFrom(given: string | undefined, base: string, env: HostEnv): string {
  return given === undefined || given === '' ? defaultCacheDir(env) : resolve(base, given);
}
