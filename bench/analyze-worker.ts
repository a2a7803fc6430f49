// One measurement in a fresh process, so peak RSS belongs to this input alone.
// argv: csv-path ours|reference  -> prints JSON {ms, maxRssMiB, rows}
import { readFileSync } from 'node:fs';
import { renderText } from '../src/report/text.ts';
import { SampleGroups } from '../src/stats/analyze.ts';
import { forEachSample, parseCompareCsv } from '../src/stats/csv.ts';
import { referenceAnalysis } from './reference-algorithm.ts';

const [path, which] = process.argv.slice(2) as [string, 'ours' | 'reference'];
const baselineRss = process.resourceUsage().maxRSS;
const start = process.hrtime.bigint();
const text = readFileSync(path, 'utf8');
let rows = 0;
let output: string;
if (which === 'ours') {
  const groups = new SampleGroups();
  forEachSample(text, path, {}, (sample) => {
    rows++;
    groups.add(sample);
  });
  output = renderText(groups.analyze());
} else {
  const samples = parseCompareCsv(text, path);
  rows = samples.length;
  output = referenceAnalysis(samples).join('\n');
}
const ms = Number(process.hrtime.bigint() - start) / 1e6;
if (output.length === 0) throw new Error('no output');
const maxRssMiB = (process.resourceUsage().maxRSS - baselineRss) / 1024;
console.log(JSON.stringify({ ms, maxRssMiB, rows }));
