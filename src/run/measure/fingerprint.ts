// What the numbers were measured on, printed with every report: results
// from different machines (or governors) are not comparable.
import { readFileSync } from 'node:fs';
import os from 'node:os';

import type { LoadMetadata, RunnerFingerprint } from '../../artifact/result-schema.ts';
import type { HostEnv } from '../../process/env.ts';
import { describeLanes, type Lanes } from './lanes.ts';
import type { Platform } from '../../util/platform.ts';

export interface FingerprintSources {
  cpus?: () => os.CpuInfo[];
  kernel?: () => string;
  readFile?: (path: string) => string;
  /** the environment this process started with (RUNNER_NAME) */
  env: HostEnv;
  /** the runner's platform as the entry read it; absent: not recorded (report tests that draw no platform) */
  platform?: Platform;
}

/** `lanes`: as the run resolved them (run/measure/lanes.ts); absent: none */
export function runnerFingerprint(
  cpuset: string | undefined,
  sources: FingerprintSources,
  lanes?: Lanes,
): RunnerFingerprint {
  const cpus = (sources.cpus ?? os.cpus)();
  const read = sources.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  let governor: string | null = null;
  try {
    governor = read('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor').trim() || null;
  } catch {
    // not exposed in containers and VMs: leave it unknown rather than guess
  }
  return {
    cpuModel: cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown',
    cores: cpus.length,
    cpuset: cpuset ?? null,
    lanes: lanes === undefined ? null : describeLanes(lanes),
    kernel: (sources.kernel ?? (() => `${os.type()} ${os.release()}`))(),
    governor,
    hostNode: process.version,
    runnerName: sources.env.RUNNER_NAME ?? null,
    ...(sources.platform !== undefined ? { platform: sources.platform } : {}),
  };
}

/** The machine's load while a run measured: the 1-minute load average, sampled at each child's start. */
/**
 * The 1-minute load average while measuring, as result.json records it; `heavy`: the load exceeded the cores by
 * more than OWN_LOAD at some point (outside load: load ≈ 4 on 2 cores multiplied the noise 5-10× here).
 */
export type LoadRecord = LoadMetadata;

/**
 * The load a run puts on the machine itself beyond what fits: the benchmark
 * child keeps a core busy, and the http group's children run a server and a
 * load generator side by side. A quiet 2-core machine measuring http reached
 * a load of 2.5; only what exceeds the cores by more than this is someone
 * else's.
 */
export const OWN_LOAD = 1;

/** Where the load average comes from: os.loadavg on os.availableParallelism() cores, unless a test says otherwise. */
export interface LoadSource {
  loadavg: () => number[];
  cores: number;
}

export class LoadRecorder {
  #samples = 0;
  #sum = 0;
  #max = 0;

  /** `lanes`: children the run itself keeps busy at once (--lanes), each with its own load */
  constructor(
    private readonly loadavg: () => number[],
    private readonly cores: number,
    private readonly lanes = 1,
  ) {}

  sample(): void {
    const oneMinute = this.loadavg()[0] ?? NaN;
    if (!Number.isFinite(oneMinute)) return;
    this.#samples++;
    this.#sum += oneMinute;
    this.#max = Math.max(this.#max, oneMinute);
  }

  /** null before any sample */
  record(): LoadRecord | null {
    if (this.#samples === 0) return null;
    return {
      cores: this.cores,
      samples: this.#samples,
      mean1m: this.#sum / this.#samples,
      max1m: this.#max,
      heavy: this.#max > this.cores + this.lanes * OWN_LOAD,
    };
  }
}

/** What heavy outside load did to a run, in one sentence; null when the load stayed within the cores and the run's own load. */
export function describeHeavyLoad(load: LoadRecord | null): string | null {
  if (load === null || !load.heavy) return null;
  return (
    `heavy outside load while measuring: 1-minute load average up to ${load.max1m.toFixed(1)} ` +
    `(mean ${load.mean1m.toFixed(1)}) on ${load.cores} cores; noise is inflated, results are less reliable`
  );
}

/** The log line a run under heavy outside load gets; null when the load stayed within the cores and the run's own load. */
export function heavyLoadWarning(load: LoadRecord | null): string | null {
  const text = describeHeavyLoad(load);
  return text === null ? null : `node-bench: WARNING: ${text}`;
}
