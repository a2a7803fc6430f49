// Issue 53's environment reader: process/bench-env.js reads process.env in its timed loop, so its rate depends on the
// environment its child sees. bench/data/env-probe/probe.sh runs it A/A on one release three ways, rounds
// interleaved: node core's compare.js from the runner's shell (the whole environment), ours at its defaults and ours
// at the file's own n (the runner's environment in its shape, secrets masked). This prints, per operation, ours'
// median rate over compare.js's with a bootstrap 95 % interval: the rate compare.js sees, within noise, when the
// interval holds 100 %.
//
//   bench/data/env-probe/probe.sh bench/data/env-probe     (measures, ~12 min on one quiet core)
//   npm run bench -- env-probe                             (prints the recording)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createPrng } from '../src/run/plan/prng.ts';
import { parseCompareCsv } from '../src/stats/csv.ts';
import { median } from './parity-report.ts';
import { ROOT } from './time-to-verdict.ts';

export const ENV_PROBE_DIR = path.join(ROOT, 'bench/data/env-probe');

type Tool = 'cjs' | 'ours' | 'ownn';
/** Each tool's rates by configuration (the row without n), both sides of the A/A pooled. */
export type ProbeRates = Record<Tool, Map<string, number[]>>;

export function readProbe(dir = ENV_PROBE_DIR): ProbeRates {
  const rates: ProbeRates = { cjs: new Map(), ours: new Map(), ownn: new Map() };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
    const tool = file.split('-')[0] as Tool;
    const csv = path.join(dir, file);
    for (const sample of parseCompareCsv(readFileSync(csv, 'utf8'), csv)) {
      const row = sample.configuration.replace(/ ?n=\d+/, '').trim();
      rates[tool].set(row, [...(rates[tool].get(row) ?? []), sample.rate]);
    }
  }
  return rates;
}

/** Ours' median over compare.js's, and its bootstrap 95 % interval (2,000 resamples, seeded: the same every run). */
export function medianRatio(ours: readonly number[], compareJs: readonly number[]) {
  const random = createPrng(42);
  const resample = (values: readonly number[]) => values.map(() => values[Math.floor(random() * values.length)]!);
  const ratios = Array.from({ length: 2000 }, () => median(resample(ours)) / median(resample(compareJs))).sort(
    (a, b) => a - b,
  );
  return { ratio: median(ours) / median(compareJs), low: ratios[50]!, high: ratios[1949]! };
}

export function envProbeBench(dir = ENV_PROBE_DIR): void {
  const rates = readProbe(dir);
  const percent = (x: number) => `${(x * 100).toFixed(0)} %`;
  for (const [row, compareJs] of [...rates.cjs].sort()) {
    const cells = (['ours', 'ownn'] as const).map((tool) => {
      const { ratio, low, high } = medianRatio(rates[tool].get(row) ?? [], compareJs);
      return `${tool === 'ours' ? 'ours' : 'ours at own n'} ${percent(ratio)} [${percent(low)}, ${percent(high)}]`;
    });
    console.log(`  ${row.padEnd(24)} compare.js ${median(compareJs).toExponential(2)} ops/s; ${cells.join('; ')}`);
  }
}
