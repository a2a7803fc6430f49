// The sizes a runner keeps (run/plan/size-store.ts): written atomically, read back, a damaged file costs only pilots.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { chosenSizes, readSizes, saveSizes, SizeBook } from '../../src/run/plan/size-store.ts';
import type { ConfigurationSize } from '../../src/run/plan/sizing.ts';
import { scratchDir } from '../helpers/paths.ts';

const dir = scratchDir('size-store-');
const PAIR = { old: 'v20.0.0', new: 'v22.22.0' };
after(() => rmSync(dir, { recursive: true, force: true }));

const size = (listed: string, overrides: Partial<ConfigurationSize>): ConfigurationSize => ({
  index: 0,
  filename: 'a/b.js',
  listed,
  key: 'n',
  own: 1e6,
  value: 1e6,
  source: 'own',
  expectedMs: null,
  ...overrides,
});

describe('the runner’s sizes.json', () => {
  it('keeps what pilots chose (a smaller n, or the file’s own when none was steady), not a lost pilot', () => {
    const chosen = chosenSizes([
      size('n=1000000 x=1', { value: 20_000, source: 'pilot' }),
      size('n=1000000 x=2', { kept: 'not steady' }),
      size('n=1000000 x=3', { kept: 'no pilot' }),
      size('n=1000000 x=4', { value: 7, source: 'stored' }),
      size('dur=5', { key: 'dur', own: 5, value: 1, source: 'duration' }),
    ]);
    assert.deepEqual(chosen, [
      { filename: 'a/b.js', configuration: 'n=1000000 x=1', n: 20_000 },
      { filename: 'a/b.js', configuration: 'n=1000000 x=2', n: 1e6 },
    ]);
  });

  it('adds a run’s sizes to what the file holds, by target and pair of binaries, and reads them back', async () => {
    const path = join(dir, 'sizes.json');
    await saveSizes(path, 300, PAIR, [{ filename: 'a/b.js', configuration: 'n=10', n: 5 }]);
    await saveSizes(path, 1000, PAIR, [{ filename: 'a/b.js', configuration: 'n=10', n: 10 }]);
    await saveSizes(path, 300, PAIR, [{ filename: 'a/c.js', configuration: 'n=10', n: 2 }]);
    const file = await readSizes(path, () => assert.fail('no warning'));
    const book = new SizeBook(300, PAIR, [], [file]);
    assert.deepEqual(book.get('a/b.js', 'n=10'), { n: 5, source: 'stored' });
    assert.deepEqual(new SizeBook(1000, PAIR, [], [file]).get('a/b.js', 'n=10'), { n: 10, source: 'stored' });
    assert.deepEqual(book.get('a/c.js', 'n=10'), { n: 2, source: 'stored' });
    assert.deepEqual(Object.keys(JSON.parse(readFileSync(path, 'utf8')).sizes).length, 3);
  });

  it('a size proved on one pair of binaries is not another pair’s: that pair proves its own', async () => {
    const path = join(dir, 'pairs.json');
    await saveSizes(path, 300, PAIR, [{ filename: 'a/b.js', configuration: 'n=10', n: 5 }]);
    const file = await readSizes(path, () => assert.fail('no warning'));
    assert.deepEqual(Object.keys(file!.sizes), ['300ms v20.0.0 v22.22.0 a/b.js n=10']);
    for (const other of [
      { old: 'v24.11.0', new: 'v24.11.0' },
      { old: 'v22.22.0', new: 'v20.0.0' },
      { old: 'v20.0.0', new: 'v24.11.0' },
    ])
      assert.equal(new SizeBook(300, other, [], [file]).get('a/b.js', 'n=10'), null, JSON.stringify(other));
    assert.deepEqual(new SizeBook(300, PAIR, [], [file]).get('a/b.js', 'n=10'), { n: 5, source: 'stored' });
  });

  it('a damaged or foreign file is one warning line and no sizes; a bad entry is skipped', async () => {
    const lines: string[] = [];
    const warn = (line: string) => lines.push(line);
    const path = join(dir, 'bad.json');
    writeFileSync(path, '{not json');
    assert.equal(await readSizes(path, warn), null);
    writeFileSync(path, JSON.stringify({ schemaVersion: 2, sizes: {} }));
    assert.equal(await readSizes(path, warn), null);
    writeFileSync(path, JSON.stringify({ schemaVersion: 1, sizes: { '300ms a.js n=1': 0.5, '300ms a.js n=2': 3 } }));
    assert.deepEqual((await readSizes(path, warn))?.sizes, { '300ms a.js n=2': 3 });
    assert.equal(await readSizes(join(dir, 'none.json'), warn), null, 'no file: none, silently');
    assert.equal(lines.length, 3, lines.join('\n'));
    assert.ok(lines.every((line) => !line.includes('\n') && line.startsWith('warning: ')));
    assert.match(lines[0]!, /bad\.json cannot be read .*every configuration is piloted/);
  });
});
