// The text table: node-benchmark-compare's bytes by default (test/commands/analyze.test.ts checks every
// fixture); for our own runs a side that measured nothing reads NA instead of a made-up change.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { renderText } from '../../src/report/text.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { compareCsvFixtures } from '../helpers/paths.ts';

function analysisOf(fixture: string) {
  const file = join(compareCsvFixtures, fixture);
  const groups = new SampleGroups();
  for (const sample of parseCompareCsv(readFileSync(file, 'utf8'), file)) groups.add(sample);
  return groups.analyze({ correction: 'none' });
}

it("a side with no runs: the reference's -100 % / Infinity %, or NA when asked", () => {
  const analysis = analysisOf('insufficient.csv');
  const reference = renderText(analysis);
  assert.equal(reference, readFileSync(join(compareCsvFixtures, 'insufficient.expected.txt'), 'utf8').trimEnd());
  assert.match(reference, /-100\.00 %|Infinity %/);
  const ours = renderText(analysis, { missingSide: 'NA' });
  assert.doesNotMatch(ours, /-100\.00 %|Infinity %|NaN %/);
  // only those rows change; every other line is the reference's
  const changed = ours.split('\n').filter((line, i) => line !== reference.split('\n')[i]);
  assert.ok(changed.length > 0);
  for (const line of changed) assert.match(line, / NA +NA +NA +NA$/);
});
