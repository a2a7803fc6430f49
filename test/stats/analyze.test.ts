import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyze } from '../../src/stats/analyze.ts';
import { starsFor } from '../../src/stats/stars.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { holmAdjust } from '../../src/stats/holm.ts';
import { compareCsvFixtures, testFixtures } from '../helpers/paths.ts';

interface ReferenceRow {
  name: string;
  nOld: number;
  nNew: number;
  p: number | null;
  holm: number | null;
  halfWidth: [number | null, number | null, number | null];
}

function load(name: string): Sample[] {
  return parseCompareCsv(readFileSync(join(compareCsvFixtures, `${name}.csv`), 'utf8'), `${name}.csv`);
}

function reference(name: string): ReferenceRow[] {
  return JSON.parse(readFileSync(join(testFixtures, 'r-reference', `${name}.json`), 'utf8')).rows;
}

function closeTo(actual: number, expected: number, relative: number, what: string) {
  const tolerance = Math.max(Math.abs(expected) * relative, 1e-300);
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} vs R's ${expected}`);
}

describe("agrees with R's t.test(var.equal = FALSE) on every row", () => {
  for (const fixture of ['big', 'http-bis', 'http', 'confidence', 'path-dirname-posix']) {
    it(fixture, () => {
      const analysis = analyze(load(fixture), { correction: 'holm' });
      const rows = reference(fixture);
      assert.equal(analysis.comparisons.length, rows.length);
      const byName = new Map(analysis.comparisons.map((c) => [c.name, c]));
      let tested = 0;
      for (const row of rows) {
        const ours = byName.get(row.name);
        assert.ok(ours, `missing comparison ${row.name}`);
        assert.equal(ours.old.n, row.nOld, `${row.name} n old`);
        assert.equal(ours.new.n, row.nNew, `${row.name} n new`);
        if (row.p === null) {
          // R: fewer than 2 runs on a side (or constant data): no test, no stars
          assert.equal(ours.stars, '', row.name);
          continue;
        }
        tested++;
        assert.equal(ours.stars, starsFor(row.p), `${row.name} stars (p ours ${ours.pValue}, R ${row.p})`);
        closeTo(ours.pValue, row.p, 1e-6, `${row.name} p-value`);
        closeTo(ours.holm!.pValue, row.holm!, 1e-6, `${row.name} Holm p-value`);
        row.halfWidth.forEach((halfWidth, i) => {
          closeTo((ours.accuracy[i]! / 100) * ours.old.mean, halfWidth!, 1e-6, `${row.name} half-width ${i}`);
        });
      }
      assert.ok(tested > 0, 'the fixture has tested rows');
    });
  }
});

describe('analyze', () => {
  const sample = (binary: 'old' | 'new', rate: number, configuration = 'n=1'): Sample => ({
    binary,
    filename: 'a.js',
    configuration,
    rate,
    time: 1,
  });

  it('marks a comparison with fewer than 2 runs on either side as untested', () => {
    const { comparisons } = analyze([sample('old', 1), sample('old', 2), sample('new', 3)]);
    assert.equal(comparisons[0]!.tested, false);
    assert.equal(comparisons[0]!.stars, '');
    assert.ok(Number.isNaN(comparisons[0]!.pValue));
  });

  it('gives *** to two different constant sides and nothing to two equal ones', () => {
    const different = analyze([sample('old', 5), sample('old', 5), sample('new', 7), sample('new', 7)]);
    assert.equal(different.comparisons[0]!.stars, '***');
    assert.equal(different.comparisons[0]!.accuracy[0], 0);
    const equal = analyze([sample('old', 5), sample('old', 5), sample('new', 5), sample('new', 5)]);
    assert.equal(equal.comparisons[0]!.stars, '');
  });

  it('computes the improvement relative to old', () => {
    const { comparisons } = analyze([
      sample('old', 100),
      sample('old', 100.5),
      sample('new', 150),
      sample('new', 150.5),
    ]);
    closeTo(comparisons[0]!.improvement, ((150.25 - 100.25) / 100.25) * 100, 1e-12, 'improvement');
  });
});

describe('holmAdjust', () => {
  it("matches R's p.adjust(c(0.01, 0.04, 0.03, NA, 0.5), 'holm')", () => {
    // R: 0.04 0.09 0.09 NA 0.50
    const adjusted = holmAdjust([0.01, 0.04, 0.03, NaN, 0.5]);
    [0.04, 0.09, 0.09].forEach((expected, i) => closeTo(adjusted[i]!, expected, 1e-12, `p${i}`));
    assert.ok(Number.isNaN(adjusted[3]));
    closeTo(adjusted[4]!, 0.5, 1e-12, 'p4');
  });
});
