// Our fixed-runs table against node core's `compare.js --analyze` (v24.21.0's
// tree: Welch's test from perf_hooks histograms, no R), on the recorded
// compare.js CSVs of ../shared/fixtures/compare-csv: compare.js's own
// printAnalysis runs on node v24.21.0 (test/fixtures/core-repo/
// compare-js-analysis.cjs) and we analyze the same file. The claim of
// docs/statistics.md: the same improvement on every row, the same stars but
// where a p-value sits at a star's threshold (--analyze tests rates rounded to
// 3 significant figures in a histogram).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

import { analyze } from '../../src/stats/analyze.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { compareCsvFixtures, testFixtures } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const run = promisify(execFile);
const core = findNodeCore('NODE_CORE_SOURCE_24');
const skip = 'reason' in core ? core.reason : false;
const analysis = path.join(testFixtures, 'core-repo', 'compare-js-analysis.cjs');
const THRESHOLDS = [0.05, 0.01, 0.001];

describe("our table against compare.js --analyze's, on recorded runs", { skip }, () => {
  it('the same improvement everywhere; the same stars but at a threshold', { timeout: 300_000 }, async (t) => {
    const node = await getReleaseBinary('24.21.0');
    const compareJs = path.join((core as { dir: string }).dir, 'benchmark', 'compare.js');
    let rows = 0;
    const differ: string[] = [];
    for (const name of readdirSync(compareCsvFixtures).filter((f) => f.endsWith('.csv'))) {
      const file = path.join(compareCsvFixtures, name);
      const samples = parseCompareCsv(readFileSync(file, 'utf8'), file);
      const ours = new Map(analyze(samples).comparisons.map((c) => [c.name, c]));
      const { stdout } = await run(node, [analysis, compareJs, file], { maxBuffer: 16 << 20 });
      for (const line of stdout.split('\n').filter(Boolean)) {
        const theirs = JSON.parse(line) as { name: string; stars: string; improvement: number };
        const row = ours.get(theirs.name);
        assert.ok(row?.tested, `${name}: ${theirs.name} is a tested row of ours`);
        rows++;
        assert.equal(row.improvement.toFixed(2), theirs.improvement.toFixed(2), `${name}: ${theirs.name}`);
        if (row.stars.trim() === theirs.stars) continue;
        differ.push(
          `${name}: ${theirs.name}: ours ${row.stars.trim()} (p ${row.pValue.toPrecision(3)}), theirs ${theirs.stars}`,
        );
        // one star level apart, our p-value within a factor 1.5 of the threshold between them
        assert.equal(Math.abs(row.stars.trim().length - theirs.stars.length), 1, differ.at(-1));
        assert.ok(
          THRESHOLDS.some((a) => row.pValue > a / 1.5 && row.pValue < a * 1.5),
          differ.at(-1),
        );
      }
    }
    t.diagnostic(`${rows - differ.length} of ${rows} rows with the same stars; ${differ.join('; ')}`);
    assert.ok(rows > 300, `${rows} rows`);
    assert.ok(differ.length <= rows / 100, differ.join('\n'));
  });
});
