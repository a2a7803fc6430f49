// Issue 41 point 3, live: a nightly scan with fixed runs on a loaded machine
// (two busy loops beside it) of a range of 8 commits whose 7th runs node
// --jitless, measuring buffers/tojson.js. The slowdown is ~10×; load spreads
// each side's rates by a factor, which on raw rates cost it the nightly's
// `***`. Asserted: only what holds under any load (the slowdown found beyond
// the threshold, by the scan and by the report job from the CSV, the summary's
// headline and threshold line agreeing, a bisect never naming a wrong commit).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { reportNightly } from '../../src/nightly/report-job.ts';
import { scanNightly } from '../../src/nightly/scan.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { nightlyScan } from './support.ts';

const RUNS = 6;
// --jitless makes every row of the file slower, the larger buffers most (len=4096 ~11x, len=256 ~4x, len=0 least):
// under two busy loops the smaller rows' intervals reach ±50-130 %, so what holds under any load is that a row
// this much slower is found beyond the threshold, not which one
const FILE = 'buffers/tojson.js';

/** `**N regressions, M improvements**` (the table's headline) and the summary's own counts */
function summaryCounts(summary: string): { table: number; beyond: number; below: number } {
  const table = /\*\*(\d+) regressions?, \d+ improvements?\*\*/.exec(summary);
  assert.ok(table, summary);
  const beyond = /^### (\d+) regressions? beyond the threshold$/m.exec(summary);
  const below = /The table below marks (\d+) (?:more )?rows? ▼\u00a0slower/.exec(summary);
  return { table: Number(table[1]), beyond: Number(beyond?.[1] ?? 0), below: Number(below?.[1] ?? 0) };
}

describe('a nightly scan under two busy loops (issue 41)', () => {
  let fake: FakeNodeRepo;
  let dir: string;
  let slow: string;
  let head: string;
  const busy: ChildProcess[] = [];
  const logs: string[] = [];

  before(async () => {
    fake = await createFakeNodeRepo();
    dir = await makeTempDir('nightly-loaded-test-');
    // fast (v-fast), then 6 doc commits, node --jitless, a doc commit
    await fake.git(['checkout', '-q', '-b', 'loaded', fake.fast]);
    for (let i = 1; i <= 6; i++) await fake.commit({ 'README.md': `loaded ${i}\n` }, `doc: loaded ${i}`);
    slow = await fake.commit({ 'node.sh.in': fake.sources.slowNode }, 'src: run without the JIT');
    head = await fake.commit({ 'README.md': 'loaded 8\n' }, 'doc: loaded 8');
    await fake.git(['checkout', '-q', 'main']);
    for (let i = 0; i < 2; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  });
  after(async () => {
    for (const child of busy) child.kill('SIGKILL');
    await fake?.cleanup();
  });

  it(
    'runs: 6, the --jitless commit measured on buffers/tojson.js: found beyond the threshold, and said so',
    {
      timeout: 600_000,
    },
    async (t) => {
      const statePath = join(dir, 'state', 'state.json');
      await mkdir(join(dir, 'state'), { recursive: true });
      await writeFile(statePath, JSON.stringify({ schemaVersion: 1, lastScannedSha: fake.fast, history: [] }));
      const result = await scanNightly(
        nightlyScan(
          {
            'repo-path': fake.repo,
            branch: 'loaded',
            groups: 'buffers',
            filter: 'tojson',
            runs: String(RUNS),
            'cache-dir': join(dir, 'cache'),
            'state-path': statePath,
            'calibration-files': '0',
          },
          dir,
        ),
        {
          owner: 'nodejs',
          repo: 'node',
          log: (line) => logs.push(line),
          env: { ...process.env },
          runnerCheck: undefined,
          platform: 'linux-x64',
        },
      );
      assert.equal(result.status, 'scanned');
      if (result.status !== 'scanned') return;
      assert.equal(result.to, head);
      const found = result.regressions.find((finding) => finding.name.startsWith(`${FILE} `));
      assert.ok(found, result.summaryMarkdown);
      assert.equal(found.stars, '***');
      assert.ok(found.improvement < -50, String(found.improvement));

      // the headline and the threshold line: one decision
      for (const summary of [result.summaryMarkdown]) {
        const counts = summaryCounts(summary);
        assert.equal(counts.beyond, result.regressions.length, summary);
        assert.equal(counts.table, counts.beyond + counts.below, summary);
        assert.doesNotMatch(summary, /No regression beyond the threshold/);
      }

      // the bisect never blames a commit that is not the slow one
      const bisect = result.bisect;
      assert.ok(bisect, logs.join('\n'));
      if (bisect.status === 'culprit') assert.equal(bisect.culprit?.sha, slow, JSON.stringify(bisect.steps));
      else assert.ok(bisect.candidates.includes(slow), JSON.stringify(bisect));

      // the report job decides the same from the CSV
      const reported = await reportNightly(
        result.resultDir,
        {},
        { owner: 'nodejs', repo: 'node', log: (line) => logs.push(line), serverUrl: 'https://github.com' },
      );
      assert.deepEqual(
        reported.regressions.map((finding) => [finding.name, finding.improvement, finding.stars]),
        result.regressions.map((finding) => [finding.name, finding.improvement, finding.stars]),
      );
      const counts = summaryCounts(reported.summaryMarkdown);
      assert.equal(counts.table, counts.beyond + counts.below, reported.summaryMarkdown);
      assert.equal(counts.beyond, result.regressions.length);
      t.diagnostic(`bisect: ${bisect.status}, ${bisect.steps.map((step) => step.verdict).join(' ')}`);
      t.diagnostic(
        `tojson under load: ${result.analysis.comparisons
          .map(
            (c) =>
              `${c.configuration} ${c.decision.estimate.change.toFixed(1)} % ${c.decision.stars} (Holm p ` +
              `${c.decision.test?.holmPValue.toExponential(2)}; raw Welch Holm ${c.holm?.stars} p ${c.holm?.pValue.toExponential(2)})`,
          )
          .join('; ')}`,
      );
    },
  );
});
