// Synthetic compare.js CSV of a given size: `configurations` benchmark
// configurations, `runs` runs per side, normally distributed rates.
import { CSV_HEADER, formatCsvRow } from '../src/stats/csv.ts';

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function generateCsv(configurations: number, runs: number, seed = 1): string {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const lines = [CSV_HEADER];
  for (let run = 0; run < runs; run++) {
    for (let config = 0; config < configurations; config++) {
      const filename = `group${config % 20}/bench${config % 97}.js`;
      const configuration = `n=${config} type='t${config % 7}'`;
      const base = 1e5 + config * 10;
      for (const binary of ['old', 'new'] as const) {
        const shift = binary === 'new' && config % 10 === 0 ? 1.05 : 1;
        lines.push(
          formatCsvRow({
            binary,
            filename,
            configuration,
            rate: base * shift * (1 + 0.02 * gaussian(random)),
            time: 0.5,
          }),
        );
      }
    }
  }
  return lines.join('\n') + '\n';
}
