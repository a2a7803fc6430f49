import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_HEADER, CsvInputError, formatCsvRow, parseCompareCsv, type Sample } from '../../src/stats/csv.ts';

describe('parseCompareCsv', () => {
  it('reads rows, skipping repeated headers, CRLF and blank lines', () => {
    const text = `${CSV_HEADER}\r\n"old","a.js","n=1",10,0.5\r\n\r\n${CSV_HEADER}\n  \n"new","a.js","n=1",1e3,1\n`;
    const samples = parseCompareCsv(text, 'x.csv');
    assert.deepEqual(samples, [
      { binary: 'old', filename: 'a.js', configuration: 'n=1', rate: 10, time: 0.5 },
      { binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 1000, time: 1 },
    ]);
  });

  it('reads \\" and "" as a quote and keeps other backslashes, like the reference', () => {
    const text = '"old","c.js","a=\\"x\\" \\\\ b=""y""",+5,1';
    assert.equal(parseCompareCsv(text, 'c.csv')[0]!.configuration, 'a="x" \\\\ b="y"');
  });

  const bad: [string, string][] = [
    ['"old","a.js","n=1",10', 'expected 5 fields (binary, filename, configuration, rate, time), found 4'],
    ['"old","a.js","n=1",10,1,2', 'found 6'],
    ['"old","a.js","n=1",fast,1', 'rate "fast" is not a finite number'],
    ['"old","a.js","n=1",,1', 'rate is empty'],
    ['"old","a.js","n=1",NaN,1', 'rate "NaN" is not a finite number'],
    ['"old","a.js","n=1",1,soon', 'time "soon" is not a finite number'],
    ['"base","a.js","n=1",1,1', 'binary "base" is neither "old" nor "new"'],
    ['"old","a.js","n=1,1,1', 'unterminated quoted field 3'],
    ['"old"x,"a.js","n=1",1,1', 'unexpected "x" after quoted field 1'],
    ['"old","","n=1",1,1', 'filename is empty'],
  ];
  for (const [line, message] of bad) {
    it(`rejects ${line} naming file and line`, () => {
      const text = `${CSV_HEADER}\n"new","a.js","n=1",1,1\n${line}\n`;
      assert.throws(
        () => parseCompareCsv(text, 'in.csv'),
        (error: unknown) =>
          error instanceof CsvInputError &&
          error.line === 3 &&
          error.message.startsWith('in.csv:3: ') &&
          error.message.includes(message),
      );
    });
  }

  it('with skipInvalid reports each bad line and keeps the good ones', () => {
    const reported: string[] = [];
    const text = `${CSV_HEADER}\n"old","a.js","n=1",1,1\nnoise\n"new","a.js","n=1",x,1\n"new","a.js","n=1",2,1\n`;
    const samples = parseCompareCsv(text, 'in.csv', { skipInvalid: true, onInvalid: (e) => reported.push(e.message) });
    assert.equal(samples.length, 2);
    assert.deepEqual(
      reported.map((m) => m.slice(0, 9)),
      ['in.csv:3:', 'in.csv:4:'],
    );
  });
});

describe('formatCsvRow', () => {
  it('writes what compare.js writes and reads back the same sample', () => {
    const sample: Sample = {
      binary: 'new',
      filename: 'buffers/tojson.js',
      configuration: `len=256 s='a"b'`,
      rate: 1234.5,
      time: 0.25,
    };
    const line = formatCsvRow(sample);
    assert.equal(line, `"new","buffers/tojson.js","len=256 s='a""b'",1234.5,0.25`);
    assert.deepEqual(parseCompareCsv(line, 'x'), [sample]);
  });
});
