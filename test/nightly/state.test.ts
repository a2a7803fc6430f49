import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  configRecord,
  loadState,
  NightlyStateError,
  nextState,
  saveState,
  serializeState,
  type ScanRecord,
} from '../../src/nightly/state.ts';
import { analyze } from '../../src/stats/analyze.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';

const sha = (char: string) => char.repeat(40);
const scan = (from: string, to: string, configs: ScanRecord['configs'] = []): ScanRecord => ({
  date: '2025-01-01T00:00:00.000Z',
  fromSha: from,
  toSha: to,
  configs,
});

describe('nightly state', () => {
  it('a missing file is no state; a written one reads back the same', async () => {
    const dir = await makeTempDir('nightly-state-');
    const path = join(dir, 'deep', 'state.json');
    assert.deepEqual(await loadState(path), { state: null, raw: null });
    const state = nextState(null, scan(sha('a'), sha('b')), 'main');
    await saveState(path, state, null);
    const loaded = await loadState(path);
    assert.deepEqual(loaded.state, state);
    assert.equal(loaded.raw?.toString(), serializeState(state));
    assert.deepEqual(readdirSync(join(dir, 'deep')), ['state.json'], 'no temp file left');
  });

  it('keeps the last historyLimit scans and moves lastScannedSha to the new head', () => {
    let state = nextState(null, scan(sha('0'), sha('1')), 'main', 3);
    for (const [from, to] of [
      ['1', '2'],
      ['2', '3'],
      ['3', '4'],
    ]) {
      state = nextState(state, scan(sha(from!), sha(to!)), 'main', 3);
    }
    assert.equal(state.lastScannedSha, sha('4'));
    assert.deepEqual(
      state.history.map((s) => s.toSha),
      [sha('2'), sha('3'), sha('4')],
    );
  });

  it('records each configuration compactly: rounded numbers, null for what could not be computed', () => {
    const samples = [
      ...[100, 101, 99, 100].map((rate) => ({
        binary: 'old' as const,
        filename: 'a.js',
        configuration: 'n=1',
        rate,
        time: 1,
      })),
      ...[50.123456789, 51, 49, 50].map((rate) => ({
        binary: 'new' as const,
        filename: 'a.js',
        configuration: 'n=1',
        rate,
        time: 1,
      })),
      { binary: 'old' as const, filename: 'b.js', configuration: 'n=1', rate: 10, time: 1 },
    ];
    const [a, b] = analyze(samples, { correction: 'holm' }).comparisons;
    const recordA = configRecord(a!);
    assert.equal(recordA.name, 'a.js n=1');
    assert.equal(recordA.meanOld, 100);
    assert.equal(recordA.meanNew, 50.0309);
    assert.equal(recordA.improvement, -49.97);
    assert.equal(recordA.stars, '***');
    assert.ok(recordA.holmP! < 0.001);
    assert.deepEqual(configRecord(b!), {
      name: 'b.js n=1',
      meanOld: 10,
      meanNew: null,
      improvement: null,
      p: null,
      holmP: null,
      stars: '',
    });
    // and it is valid state (JSON has no NaN)
    const state = nextState(null, scan(sha('a'), sha('b'), [recordA, configRecord(b!)]), 'main');
    assert.doesNotThrow(() => JSON.parse(serializeState(state)));
  });

  it('refuses to replace a state file that changed while the scan ran', async () => {
    const dir = await makeTempDir('nightly-state-');
    const path = join(dir, 'state.json');
    const first = nextState(null, scan(sha('a'), sha('b')), 'main');
    await saveState(path, first, null);
    const { raw } = await loadState(path);
    // another run writes meanwhile
    const other = nextState(first, scan(sha('b'), sha('c')), 'main');
    await saveState(path, other, raw);
    const written = await readFile(path);
    await assert.rejects(
      saveState(path, nextState(first, scan(sha('b'), sha('d')), 'main'), raw),
      (error: Error) => error instanceof NightlyStateError && /changed while this scan ran/.test(error.message),
    );
    assert.deepEqual(await readFile(path), written);
    // a file that appeared when there was none is refused too
    const fresh = join(dir, 'fresh.json');
    await writeFile(fresh, 'someone else');
    await assert.rejects(saveState(fresh, first, null), /changed while this scan ran/);
    assert.equal(await readFile(fresh, 'utf8'), 'someone else');
  });

  it('refuses to write an invalid state', async () => {
    const dir = await makeTempDir('nightly-state-');
    const bad = { ...nextState(null, scan(sha('a'), sha('b')), 'main'), lastScannedSha: 'main' };
    await assert.rejects(saveState(join(dir, 's.json'), bad, null), /refusing to write an invalid nightly state/);
    assert.deepEqual(readdirSync(dir), []);
  });

  it('a directory or unknown keys are refused with the file named', async () => {
    const dir = await makeTempDir('nightly-state-');
    await assert.rejects(loadState(dir), /is a directory, not a JSON file/);
    const path = join(dir, 'extra.json');
    await writeFile(path, JSON.stringify({ schemaVersion: 1, lastScannedSha: sha('a'), history: [], token: 'x' }));
    await assert.rejects(loadState(path), /extra\.json is not a node-benchmark-action state file/);
  });
});
