// A synthetic year of all of core, for the history site's size and load-time budgets: 5,040 rows (one category
// of 1,000, as large as core's largest, and 56 of 72) × 365 nights, every row measured every night, a few rows
// regressed on every tenth night. Seeded: the same nights every run.
import type { NightRow, SiteNight } from '../../src/site/series.ts';

export const NIGHTS = 365;
const sha = (i: number) => (0x1000000 + i).toString(16).padStart(40, 'a');

/** 5,040 rows: one category of 1,000 and 56 of 72, names as long as core's */
export function rowNames(): string[] {
  const names: string[] = [];
  for (let i = 0; i < 1000; i++) names.push(`buffers/buffer-compare-offset.js method="offset" size=${i} n=1000000`);
  for (let c = 0; c < 56; c++)
    for (let i = 0; i < 72; i++) names.push(`category${c}/some-benchmark-${i % 9}.js type="a" len=${i} n=100000`);
  return names;
}

export function syntheticYear(names: readonly string[]): SiteNight[] {
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: NIGHTS }, (_, i) => {
    const rows = new Map<string, NightRow>();
    for (const name of names) {
      rows.set(name, {
        logRatio: (random() - 0.5) * 0.04,
        variance: 0.0001 * (0.5 + random()),
        regressed: i % 10 === 0 && random() < 0.01,
        ran: 'own',
      });
    }
    const date = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString();
    return {
      date,
      from: sha(i),
      to: sha(i + 1),
      commits: 20,
      rewritten: false,
      runner: 'x',
      rows,
      issue: 1000 + i,
      bisect: null,
      source: `n${i}`,
    };
  });
}
