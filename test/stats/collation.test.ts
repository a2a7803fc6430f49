import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiSortKey, sortByName } from '../../src/stats/collation.ts';

const collator = new Intl.Collator();
const sign = (x: number) => Math.sign(x);
function keyCompare(a: string, b: string): number {
  const keyA = asciiSortKey(a)!;
  const keyB = asciiSortKey(b)!;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

describe('asciiSortKey orders as Intl.Collator (localeCompare) does', () => {
  it('every pair of printable characters, alone and inside strings', () => {
    for (const a of PRINTABLE) {
      for (const b of PRINTABLE) {
        for (const [x, y] of [
          [a, b],
          [`n=${a}1`, `n=${b}1`],
          [`${a}x`, `${b}`],
          [`a${a}B`, `A${b}b`],
        ] as const) {
          assert.equal(keyCompare(x, y), sign(collator.compare(x, y)), `${JSON.stringify(x)} vs ${JSON.stringify(y)}`);
        }
      }
    }
  });

  it('random strings of printable ASCII', () => {
    let state = 3;
    const random = (n: number) => (state = (state * 1103515245 + 12345) % 2 ** 31) % n;
    const alphabet = ' _-=\'"/.,:0129aAbBzZ$~';
    const text = () => Array.from({ length: random(7) }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 50_000; i++) {
      const a = text();
      const b = random(4) === 0 ? a.toUpperCase() : text();
      assert.equal(keyCompare(a, b), sign(collator.compare(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  });

  it('has no key for anything else', () => {
    for (const text of ['tab\there', 'é', 'line\n', '\u0000', 'ü.js n=1']) assert.equal(asciiSortKey(text), null);
  });
});

describe('sortByName', () => {
  it('sorts as localeCompare, stably, with or without non-ASCII names', () => {
    for (const names of [
      ['b n=2', 'a n=1', 'B n=1', 'a-b n=1', 'a_b n=1', 'a b', 'a n=1', 'a n=10', 'a n=9'],
      ['é.js n=1', 'e.js n=2', 'f.js', 'E.js n=1', 'e.js n=2'],
      // Equal names keep their order past 65,536 items (the index takes two code units).
      Array.from({ length: 70_000 }, (_, i) => `f n=${i % 3}`),
      ['a', 'a ', 'ab', 'A', 'a', ''],
    ]) {
      const items = names.map((name, i) => ({ name, i }));
      sortByName(items, (item) => item.name);
      const expected = names.map((name, i) => ({ name, i })).sort((a, b) => a.name.localeCompare(b.name) || a.i - b.i);
      assert.deepEqual(items, expected);
    }
  });
});
