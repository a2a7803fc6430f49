// --lanes: a self-hosted benchmark runner has many cores and a benchmark
// child is mostly single-threaded, so one child at a time leaves most of the
// machine idle. Lanes run children at the same time, each lane pinned to CPUs
// of its own (taskset), so two children never share a core. With --duet two
// lanes form a pair that starts old and new of the same configuration's run
// together (Bulej et al. 2020, "Duet Benchmarking"): whatever disturbs the
// machine at that moment disturbs both sides alike, and the sequential test's
// paired statistic, the run's log(new/old), cancels it.

import { cpuListOf, type CpuList, type LaneOption } from '../options/execution.ts';
import { RunConfigError } from './errors.ts';
import { checkCpusExist, cpusOf, listOf } from './cpuset.ts';

/** The lanes of a run, resolved on this machine: each lane's CPUs. */
export interface Lanes {
  /** each lane's CPU list; [null] for one unpinned lane (no --lanes, no --cpuset) */
  cpusets: (CpuList | null)[];
  duet: boolean;
}

/** One lane, pinned to `cpuset` when there is one: the run without --lanes. */
export function singleLane(cpuset: CpuList | undefined): Lanes {
  return { cpusets: [cpuset ?? null], duet: false };
}

/**
 * Each lane's CPUs: as given, else the --cpuset (or every online CPU) split
 * into `count` contiguous groups of equal size (CPUs left over stay idle: a
 * lane with one more CPU than another would not measure alike). Refused in
 * one line: more lanes than CPUs, lanes that share a CPU, CPUs the machine
 * does not have.
 */
export function resolveLanes(
  option: LaneOption | undefined,
  cpuset: CpuList | undefined,
  online: readonly number[],
): Lanes {
  if (option === undefined || (option.count === 1 && option.cpusets === null && !option.duet))
    return singleLane(cpuset);
  if (option.cpusets !== null) {
    if (cpuset !== undefined) {
      throw new RunConfigError(
        `--lanes ${option.cpusets.join('/')} names each lane's CPUs, --cpuset ${cpuset} all of them: give one of them`,
      );
    }
    const seen = new Map<number, number>();
    option.cpusets.forEach((list, lane) => {
      checkCpusExist(list, online);
      for (const cpu of cpusOf(list)) {
        const other = seen.get(cpu);
        if (other !== undefined) {
          throw new RunConfigError(
            `--lanes ${option.cpusets!.join('/')}: lanes ${other + 1} and ${lane + 1} share CPU ${cpu}`,
          );
        }
        seen.set(cpu, lane);
      }
    });
    return { cpusets: [...option.cpusets], duet: option.duet };
  }
  if (cpuset !== undefined) checkCpusExist(cpuset, online);
  const cpus = cpuset === undefined ? [...online] : cpusOf(cpuset);
  const from = cpuset === undefined ? `this machine's ${cpus.length} CPUs` : `--cpuset ${cpuset} (${cpus.length} CPUs)`;
  if (option.count > cpus.length) {
    throw new RunConfigError(
      `--lanes ${option.count}: ${from} give at most ${cpus.length} lane${cpus.length === 1 ? '' : 's'} ` +
        '(each lane needs a CPU of its own)',
    );
  }
  const size = Math.floor(cpus.length / option.count);
  const cpusets = Array.from({ length: option.count }, (_, lane) =>
    cpuListOf(listOf(cpus.slice(lane * size, (lane + 1) * size)), '--lanes'),
  );
  return { cpusets, duet: option.duet };
}

/** How the lanes run, as the plan and the report say it: `2 lanes (duet: …) on CPUs 0 | 1`; null for one lane. */
export function describeLanes(lanes: Lanes): string | null {
  if (lanes.cpusets.length === 1) return null;
  const mode = lanes.duet ? ' (duet: old and new side by side)' : '';
  return `${lanes.cpusets.length} lanes${mode} on CPUs ${lanes.cpusets.join(' | ')}`;
}
