// What a run writes: the CSV file, row by row as samples arrive, and the
// progress output.
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { CsvAppender } from '../../src/run/measure/csv-out.ts';
import { Progress } from '../../src/run/measure/progress.ts';
import { CSV_HEADER, parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { CapturedOutput, record, request, tempDir } from './support.ts';

test('--out appends each row as it arrives and the file parses back to the samples', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const out = path.join(dir, 'results.csv');
    const rowsAtEachSample: number[] = [];
    const r = await record(request({ runs: 2, out }), {
      onSample: () => {
        // Written before it is handed out: a kill right now would keep it.
        const text = readFileSync(out, 'utf8');
        rowsAtEachSample.push(parseCompareCsv(text, out).length);
      },
    });
    assert.equal(r.samples.length, 6 * 2 * 2);
    assert.deepEqual(
      rowsAtEachSample,
      r.samples.map((_, i) => i + 1),
    );
    const text = readFileSync(out, 'utf8');
    assert.ok(text.startsWith(`${CSV_HEADER}\n`));
    assert.equal(text.split('\n').filter((l) => l === CSV_HEADER).length, 1);
    const parsed = parseCompareCsv(text, out);
    assert.deepEqual(parsed, r.samples);
    // compare.js's columns: the file relative to the suite, the configuration as util.inspect prints it
    assert.ok(parsed.some((s) => s.filename === 'alpha/fast.js' && s.configuration === "n=2000 kind='a'"));
    assert.ok(text.includes(`"alpha/fast.js","n=2000 kind='a'",`));

    // A second run appends under the same header.
    const again = await record(request({ filter: ['params'], out }));
    const both = parseCompareCsv(readFileSync(out, 'utf8'), out);
    assert.deepEqual(both, [...r.samples, ...again.samples]);
    assert.equal(
      readFileSync(out, 'utf8')
        .split('\n')
        .filter((l) => l === CSV_HEADER).length,
      1,
    );
  } finally {
    cleanup();
  }
});

test('CsvAppender: header for an empty file, no header but a line break for a cut-off one', () => {
  const { dir, cleanup } = tempDir();
  try {
    const sample: Sample = { binary: 'new', filename: 'a/b.js', configuration: 'x="q"', rate: 12.5, time: 0.25 };
    const empty = path.join(dir, 'empty.csv');
    writeFileSync(empty, '');
    const a = CsvAppender.open(empty);
    a.write(sample);
    a.close();
    a.close(); // idempotent
    assert.equal(readFileSync(empty, 'utf8'), `${CSV_HEADER}\n"new","a/b.js","x=""q""",12.5,0.25\n`);
    assert.throws(() => a.write(sample), /closed/);

    const cut = path.join(dir, 'cut.csv');
    writeFileSync(cut, `${CSV_HEADER}\n"old","a/b.js","",1,1`);
    const b = CsvAppender.open(cut);
    b.write(sample);
    b.close();
    assert.equal(parseCompareCsv(readFileSync(cut, 'utf8'), cut).length, 2);
  } finally {
    cleanup();
  }
});

test('CsvAppender: attack: a results file planted as a symbolic link is not written through', () => {
  const { dir, cleanup } = tempDir();
  try {
    const outside = path.join(dir, 'outside.txt');
    writeFileSync(outside, 'untouched');
    const link = path.join(dir, 'results.csv');
    symlinkSync(outside, link);
    assert.throws(() => CsvAppender.open(link), /results\.csv is a symbolic link: results are not written through one/);
    assert.equal(readFileSync(outside, 'utf8'), 'untouched');
  } finally {
    cleanup();
  }
});

test('progress without a terminal: plain lines every 5 %, no control characters', async () => {
  const output = new CapturedOutput(false);
  const r = await record(request({ filter: ['fast'], runs: 3 }), { progress: output });
  const lines = output.text.split('\n').filter(Boolean);
  assert.ok(!output.text.includes('\r') && !output.text.includes('\x1b'));
  assert.equal(lines[0], 'node-bench: listing the configurations of 1 benchmark file(s)');
  assert.match(lines[1]!, /^node-bench: 4 configurations x 3 runs x 2 binaries; seed 1 /);
  assert.equal(lines[2], 'node-bench: 24 benchmark runs to do');
  const counts = lines
    .map((l) => /^node-bench: (\d+)\/24 runs done \((\d+)%\), \S+ elapsed, ETA \S+$/.exec(l))
    .filter((m) => m !== null)
    .map((m) => Number(m[1]));
  // 24 jobs: a line whenever another 5 % is done, i.e. at most one per job, ending at 24
  assert.ok(counts.length >= 15 && counts.length <= 24, `${counts.length} progress lines`);
  assert.deepEqual(
    counts,
    [...counts].sort((a, b) => a - b),
  );
  assert.equal(counts.at(-1), 24);
  assert.match(lines.at(-1)!, /^node-bench: 24 samples, 0 failure\(s\), \S+$/);
  assert.equal(r.summary.samples, 24);
});

test('progress without a terminal: a line every interval even when no step is crossed', () => {
  let clock = 0;
  const output = new CapturedOutput(false);
  const progress = new Progress({ output, now: () => clock, intervalMs: 10_000 });
  progress.start(1000);
  progress.update(1, 1000, 0); // 0 % -> no new 5 % step
  clock = 5_000;
  progress.update(2, 1000, 0);
  clock = 10_001;
  progress.update(3, 1000, 0); // 10 s since the last line
  clock = 12_000;
  progress.update(60, 1000, 1); // crosses 5 %
  progress.finish('done');
  assert.equal(
    output.text,
    [
      'node-bench: 1000 benchmark runs to do',
      'node-bench: 3/1000 runs done (0%), 10s elapsed, ETA 55m24s',
      'node-bench: 60/1000 runs done (6%), 1 failed, 12s elapsed, ETA 3m08s',
      'done',
      '',
    ].join('\n'),
  );
});

test('progress on a terminal: one bar redrawn in place, messages above it', () => {
  let clock = 0;
  const output = new CapturedOutput(true, 100);
  const progress = new Progress({ output, now: () => clock });
  progress.listing(0, 2);
  progress.listing(2, 2);
  progress.start(4);
  clock = 1000;
  progress.running('alpha/fast.js n=1 (old)');
  progress.update(1, 4, 0);
  clock = 2000;
  progress.message('node-bench: FAILED something');
  progress.update(2, 4, 1);
  clock = 4000;
  progress.update(4, 4, 1);
  progress.finish('the end');
  const frames = output.text.split('\r\x1b[2K').filter(Boolean);
  assert.ok(frames.includes('listing configurations 2/2 files'));
  assert.ok(frames.some((f) => f.startsWith('[█████░░░░░░░░░░░░░░░] 1/4 25% 1s ETA 3s alpha/fast.js n=1 (old)')));
  assert.ok(frames.includes('node-bench: FAILED something\n'), 'the message gets a clean line');
  assert.ok(frames.some((f) => f.startsWith('[████████████████████] 4/4 100% 1 failed 4s ETA 0s')));
  assert.ok(output.text.endsWith('\nthe end\n'));
  for (const frame of frames) assert.ok(frame.replace(/\n.*$/s, '').length < 100, `fits the terminal: ${frame}`);
});

test('quiet prints nothing', async () => {
  const output = new CapturedOutput(false);
  await record(request({ filter: ['params'], quiet: true }), { progress: output });
  assert.equal(output.text, '');
});
