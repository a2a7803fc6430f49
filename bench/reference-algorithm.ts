// The anchor for the analyze benchmark: node-benchmark-compare's algorithm
// (one full filter of the data set per configuration, then ttest/summary),
// written here from its description, with the same building blocks it uses.
import Summary from 'summary';
import ttest from 'ttest';
import type { Sample } from '../src/stats/csv.ts';

export function referenceAnalysis(data: Sample[]): string[] {
  const rows = data.map((sample) => ({ ...sample, name: `${sample.filename} ${sample.configuration}` }));
  const names = new Set(rows.map((row) => row.name));
  const lines: string[] = [];
  for (const name of names) {
    const subset = rows.filter((row) => row.name === name);
    const oldRates = new Summary(subset.filter((row) => row.binary === 'old').map((row) => row.rate));
    const newRates = new Summary(subset.filter((row) => row.binary === 'new').map((row) => row.rate));
    const test = ttest(oldRates, newRates, { varEqual: false });
    lines.push(`${name} ${test.pValue()} ${test.confidence().join(' ')}`);
  }
  return lines.sort((a, b) => a.localeCompare(b));
}
