// The suggester on real nodejs/node pull requests (test/fixtures/suggest/
// real-prs.json): what their authors benchmarked must be in the suggestion.
// Prints the hit rate and the suggestion sizes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { suggestGroups, type BenchmarkTree } from '../../src/suggest/suggest.ts';
import { readTreeFromDir } from '../../src/suggest/tree.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { testFixtures } from '../helpers/paths.ts';

interface RealPull {
  number: number;
  files: string[];
  benchmarked: string[];
  source: string;
}

const table = JSON.parse(readFileSync(path.join(testFixtures, 'suggest', 'real-prs.json'), 'utf8')) as {
  pulls: RealPull[];
};
const core = findNodeCore();
const skip = 'reason' in core ? core.reason : false;

describe('the suggester on real nodejs/node pull requests', { skip }, () => {
  let tree: BenchmarkTree;
  before(async () => {
    tree = await readTreeFromDir(path.join((core as { dir: string }).dir, 'benchmark'));
  });

  it('every entry cites where its facts come from', () => {
    for (const pull of table.pulls) assert.match(pull.source, /^https:\/\/github\.com\/nodejs\/node\/pull\/\d+: /);
  });

  for (const pull of table.pulls) {
    it(`#${pull.number}: the suggestion holds ${pull.benchmarked.join(', ')}`, () => {
      const suggestion = suggestGroups(pull.files, tree);
      const groups = suggestion.groups.map((g) => g.name);
      for (const wanted of pull.benchmarked) assert.ok(groups.includes(wanted), `#${pull.number}: ${groups}`);
    });
  }

  it('reports the hit rate and the suggestion sizes', (t) => {
    const sizes: number[] = [];
    let hits = 0;
    for (const pull of table.pulls) {
      const groups = suggestGroups(pull.files, tree).groups.map((g) => g.name);
      t.diagnostic(`#${pull.number}: ran ${pull.benchmarked.join(' ')}; suggested ${groups.join(' ')}`);
      sizes.push(groups.length);
      if (pull.benchmarked.every((g) => groups.includes(g))) hits++;
    }
    sizes.sort((a, b) => a - b);
    const median = sizes[Math.floor((sizes.length - 1) / 2)];
    t.diagnostic(`hit rate ${hits}/${table.pulls.length}; suggestion size median ${median}, worst ${sizes.at(-1)}`);
    assert.equal(hits, table.pulls.length);
  });
});
