// The live sample as one table (issue 53): ours' recorded runs, replayed alone, give the recording's own verdicts;
// replayed as one family of every row, Holm over them steps the sample's one false call down
// (bench/time-to-verdict-family.ts, docs/time-to-verdict.md "The sample as one table").
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { familyReplay } from '../../bench/time-to-verdict-family.ts';
import { HALVES, readRecording, ROOT, type TimeToVerdictData } from '../../bench/time-to-verdict.ts';

const recording = readRecording(path.join(ROOT, 'bench/data/time-to-verdict-steady.json')) as TimeToVerdictData;
const calls = (outcome: string) => outcome === 'regression' || outcome === 'improvement';

describe('the live sample as one table', () => {
  it('replayed alone, every row of both halves gets the verdict the recording printed', () => {
    for (const half of HALVES) {
      const rows = familyReplay(recording, half);
      assert.equal(rows.length, recording.items.length, half);
      for (const row of rows) {
        const printed = Object.values(recording.items.find((i) => i.key === row.item)!.halves[half].ours.rows);
        assert.deepEqual(
          printed.map((p) => p.verdict),
          [row.alone.outcome],
          `${half} ${row.row}`,
        );
      }
    }
  });

  it('in one family, a row is called only where it was called alone, in the same direction', () => {
    for (const half of HALVES)
      for (const row of familyReplay(recording, half).filter((r) => calls(r.family.outcome)))
        assert.equal(row.family.outcome, row.alone.outcome, `${half} ${row.row}`);
  });

  it('the v18 -> v20 call the long judge found unmoved (ee-listeners raw=false) is not called in the table', () => {
    const rows = familyReplay(recording, 'v18-vs-v20');
    const row = rows.find((r) => r.row.startsWith("events/ee-listeners.js raw='false'"))!;
    assert.equal(row.alone.outcome, 'regression');
    assert.equal(row.stoppedBeforeCap, false, 'it ran all 30 runs: the table saw the same runs');
    assert.equal(row.family.outcome, 'unresolved');
  });

  it('the A/A half calls nothing, alone or as one table', () => {
    const rows = familyReplay(recording, 'aa-v20');
    assert.deepEqual(
      rows.filter((r) => calls(r.alone.outcome) || calls(r.family.outcome)).map((r) => r.row),
      [],
    );
  });
});
