import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  CLAIMS,
  CLAIMS_PATH,
  checkListings,
  checkPlan,
  combineVerdicts,
  evaluateClaim,
  judge,
  magnitudeBand,
  parseConfiguration,
  renderDoc,
  selectUnits,
  type Claim,
} from '../../scripts/reproduce.ts';
import { parseClaims } from '../../scripts/reproduce/claims.ts';
import type { Sample } from '../../src/stats/csv.ts';

const change = (lo: number, hi = lo) => ({ kind: 'change' as const, lo, hi });

describe('reproduce: verdicts', () => {
  it('agrees with the right direction, a star and a size within the log-scale factor of two', () => {
    assert.equal(judge(change(-81.12), -75, '***', '6 runs').verdict, 'agree');
    assert.equal(judge(change(27.27), 20, '**', '6 runs').verdict, 'agree');
    assert.equal(judge({ kind: 'up' }, 3, '*', '6 runs').verdict, 'agree');
  });

  it('is partly right without a star or with a size far off, and disagrees on the direction', () => {
    assert.equal(judge(change(27.27), 20, '', '6 runs').verdict, 'partly');
    assert.match(judge(change(482.81), 15, '***', '6 runs').reason, /smaller: ×1\.15 against the seed's ×5\.83/);
    assert.match(judge(change(3.25), 40, '***', '6 runs').reason, /larger/);
    assert.equal(judge(change(-27.3), 5, '***', '6 runs').verdict, 'disagree');
    assert.equal(judge({ kind: 'down' }, 1, '', '6 runs').verdict, 'disagree');
    assert.equal(judge(change(10), NaN, '', '6 runs').verdict, 'no data');
  });

  it('judges "about the same" claims by significance and size', () => {
    const same = { kind: 'same' as const, within: 10 };
    assert.equal(judge(same, 40, '', '6 runs').verdict, 'agree');
    assert.equal(judge(same, -8, '***', '6 runs').verdict, 'agree');
    assert.equal(judge(same, -25, '***', '6 runs').verdict, 'partly');
    assert.equal(judge(same, 60, '***', '6 runs').verdict, 'disagree');
  });

  it('bands the speed ratio between the square root and the square of the seed range', () => {
    const [low, high] = magnitudeBand(change(27.27));
    assert.ok(Math.abs(low - Math.sqrt(1.2727)) < 1e-9 && Math.abs(high - 1.2727 ** 2) < 1e-9);
    const [lowNeg, highNeg] = magnitudeBand(change(-88.39, -81.12));
    assert.ok(Math.abs(lowNeg - 0.1161 ** 2) < 1e-9 && Math.abs(highNeg - Math.sqrt(0.1888)) < 1e-9);
  });

  it('combines rows: all agree, or none agrees and most disagree; else partly', () => {
    assert.equal(combineVerdicts(['agree', 'agree']), 'agree');
    assert.equal(combineVerdicts(['disagree', 'disagree']), 'disagree');
    assert.equal(combineVerdicts(['disagree', 'disagree', 'partly']), 'disagree');
    assert.equal(combineVerdicts(['disagree', 'partly']), 'partly');
    assert.equal(combineVerdicts(['agree', 'disagree', 'disagree']), 'partly');
    assert.equal(combineVerdicts(['agree', 'disagree']), 'partly');
    assert.equal(combineVerdicts(['agree', 'no data']), 'partly');
    assert.equal(combineVerdicts(['no data']), 'no data');
  });
});

describe('reproduce: matching rows to claims', () => {
  it('parses CSV configurations', () => {
    assert.deepEqual(parseConfiguration("kind='duplex' n=3000000 withBase='false'"), {
      kind: 'duplex',
      n: '3000000',
      withBase: 'false',
    });
  });

  const samples = (filename: string, rates: Record<string, { old: number[]; new: number[] }>): Sample[] =>
    Object.entries(rates).flatMap(([configuration, byBinary]) =>
      (['old', 'new'] as const).flatMap((binary) =>
        byBinary[binary].map((rate) => ({ binary, filename, configuration, rate, time: 1 })),
      ),
    );

  it('compares old with new per configuration', () => {
    const claim: Claim = {
      id: 'x',
      seed: '000',
      text: 'x',
      source: 'x',
      direction: '16-18',
      file: 'buffers/tojson.js',
      rows: [{ where: { len: 256 }, figure: change(-81.12) }],
    };
    const data = samples('buffers/tojson.js', {
      'n=10000 len=256': { old: [100, 101, 99, 100], new: [20, 21, 19, 20] },
      'n=10000 len=4096': { old: [10, 11, 9, 10], new: [10, 11, 9, 10] },
    });
    const result = evaluateClaim(claim, { samples: data, runs: 4 });
    assert.equal(result.rows.length, 1);
    assert.equal(result.rows[0]!.comparison!.improvement, -80);
    assert.equal(result.verdict, 'agree');
  });

  it('contrasts two configurations on each binary named', () => {
    const claim: Claim = {
      id: 'y',
      seed: '002',
      text: 'y',
      source: 'y',
      direction: '18-20',
      file: 'async/styles.js',
      contrast: { on: ['old', 'new'] },
      rows: [{ where: { style: 'async' }, vs: { style: 'callback' }, figure: change(-46, -41) }],
    };
    const data = samples('async/styles.js', {
      "style='callback' n=100000": { old: [100, 102, 98], new: [100, 102, 98] },
      "style='async' n=100000": { old: [55, 56, 54], new: [150, 152, 148] },
    });
    const result = evaluateClaim(claim, { samples: data, runs: 3 });
    assert.deepEqual(
      result.rows.map((r) => [r.version, r.comparison!.improvement, r.judgement.verdict]),
      [
        ['18.16.0', -45, 'agree'],
        ['20.0.0', 50, 'disagree'],
      ],
    );
    assert.equal(result.verdict, 'partly');
  });

  it('reports missing data instead of guessing', () => {
    const result = evaluateClaim(CLAIMS[0]!, undefined);
    assert.equal(result.verdict, 'no data');
    const doc = renderDoc({ results: [result], manifest: { command: '', generatedAt: '', lastRunMs: 0, units: {} } });
    assert.match(doc, /not measured/);
  });
});

describe('reproduce: the plan', () => {
  it('has consistent claims and units', () => {
    assert.deepEqual(checkPlan(), []);
    assert.throws(() => selectUnits(['no-such-claim']), /no such claim/);
    assert.equal(selectUnits(['tojson-16-18']).length, 1);
  });

  it('picks exactly one listed configuration of the bundled suite for every row', () => {
    assert.deepEqual(checkListings(), []);
  });
});

describe('reproduce: the claims file', () => {
  const text = readFileSync(CLAIMS_PATH, 'utf8');

  it('is valid, and every claim has a unit that measures it', () => {
    const data = parseClaims(text, CLAIMS_PATH);
    assert.equal(data.claims.length, CLAIMS.length);
    assert.deepEqual(checkPlan(), []);
  });

  it('names the file, the path inside it and what is wrong', () => {
    const bad = text.replace(/figure:\n(\s+)kind: change/, 'figure:\n$1kind: faster');
    assert.throws(
      () => parseClaims(bad, 'claims.yaml'),
      /^Error: claims\.yaml: claims\[0\]\.rows\[0\]\.figure\.kind: /,
    );
    const unknownDirection = text.replace(/direction: 16-18/, 'direction: 16-22');
    assert.throws(
      () => parseClaims(unknownDirection, 'claims.yaml'),
      /claims\.yaml: units\[0\]\.direction: unknown direction "16-22"/,
    );
    assert.throws(() => parseClaims('claims: [', 'claims.yaml'), /claims\.yaml: not valid YAML/);
    const extra = text.replace(/^defaultRuns: 6$/m, 'defaultRuns: 6\nrunz: 3');
    assert.throws(() => parseClaims(extra, 'claims.yaml'), /claims\.yaml: \(top\): Unrecognized key/);
  });
});
