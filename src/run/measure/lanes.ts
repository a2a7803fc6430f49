// --lanes: a self-hosted benchmark runner has many cores and a benchmark
// child is mostly single-threaded, so one child at a time leaves most of the
// machine idle. Lanes run children at the same time, each lane pinned to CPUs
// of its own (taskset), so two children never share a core. With --duet two
// lanes form a pair that starts old and new of the same configuration's run
// together (Bulej et al. 2020, "Duet Benchmarking"): whatever disturbs the
// machine at that moment disturbs both sides alike, and the sequential test's
// paired statistic, the run's log(new/old), cancels it.

import {
  cpuListOf,
  cpuset as cpusetOption,
  lanes as lanesOption,
  type CpuList,
  type LaneOption,
} from '../../options/execution.ts';
import { readFileSync } from 'node:fs';

import { spelled } from '../../options/option.ts';
import { RunConfigError } from '../errors.ts';
import { checkCpusExist, cpusOf, listOf } from './cpuset.ts';
import type { MeasureJob } from '../plan/plan.ts';

/** The lanes of a run, resolved on this machine: each lane's CPUs. */
export interface Lanes {
  /** each lane's CPU list; [null] for one unpinned lane (no --lanes, no --cpuset) */
  cpusets: (CpuList | null)[];
  duet: boolean;
  /** --lanes auto: how the count was chosen, said with the plan */
  auto?: string;
}

/** The physical core a CPU belongs to (its package and core id), null when the machine does not say. */
export type CoreOf = (cpu: number) => string | null;

/** Linux's topology: SMT siblings share a package and core id. */
export function coreOfCpu(cpu: number): string | null {
  try {
    const dir = `/sys/devices/system/cpu/cpu${cpu}/topology`;
    const read = (name: string) => readFileSync(`${dir}/${name}`, 'utf8').trim();
    return `${read('physical_package_id')}:${read('core_id')}`;
  } catch {
    return null;
  }
}

/** One lane, pinned to `cpuset` when there is one: the run without --lanes. */
function singleLane(cpuset: CpuList | undefined): Lanes {
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
  coreOf: CoreOf = coreOfCpu,
): Lanes {
  if (option === undefined || (option.count === 1 && option.cpusets === null && !option.duet)) {
    // checked here once for every run, before anything is downloaded or built (not again per child or probe)
    if (cpuset !== undefined) checkCpusExist(cpuset, online);
    return singleLane(cpuset);
  }
  const lanesName = spelled(lanesOption.names, option.surface);
  const cpusetName = spelled(cpusetOption.names, option.surface);
  if (option.count === 'auto') return autoLanes(option.duet, cpuset, online, coreOf, cpusetName);
  if (option.cpusets !== null) {
    const given = `${lanesName} ${option.cpusets.join('/')}`;
    if (cpuset !== undefined) {
      throw new RunConfigError(
        `${given} names each lane's CPUs, ${cpusetName} ${cpuset} all of them: give one of them`,
      );
    }
    const seen = new Map<number, number>();
    option.cpusets.forEach((list, lane) => {
      checkCpusExist(list, online, `${given}: lane ${lane + 1}`);
      for (const cpu of cpusOf(list)) {
        const other = seen.get(cpu);
        if (other !== undefined)
          throw new RunConfigError(`${given}: lanes ${other + 1} and ${lane + 1} share CPU ${cpu}`);
        seen.set(cpu, lane);
      }
    });
    return { cpusets: [...option.cpusets], duet: option.duet };
  }
  if (cpuset !== undefined) checkCpusExist(cpuset, online, `${cpusetName} ${cpuset}`);
  const cpus = cpuset === undefined ? [...online] : cpusOf(cpuset);
  const from =
    cpuset === undefined ? `this machine's ${cpus.length} CPUs` : `${cpusetName} ${cpuset} (${cpus.length} CPUs)`;
  if (option.count > cpus.length) {
    throw new RunConfigError(
      `${lanesName} ${option.count}: ${from} give at most ${cpus.length} lane${cpus.length === 1 ? '' : 's'} ` +
        '(each lane needs a CPU of its own)',
    );
  }
  const size = Math.floor(cpus.length / option.count);
  const cpusets = Array.from({ length: option.count }, (_, lane) =>
    cpuListOf(listOf(cpus.slice(lane * size, (lane + 1) * size)), lanesName),
  );
  return { cpusets, duet: option.duet };
}

/** How the lanes run, as the plan and the report say it: `2 lanes (duet: …) on CPUs 0 | 1`; null for one lane. */
export function describeLanes(lanes: Lanes): string | null {
  if (lanes.cpusets.length === 1) return lanes.auto ?? null;
  const mode = lanes.duet ? ' (duet: old and new side by side)' : '';
  const chosen = lanes.auto === undefined ? '' : `; ${lanes.auto}`;
  return `${lanes.cpusets.length} lanes${mode} on CPUs ${lanes.cpusets.join(' | ')}${chosen}`;
}

/**
 * --lanes auto: one lane a physical core of the --cpuset (or the machine),
 * on its first CPU (an SMT sibling would share the core's caches and
 * pipeline with its neighbour); with duet an even count. Fewer than two
 * such cores: one lane, and the plan says why.
 */
function autoLanes(
  duet: boolean,
  cpuset: CpuList | undefined,
  online: readonly number[],
  coreOf: CoreOf,
  cpusetName: string,
): Lanes {
  if (cpuset !== undefined) checkCpusExist(cpuset, online, `${cpusetName} ${cpuset}`);
  const cpus = cpuset === undefined ? [...online] : cpusOf(cpuset);
  const seen = new Set<string>();
  const firsts = cpus.filter((cpu) => {
    const core = coreOf(cpu) ?? `cpu${cpu}`;
    if (seen.has(core)) return false;
    seen.add(core);
    return true;
  });
  const count = duet ? firsts.length - (firsts.length % 2) : firsts.length;
  const cores = `${firsts.length} physical core${firsts.length === 1 ? '' : 's'}`;
  const of =
    cpuset === undefined
      ? `${cores} of ${cpus.length} CPUs`
      : `${cores} of the ${cpus.length} CPUs of ${cpusetName} ${cpuset}`;
  if (count < 2) return { ...singleLane(cpuset), auto: `--lanes auto: 1 lane (${of})` };
  const cpusets = firsts.slice(0, count).map((cpu) => cpuListOf(String(cpu), '--lanes'));
  return { cpusets, duet, auto: `--lanes auto: one a physical core (${of})` };
}

/**
 * The queue's position of the other side of `position`'s run, when it is
 * next in the queue (the plan puts the two sides of a run side by side).
 */
export function duetPartner(queue: readonly MeasureJob[], position: number): number | null {
  const job = queue[position]!;
  const next = queue[position + 1];
  if (next === undefined) return null;
  const same = next.run === job.run && next.configuration.index === job.configuration.index;
  return same && next.binary !== job.binary ? position + 1 : null;
}

/**
 * Slots of lanes that each run one piece of work at a time: a lane each, or
 * with duet a pair of lanes. A piece of work that throws (a bug, never a
 * child's failure: those are results) is rethrown by the next acquire or drain.
 */
export class LanePool {
  readonly #slots: number[][];
  readonly #free: number[];
  readonly #running = new Set<Promise<void>>();
  #error: { error: unknown } | null = null;

  constructor(lanes: number, duet: boolean) {
    const size = duet ? 2 : 1;
    this.#slots = Array.from({ length: Math.max(1, Math.floor(lanes / size)) }, (_, slot) =>
      Array.from({ length: size }, (_, i) => slot * size + i),
    );
    this.#free = this.#slots.map((_, slot) => slot);
  }

  /** the lanes of a slot, in the order its work's children take them */
  lanesOf(slot: number): readonly number[] {
    return this.#slots[slot]!;
  }

  /** A free slot (the lowest), once one is. */
  async acquire(): Promise<number> {
    while (this.#free.length === 0) await Promise.race(this.#running);
    this.#rethrow();
    this.#free.sort((a, b) => a - b);
    return this.#free.shift()!;
  }

  release(slot: number): void {
    this.#free.push(slot);
  }

  /** Runs `work` on `slot` (acquired); the slot is free again when it ends. */
  start(slot: number, work: () => Promise<unknown>): void {
    const running: Promise<void> = work()
      .then(
        () => undefined,
        (error: unknown) => {
          this.#error ??= { error };
        },
      )
      .finally(() => {
        this.#running.delete(running);
        this.release(slot);
      });
    this.#running.add(running);
  }

  /** Waits for every piece of work started. */
  async drain(): Promise<void> {
    while (this.#running.size > 0) await Promise.race(this.#running);
    this.#rethrow();
  }

  #rethrow(): void {
    if (this.#error !== null) throw this.#error.error;
  }
}
