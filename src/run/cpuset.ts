// --cpuset: pin every benchmark child to CPUs with `taskset -c <cpuset>`, as
// node core's compare.js does for `--set CPUSET=...`. Checked once, up front:
// a run where every child fails because taskset is missing or the CPU list
// does not exist on this machine would only waste the whole time budget.

import { spawnSync } from 'node:child_process';

import { findExecutable } from '../util/files.ts';
import { RunConfigError } from './errors.ts';

export { findExecutable } from '../util/files.ts';

/**
 * Validates taskset's list syntax: CPUs and ranges separated by commas,
 * e.g. `0`, `0-1`, `0,2-3`. Returns the list without blanks.
 */
export function parseCpuset(text: string): string {
  const value = text.replace(/\s+/g, '');
  const valid = /^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(value);
  if (!valid) {
    throw new RunConfigError(
      `--cpuset ${JSON.stringify(text)} is not a CPU list: use a CPU number (0), ` +
        `a range (0-3) or a comma-separated list of both (0,2-3)`,
    );
  }
  for (const part of value.split(',')) {
    const [low, high] = part.split('-').map(Number) as [number, number | undefined];
    if (high !== undefined && high < low) {
      throw new RunConfigError(`--cpuset ${JSON.stringify(text)}: range ${part} ends before it starts`);
    }
  }
  return value;
}

/**
 * Finds taskset on the PATH and checks it can pin `probeBinary` to `cpuset`
 * on this machine (a CPU list naming CPUs that do not exist, or that this
 * process may not use, fails here rather than in every child).
 * @returns the absolute path of taskset
 */
export function resolveTaskset(cpuset: string, searchPath: string | undefined, probeBinary: string): string {
  const taskset = findExecutable('taskset', searchPath);
  if (taskset === null) {
    throw new RunConfigError(
      `--cpuset ${cpuset} needs the taskset command, which is not on the PATH ` +
        `(it comes with util-linux; on Debian/Ubuntu: apt-get install util-linux), or drop --cpuset`,
    );
  }
  const probe = spawnSync(taskset, ['-c', cpuset, probeBinary, '-e', ''], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (probe.error || probe.status !== 0) {
    const why = probe.error ? probe.error.message : (probe.stderr ?? '').trim() || `exit code ${probe.status}`;
    throw new RunConfigError(`taskset -c ${cpuset} does not work on this machine: ${why}`);
  }
  return taskset;
}
