import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CsvInputError, CsvRateReader, parseCompareCsv, type Binary, type RateSink } from '../../src/stats/csv.ts';
import { parseDecimal } from '../../src/stats/decimal.ts';
import { compareCsvFixtures } from '../helpers/paths.ts';

/** What CsvRateReader hands over, in order, as (filename, configuration, binary, rate). */
function readRates(bytes: Buffer, chunkSize: number, options = {}): [string, string, Binary, number][] {
  const keys: [string, string][] = [];
  const rows: [string, string, Binary, number][] = [];
  const sink: RateSink = {
    groupId(filename, configuration) {
      const found = keys.findIndex(([f, c]) => f === filename && c === configuration);
      if (found !== -1) return found;
      keys.push([filename, configuration]);
      return keys.length - 1;
    },
    addRate(group, binary, rate) {
      rows.push([...keys[group]!, binary, rate]);
    },
  };
  const reader = new CsvRateReader('in.csv', options, sink);
  for (let at = 0; at < bytes.length; at += chunkSize) reader.push(bytes.subarray(at, at + chunkSize));
  reader.end();
  return rows;
}

function expected(text: string, options = {}): [string, string, Binary, number][] {
  return parseCompareCsv(text, 'in.csv', options).map((s) => [s.filename, s.configuration, s.binary, s.rate]);
}

function errorOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    assert.ok(error instanceof CsvInputError, String(error));
    return error.message;
  }
  return 'no error';
}

const HEADER = '"binary","filename","configuration","rate","time"';

describe('CsvRateReader reads what parseCompareCsv reads', () => {
  for (const name of readdirSync(compareCsvFixtures).filter((f) => f.endsWith('.csv'))) {
    it(`${name}, in chunks of any size`, () => {
      const bytes = readFileSync(join(compareCsvFixtures, name));
      const want = expected(bytes.toString('utf8'));
      for (const size of [bytes.length, 65536, 4096, 61, 7, 1]) {
        if (size === 1 && bytes.length > 20000) continue;
        assert.deepEqual(readRates(bytes, size), want, `chunks of ${size}`);
      }
    });
  }

  const lines = [
    '"old","a.js","n=1",10,0.5',
    '"new","a.js","n=1",1e3,1',
    '"new","a.js","n=1",-0,+1.',
    '"old","a.js","n=1", 12 ,0.5',
    '"old" , "a.js" , "n=1",12,0.5',
    '"old","a.js","n=1",0x1F,.5',
    '"new","ä ö.js","n=ü 🐢",12.5,0.5\r',
    '"new","a.js","",12.5,0.5',
    '"old","a.js","a=\\"x\\"",7,1',
    '"old","a.js","a=""x""",7,1',
    '"old","a.js","n=1",123456789.12345678901,0.5',
    '"old","a.js","n=1",00012.500,0.5',
    '"old","a.js","n=1",.5,5.',
    `"old","a.js","n=1",1,${'9'.repeat(299)}`,
    '',
    '   ',
    HEADER,
    '"new","b","n=1",3,4\r\r',
  ];
  it('on unusual but valid rows, one by one and all together', () => {
    for (const line of lines) {
      const text = `${HEADER}\n${line}\n"old","a.js","n=1",1,1\n`;
      assert.deepEqual(readRates(Buffer.from(text), 1 << 20), expected(text), JSON.stringify(line));
    }
    const all = lines.join('\n');
    assert.deepEqual(readRates(Buffer.from(all), 5), expected(all));
  });

  const bad = [
    '"old","a.js","n=1",10',
    '"old","a.js","n=1",10,1,2',
    '"old","a.js","n=1",fast,1',
    '"old","a.js","n=1",,1',
    '"old","a.js","n=1",1e400,1',
    '"old","a.js","n=1",1,1e400',
    `"old","a.js","n=1",1,${'9'.repeat(400)}`,
    '"old","a.js","n=1",1.2.3,1',
    '"old","a.js","n=1",1,-',
    '"old","a.js","n=1",1,',
    '"base","a.js","n=1",1,1',
    '"old","a.js","n=1,1,1',
    '"old"x,"a.js","n=1",1,1',
    '"old","","n=1",1,1',
    '"old","a.js","n=1",1,1"',
    '\uFEFF' + HEADER,
  ];
  it('rejects the same lines with the same message and line number', () => {
    for (const line of bad) {
      const text = `${HEADER}\n"new","a.js","n=1",1,1\n${line}\n`;
      const want = errorOf(() => parseCompareCsv(text, 'in.csv'));
      assert.match(want, /^in\.csv:3: /);
      assert.equal(
        errorOf(() => readRates(Buffer.from(text), 3)),
        want,
      );
      const skipped: string[] = [];
      const rows = readRates(Buffer.from(text), 1 << 20, {
        skipInvalid: true,
        onInvalid: (e: Error) => skipped.push(e.message),
      });
      assert.deepEqual(rows, [['a.js', 'n=1', 'new', 1]]);
      assert.deepEqual(skipped, [want]);
    }
  });
});

describe('parseDecimal', () => {
  it('gives exactly what Number() gives, or NaN to say "use Number()"', () => {
    let state = 7;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let decided = 0;
    const check = (text: string) => {
      const value = parseDecimal(Buffer.from(text), 0, text.length);
      if (Number.isNaN(value)) return;
      decided++;
      assert.ok(Object.is(value, Number(text)), `${text}: ${value} vs ${Number(text)}`);
    };
    for (let i = 0; i < 40_000; i++) {
      check(String(random() * 10 ** Math.floor(random() * 12)));
      check(String(1e5 * (1 + 0.02 * (random() - 0.5))));
      const digits = Array.from({ length: 1 + Math.floor(random() * 20) }, () => Math.floor(random() * 10)).join('');
      const point = Math.floor(random() * (digits.length + 1));
      check(`${random() < 0.2 ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`);
      check(digits);
      const x = 1e3 + random() * 1e7;
      for (const text of [x.toPrecision(17), x.toPrecision(18), x.toPrecision(19)]) check(text);
    }
    assert.ok(decided > 250_000, `decided ${decided}`);
    for (const text of ['', '-', '.', '1e5', '1.2.3', ' 1', '0x10', '12345678901234567890']) {
      assert.ok(Number.isNaN(parseDecimal(Buffer.from(text), 0, text.length)), text);
    }
  });
});
