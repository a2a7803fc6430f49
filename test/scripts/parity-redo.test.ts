// bench/parity.ts --resume --redo: an item recorded wrongly (the v24 bench-env call that took the v20 call's size
// before sizes were keyed by the pair of binaries) is recorded again, and its first record is kept, not lost.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParityItemRecord, ParityRecording } from '../../bench/parity-report.ts';
import { setAsideRedone } from '../../bench/parity.ts';

const item = (key: string): ParityItemRecord => ({
  key,
  recordedAt: '2026-11-30T06:00:00.000Z',
  load: [1, 1],
  order: ['sized', 'ownN', 'compareJs'],
  calls: {} as ParityItemRecord['calls'],
});
const recording = (): ParityRecording =>
  ({
    items: [item('v20 process/bench-env.js operation=enumerate'), item('v24 process/bench-env.js operation=enumerate')],
  }) as ParityRecording;

describe('parity --redo', () => {
  it('moves only the items whose key contains the text, with the time they were set aside', () => {
    const data = recording();
    assert.equal(setAsideRedone(data, ['v24 process/bench-env.js'], '2026-11-30T08:00:00.000Z'), 1);
    assert.deepEqual(
      data.items.map((i) => i.key),
      ['v20 process/bench-env.js operation=enumerate'],
    );
    assert.deepEqual(
      data.replaced?.map((i) => [i.key, i.replacedAt, i.recordedAt]),
      [['v24 process/bench-env.js operation=enumerate', '2026-11-30T08:00:00.000Z', '2026-11-30T06:00:00.000Z']],
    );
  });

  it('a second redo adds to what was replaced before; a text no key contains moves nothing', () => {
    const data = recording();
    setAsideRedone(data, ['v24'], 'first');
    assert.equal(setAsideRedone(data, ['no such key'], 'second'), 0);
    assert.equal(setAsideRedone(data, ['v20'], 'third'), 1);
    assert.deepEqual(data.items, []);
    assert.deepEqual(
      data.replaced?.map((i) => i.replacedAt),
      ['first', 'third'],
    );
  });
});
