// The seed's 16 -> 18 -> 20 claims with node-bench releases: the command covers every claimed file, and the claims
// table puts the seed's figure next to the chain step's row, judged as scripts/reproduce.ts judges.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chainClaims, chainCommand, claimsTable } from '../../scripts/release-chain-claims.ts';
import { DATA_DIR } from '../../scripts/reproduce.ts';
import { readChainStep, stepDirsOf } from '../../src/commands/releases-site.ts';
import type { ChainRow, ChainStep } from '../../src/site/releases.ts';

const row = (change: number, stars: string): ChainRow => ({
  change,
  stars,
  outcome: stars === '' ? 'unresolved' : change < 0 ? 'regression' : 'improvement',
  logRatio: Math.log1p(change / 100),
  variance: 0.0001,
});

describe('release chain claims', () => {
  it('the command runs the seed’s chain over every file its 16-18 and 18-20 claims name', () => {
    const argv = chainCommand({ runs: '30', results: 'r', out: 's' });
    assert.deepEqual(argv.slice(0, 5), ['node-bench', 'releases', '16.20.0', '18.16.0', '20.0.0']);
    const claims = chainClaims();
    assert.ok(claims.length >= 20, `${claims.length} claims`);
    assert.ok(claims.every((c) => c.seed === '000' && c.direction !== '16-20' && c.contrast === undefined));
    const filters = argv.flatMap((arg, i) => (arg === '--filter' ? [argv[i + 1]!] : []));
    for (const claim of claims) assert.ok(filters.includes(claim.file), claim.file);
    const groups = argv[argv.indexOf('--groups') + 1]!.split(',');
    for (const file of filters) assert.ok(groups.includes(file.split('/')[0]!), file);
  });

  it('puts the seed’s figure next to the step’s row and judges it; a missing step is no data', () => {
    const step: ChainStep = {
      old: '16.20.0',
      new: '18.16.0',
      rows: new Map([
        ['buffers/tojson.js n=10000 len=256', row(-80, '***')],
        ['buffers/tojson.js n=10000 len=4096', row(+5, '')],
      ]),
      failed: null,
      partial: false,
      about: '30 runs',
      source: '/r',
    };
    const table = claimsTable([step]).split('\n');
    const tojson = table.filter((line) => line.startsWith('| tojson-16-18 |'));
    assert.equal(tojson.length, 2);
    assert.match(tojson[0]!, /`buffers\/tojson\.js n=10000 len=256` \| -81\.12 % \| -80\.00 % \*\*\* \| agree \|/);
    assert.match(tojson[1]!, /len=4096` \| -88\.39 % \| \+5\.00 % \| disagree: the opposite direction/);
    // the 18 -> 20 claims: no such step in this chain
    assert.ok(
      table.some((line) =>
        /^\| [\w-]+-18-20 \| 18\.16\.0 → 20\.0\.0 .*no data \(no step 18\.16\.0 → 20\.0\.0\)/.test(line),
      ),
    );
  });

  it('the recorded chain (docs/reproduction-data/release-chain) reproduces the seed’s headline changes', async () => {
    const found = await stepDirsOf(path.join(DATA_DIR, 'release-chain'));
    const steps = await Promise.all(found.map((s) => readChainStep(s.dir, s.old, s.new)));
    const measured = claimsTable(steps)
      .split('\n')
      .slice(2)
      .filter((line) => !line.includes('| no data'));
    const verdicts = measured.map((line) => line.split(' | ').at(-1)!.split(':')[0]!.replace(/ \|$/, '').trim());
    const count = (v: string) => verdicts.filter((x) => x === v).length;
    // as docs/releases.md says: 34 claimed rows of six files, 29 agree, 4 partly, 1 disagrees (unstarred)
    assert.deepEqual([measured.length, count('agree'), count('partly'), count('disagree')], [34, 29, 4, 1]);
    for (const headline of ['tojson-16-18', 'tojson-18-20', 'crypto-verify-16-18', 'url-16-18', 'pipe-16-18'])
      assert.ok(
        measured.some((line) => line.startsWith(`| ${headline} |`) && line.endsWith('| agree |')),
        `${headline} agrees`,
      );
  });
});
