// --cpuset: pin every benchmark child to CPUs with `taskset -c <cpuset>`, as
// node core's compare.js does for `--set CPUSET=...`. Checked once, up front:
// a run where every child fails because taskset is missing or the CPU list
// does not exist on this machine would only waste the whole time budget.

import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { ChildEnv, CommandWrapper, Supervisor } from '../../process/supervisor.ts';
import { cpuListOf, type CpuList } from '../../options/execution.ts';
import { findExecutable } from '../../util/files.ts';
import { RunConfigError } from '../errors.ts';

/** Validates taskset's list syntax (src/options/execution.ts), worded as the CLI flag. */
export function parseCpuset(text: string): CpuList {
  try {
    return cpuListOf(text, '--cpuset');
  } catch (error) {
    throw new RunConfigError((error as Error).message);
  }
}

/** The CPUs of a taskset list, e.g. `0,2-3` -> [0, 2, 3]. */
export function cpusOf(list: string): number[] {
  return list
    .replace(/\s+/g, '')
    .split(',')
    .filter((part) => part !== '')
    .flatMap((part) => {
      const [low, high = low] = part.split('-').map(Number) as [number, number?];
      return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
    });
}

/** The CPUs this machine has online (Linux's list, else one per os.cpus() entry). */
export function onlineCpus(
  read: () => string = () => readFileSync('/sys/devices/system/cpu/online', 'utf8'),
): number[] {
  try {
    return cpusOf(read().trim());
  } catch {
    return cpus().map((_, index) => index);
  }
}

/**
 * A list naming CPUs the machine does not have is refused: taskset would pin to the CPUs that do exist and say
 * nothing, and the report would claim a pinning that did not happen.
 */
export function checkCpusExist(
  cpuset: string,
  online: readonly number[] = onlineCpus(),
  /** what gave the list, as its user wrote it (a lane of --lanes, say) */
  given = `--cpuset ${cpuset}`,
): void {
  const have = new Set(online);
  const missing = cpusOf(cpuset).filter((cpu) => !have.has(cpu));
  if (missing.length === 0 || online.length === 0) return;
  throw new RunConfigError(
    `${given}: this machine has CPU${online.length === 1 ? '' : 's'} ${listOf(online)} only ` +
      `(no CPU${missing.length === 1 ? '' : 's'} ${listOf(missing)})`,
  );
}

/** [0, 1, 2, 5] -> `0-2,5` */
export function listOf(cpus: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < cpus.length;) {
    let j = i;
    while (j + 1 < cpus.length && cpus[j + 1] === cpus[j]! + 1) j++;
    parts.push(i === j ? `${cpus[i]}` : `${cpus[i]}-${cpus[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export interface TasksetProbe {
  /** the binary to pin in the probe (a benchmarked one: it runs in the sandbox) */
  binary: string;
  /** the children's environment; its PATH is searched for taskset */
  env: ChildEnv;
  cwd: string;
  sandbox?: CommandWrapper;
  supervisor: Supervisor;
}

/**
 * Finds taskset on the PATH and checks it can pin the probe's binary to
 * `cpuset` on this machine (a CPU list this process may not use fails here
 * rather than in every child; CPUs the machine lacks were refused where the
 * lanes were resolved, run/measure/lanes.ts).
 * @returns the absolute path of taskset
 */
export async function resolveTaskset(cpuset: string, probe: TasksetProbe): Promise<string> {
  const taskset = findExecutable('taskset', probe.env.PATH);
  if (taskset === null) {
    throw new RunConfigError(
      `--cpuset ${cpuset} needs the taskset command, which is not on the PATH ` +
        `(it comes with util-linux; on Debian/Ubuntu: apt-get install util-linux), or drop --cpuset`,
    );
  }
  const result = await probe.supervisor({
    command: taskset,
    args: ['-c', cpuset, probe.binary, '-e', ''],
    cwd: probe.cwd,
    env: probe.env,
    sandbox: probe.sandbox,
    limit: { ms: 30_000, cause: 'timeout' },
  });
  if (result.spawnError || result.exitCode !== 0) {
    const why = result.spawnError
      ? result.spawnError.message
      : result.stderrTail.trim() ||
        (result.killed ? `killed (${result.killed})` : `exit code ${result.exitCode ?? result.signal}`);
    throw new RunConfigError(`taskset -c ${cpuset} does not work on this machine: ${why}`);
  }
  return taskset;
}
