// scripts/house-figures.ts counts what issue 58's done-when names. Here it counts a small made-up house whose every
// figure is known by construction (rooms named as src/'s, so eslint.config.js's own FLOORS place them), as a
// function and as the script the lead runs.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { houseFigures, readFloors } from '../../scripts/house-figures.ts';
import { repoRoot } from '../helpers/paths.ts';

const HOUSE: Record<string, string> = {
  // floor 2; 4 exports: mean (1 importer), unused (none), Sample (3), Labelled (1); Pick 1
  'stats/mean.ts': `export function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
export const unused = 1;
export interface Sample {
  value: number;
  label: string;
}
export type Labelled = Pick<Sample, 'label'>;
`,
  // floor 2 importing floor 6: the one upward import; up has no importer
  'stats/up.ts': `import { runIt } from '../run/runner.ts';
export const up = runIt;
`,
  // floor 6; Partial 1; a conditional spread (? :, in an object); the namespace's cycle.a is an import of a
  'run/runner.ts': `import { mean, type Sample } from '../stats/mean.ts';
import * as cycle from './cycle-a.ts';
export function runIt(samples: Sample[], quiet: boolean): Partial<Sample> & { mean: number } {
  return { mean: mean(samples.map((s) => s.value)), ...(quiet ? {} : { label: 'loud' }) };
}
export const again = cycle.a;
`,
  // a and b import each other: one cycle of two files
  'run/cycle-a.ts': `import { b } from './cycle-b.ts';
export const a = (): unknown => b;
`,
  // Omit 1 (in an extends clause); Options has no importer
  'run/cycle-b.ts': `import { a } from './cycle-a.ts';
import type { Sample } from '../stats/mean.ts';
export const b = (): unknown => a;
export interface Options extends Omit<Sample, 'value'> {
  quiet: boolean;
}
`,
  // floor 8 importing floors 2 and 6: allowed; a ? : spread in an array, an && spread in an object
  'report/text.ts': `import type { Labelled, Sample } from '../stats/mean.ts';
import { runIt } from '../run/runner.ts';
export function text(samples: Sample[], extra?: string[]): object {
  const labelled: Labelled = { label: 'x' };
  const lines = [labelled.label, ...(extra ? extra : []), ...(extra ?? [])];
  return { lines, run: runIt(samples, true), ...(samples.length > 0 && { first: samples[0] }) };
}
`,
  // floor 11, a file for a room; Required 1; its default export has no importer
  'main.ts': `import { text } from './report/text.ts';
const required: Required<{ a?: number }> = { a: 1 };
export default () => text([], [String(required.a)]);
`,
  // a room FLOORS does not place
  'loose/loose.ts': `export const loose = 1;
`,
};

describe('scripts/house-figures.ts', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'house-figures-'));
    for (const [path, text] of Object.entries(HOUSE)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("reads eslint.config.js's FLOORS from its syntax", () => {
    const floors = readFloors(join(repoRoot, 'eslint.config.js'));
    assert.deepEqual(floors[0], ['errors.ts']);
    assert.ok(floors.findIndex((rooms) => rooms.includes('stats')) < floors.findIndex((r) => r.includes('run')));
    assert.deepEqual(floors.at(-1), ['jobs', 'index.ts']);
  });

  it('counts each figure of a house whose figures are known', () => {
    const figures = houseFigures(root, readFloors(join(repoRoot, 'eslint.config.js')));
    const lines = Object.values(HOUSE).reduce((sum, text) => sum + text.split('\n').length - 1, 0);
    assert.equal(figures.files, 8);
    assert.equal(figures.lines, lines);
    assert.deepEqual(figures.utilityTypes, { Pick: 1, Omit: 1, Partial: 1, Required: 1 });
    // `...(extra ?? [])` is not conditional
    assert.deepEqual(figures.conditionalSpreads, { ternary: 2, and: 1, inObjects: 2, inArrays: 1 });
    // mean, unused, Sample, Labelled, up, runIt, again, a, b, Options, text, default, loose
    assert.equal(figures.exports, 13);
    // mean, Labelled, b, text
    assert.equal(figures.exportsWithOneImporter, 4);
    // unused, up, again, Options, default, loose (runIt has 2 importers, a 2: one through the namespace)
    assert.equal(figures.exportsWithNoImporter, 6);
    assert.deepEqual(figures.upwardImports, ['stats/up.ts -> run/runner.ts']);
    assert.deepEqual(figures.unplacedRooms, ['loose']);
    assert.deepEqual(figures.cycles, [['run/cycle-a.ts', 'run/cycle-b.ts']]);
  });

  it('prints them as the lead runs it, one figure a line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'scripts', 'house-figures.ts'), root],
      { cwd: repoRoot },
    );
    const lines = stdout.split('\n');
    assert.ok(lines[0]!.endsWith(': 8 files, ' + String(houseFigures(root, [['stats']]).lines) + ' lines'), stdout);
    for (const expected of [
      'Pick/Omit/Partial/Required uses: 4 (Pick 1, Omit 1, Partial 1, Required 1)',
      'conditional spreads: 3 (? : 2, && 1; in objects 2, in arrays or arguments 1)',
      /^exports: 13; with exactly one importer: 4; with none in .*: 6$/,
      'upward imports (eslint.config.js FLOORS): 1',
      '  stats/up.ts -> run/runner.ts',
      'rooms FLOORS does not place: loose',
      'import cycles: 1',
      '  run/cycle-a.ts <-> run/cycle-b.ts',
    ]) {
      assert.ok(
        lines.some((line) => (typeof expected === 'string' ? line === expected : expected.test(line))),
        `${String(expected)} in\n${stdout}`,
      );
    }
  });
});
