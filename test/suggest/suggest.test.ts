// Groups from a change, on the real node core tree: its benchmark/ read as
// the base tree, real commits on a git copy of it, and node-bench suggest from
// the bundle (dist/cli.js) on those commits.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { describeEstimate, describePlannedTime, estimateRun } from '../../src/suggest/estimate.ts';
import { globToRegExp } from '../../src/suggest/glob.ts';
import { loadsOf } from '../../src/suggest/scan.ts';
import { parseUserRules, suggestGroups, type BenchmarkTree } from '../../src/suggest/suggest.ts';
import { readTreeFromDir, readTreeFromGit } from '../../src/suggest/tree.ts';
import { commitChange, findNodeCore, git, makeNodeCoreRepo } from '../helpers/node-core-repo.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

const run = promisify(execFile);
const core = findNodeCore();
const skip = 'reason' in core ? core.reason : false;
const core24 = findNodeCore('NODE_CORE_SOURCE_24');
const skip24 = 'reason' in core24 ? core24.reason : false;
const names = (tree: BenchmarkTree, files: string[]) => suggestGroups(files, tree).groups.map((g) => g.name);

describe('globs and loads', () => {
  it('matches ** across directories, * within one, {a,b}', () => {
    assert.ok(globToRegExp('deps/v8/**').test('deps/v8/src/api/api.cc'));
    assert.ok(globToRegExp('**/*.md').test('README.md'));
    assert.ok(globToRegExp('**/*.md').test('doc/api/url.md'));
    assert.ok(!globToRegExp('lib/*.js').test('lib/internal/url.js'));
    assert.ok(globToRegExp('{LICENSE,AUTHORS}').test('AUTHORS'));
    assert.ok(!globToRegExp('configure').test('configure.py'));
  });
  it('reads require, import and node: specifiers, never relative files', () => {
    const source =
      `const common = require('../common.js');\nconst { URL } = require('node:url');\n` +
      `const x = require("internal/url");\nimport fs from 'node:fs';\nawait import('buffer');`;
    assert.deepEqual(loadsOf(source), ['buffer', 'fs', 'internal/url', 'url']);
  });
  it('parses the workflow rules and names the line of a bad one', () => {
    assert.deepEqual(parseUserRules('# ours\nlib/internal/foo/**: url buffers\nvendor/**:\n', 'input suggest-rules'), [
      { glob: 'lib/internal/foo/**', groups: ['url', 'buffers'] },
      { glob: 'vendor/**', groups: [] },
    ]);
    assert.throws(
      () => parseUserRules('lib/x.js url', 'input suggest-rules'),
      /input suggest-rules line 1: write a rule/,
    );
    assert.throws(() => parseUserRules('lib/$(x): url', 'input suggest-rules'), /line 1: the glob/);
  });
});

describe('suggestGroups on node core v20 benchmark/', { skip }, () => {
  let tree: BenchmarkTree;
  before(async () => {
    tree = await readTreeFromDir(path.join((core as { dir: string }).dir, 'benchmark'));
  });

  it('maps node core paths to their categories', () => {
    assert.ok(names(tree, ['lib/buffer.js']).includes('buffers'));
    assert.deepEqual(names(tree, ['lib/internal/url.js']), ['url']);
    assert.deepEqual(names(tree, ['src/node_buffer.cc']), ['buffers']);
    assert.deepEqual(names(tree, ['lib/internal/streams/readable.js']), ['streams']);
    assert.deepEqual(names(tree, ['lib/_http_outgoing.js']), ['http']);
    assert.deepEqual(names(tree, ['lib/internal/modules/esm/resolve.js']), ['esm']);
    assert.deepEqual(names(tree, ['lib/internal/event_target.js']), ['events']);
    assert.deepEqual(names(tree, ['deps/ada/ada.cpp']), ['url']);
  });

  it('says why: the file and the reason', () => {
    const suggestion = suggestGroups(['lib/internal/url.js', 'test/parallel/test-url.js', 'doc/api/url.md'], tree);
    assert.equal(suggestion.decision, 'run');
    assert.deepEqual(suggestion.groups[0], {
      name: 'url',
      because: [{ file: 'lib/internal/url.js', why: 'measures `url`' }],
    });
    assert.deepEqual(
      suggestion.unmeasured.map((r) => [r.file, r.why]),
      [
        ['test/parallel/test-url.js', 'tests'],
        ['doc/api/url.md', 'documentation'],
      ],
    );
  });

  it('finds a category by what its benchmarks load: lib/util.js → mime, whose files load util', () => {
    const suggestion = suggestGroups(['lib/util.js'], tree);
    const mime = suggestion.groups.find((g) => g.name === 'mime');
    assert.ok(mime, JSON.stringify(suggestion.groups));
    assert.match(mime.because[0]!.why, /of its benchmarks load `util`/);
  });

  it('asks instead of running all of core for deps/v8/, configure.py, node.gyp, common.gypi', () => {
    for (const file of ['deps/v8/src/api/api.cc', 'configure.py', 'node.gyp', 'common.gypi']) {
      const suggestion = suggestGroups([file, 'lib/buffer.js'], tree);
      assert.equal(suggestion.decision, 'ask', file);
      assert.equal(suggestion.broad[0]!.file, file);
    }
  });

  it('tests, docs, tools and CI change nothing, and say so', () => {
    const suggestion = suggestGroups(
      ['test/parallel/test-buffer.js', 'doc/api/buffer.md', 'tools/lint.mjs', '.github/workflows/ci.yml'],
      tree,
    );
    assert.equal(suggestion.decision, 'nothing');
    assert.equal(suggestion.unmeasured.length, 4);
  });

  it('the workflow rules come first', () => {
    const rules = parseUserRules('lib/internal/url.js: querystring\ndeps/v8/**:', 'rules');
    const suggestion = suggestGroups(['lib/internal/url.js', 'deps/v8/src/x.cc'], tree, { rules });
    assert.deepEqual(
      suggestion.groups.map((g) => g.name),
      ['querystring'],
    );
    assert.equal(suggestion.decision, 'run');
  });

  it('finds a new benchmark without a rule, from what it loads', async () => {
    const dir = scratchDir('bench-tree-');
    cpSync(path.join((core as { dir: string }).dir, 'benchmark', 'timers'), path.join(dir, 'timers'), {
      recursive: true,
    });
    mkdirSync(path.join(dir, 'scheduler'));
    writeFileSync(
      path.join(dir, 'scheduler', 'queue.js'),
      "'use strict';\nconst common = require('../common.js');\nconst PriorityQueue = require('internal/priority_queue');\n",
    );
    const withNew = await readTreeFromDir(dir);
    assert.deepEqual(names(withNew, ['lib/internal/priority_queue.js']), ['scheduler', 'timers']);
  });
});

describe('suggestGroups on node core v24 benchmark/ (NODE_CORE_SOURCE_24)', { skip: skip24 }, () => {
  let tree: BenchmarkTree;
  before(async () => {
    tree = await readTreeFromDir(path.join((core24 as { dir: string }).dir, 'benchmark'));
  });

  it('the categories v20 lacks map from their lib/, src/ and deps/ files', () => {
    for (const category of ['console', 'fetch', 'internal', 'repl', 'source_map', 'sqlite', 'webstorage']) {
      assert.ok(tree.has(category), category);
    }
    assert.deepEqual(names(tree, ['lib/sqlite.js']), ['sqlite']);
    assert.deepEqual(names(tree, ['src/node_sqlite.cc']), ['sqlite']);
    assert.deepEqual(names(tree, ['deps/sqlite/sqlite3.c']), ['sqlite', 'webstorage']);
    assert.deepEqual(names(tree, ['lib/internal/webstorage.js']), ['webstorage']);
    assert.deepEqual(names(tree, ['src/node_webstorage.cc']), ['webstorage']);
    assert.deepEqual(names(tree, ['deps/undici/undici.js']), ['fetch', 'websocket']);
    assert.deepEqual(names(tree, ['lib/internal/source_map/source_map_cache.js']), ['source_map']);
    assert.deepEqual(names(tree, ['lib/internal/console/constructor.js']), ['console']);
    assert.deepEqual(names(tree, ['lib/internal/repl/completion.js']), ['repl']);
    assert.deepEqual(names(tree, ['src/internal_only_v8.cc']), ['internal']);
    // categories v20 has too, from files it had not or read otherwise
    assert.deepEqual(names(tree, ['lib/internal/modules/typescript.js']), ['ts']);
    assert.deepEqual(names(tree, ['lib/internal/process/permission.js']), ['permission']);
    assert.deepEqual(names(tree, ['lib/test/reporters.js']), ['test_runner']);
    assert.ok(names(tree, ['lib/internal/test_runner/mock/mock.js']).includes('test_runner'));
    // the harness of the v24 tree is no benchmark
    assert.equal(suggestGroups(['benchmark/calibrate-n.js'], tree).decision, 'nothing');
  });

  it('every category but napi is chosen by some file of the tree (fetch: by deps/undici/, which Debian strips)', () => {
    const dir = (core24 as { dir: string }).dir;
    const files = ['lib', 'src']
      .flatMap((top) =>
        readdirSync(path.join(dir, top), { recursive: true, encoding: 'utf8' }).map((f) => `${top}/${f}`),
      )
      .filter((file) => /\.(js|mjs|cc|h)$/.test(file));
    const reached = new Set(suggestGroups([...files, 'deps/undici/undici.js'], tree).groups.map((g) => g.name));
    // napi's benchmarks are addons node-gyp builds: no lib/ or src/ file is theirs alone
    assert.deepEqual(
      [...tree.keys()].filter((category) => !reached.has(category)),
      ['napi'],
    );
  });

  it('node-bench suggest on a commit of the v24 tree: node:sqlite and Web Storage', async () => {
    const repo = makeNodeCoreRepo((core24 as { dir: string }).dir);
    commitChange(repo, 'sqlite-change', ['lib/sqlite.js', 'lib/internal/webstorage.js', 'doc/api/buffer.md']);
    const result = await runNodeBench(['suggest', '--repo', repo, 'main..sqlite-change', '--format', 'json'], {
      env: { HOME: scratchDir('home-') },
    });
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(json.groups, ['sqlite', 'webstorage']);
    assert.deepEqual(json.files.webstorage, [{ file: 'lib/internal/webstorage.js', why: 'measures `webstorage`' }]);
  });
});

describe('the bundled suite gets the same treatment', () => {
  it('maps node core paths onto its groups', async () => {
    const bundled = await readTreeFromDir(path.join(repoRoot, 'benchmarks'));
    assert.ok(names(bundled, ['lib/buffer.js']).includes('buffers'));
    assert.deepEqual(names(bundled, ['lib/internal/url.js']), ['url']);
    assert.deepEqual(names(bundled, ['lib/internal/streams/readable.js']), ['streams']);
  });
});

describe('the estimate', () => {
  it('sums the history of the chosen files × 2 binaries × runs', () => {
    const timings = {
      schemaVersion: 1 as const,
      configurations: { 'url/a.js n=1': [1000, 3] as [number, number], 'url/a.js n=2': [500, 3] as [number, number] },
    };
    const estimate = estimateRun({ files: ['url/a.js'], timings, runs: 'auto', maxRuns: 30 });
    assert.deepEqual(estimate.ms, { min: 1500 * 2 * 4, max: 1500 * 2 * 30 });
    assert.match(
      describeEstimate(estimate),
      /^Expected time: about 12 s at 4 runs, at most 2 min at 30 \(2 configurations/,
    );
  });
  it('counts a file without history as at least one configuration at 2 s, and says the time is a least', () => {
    const timings = {
      schemaVersion: 1 as const,
      configurations: { 'url/a.js n=1': [1000, 3] as [number, number], 'url/a.js n=2': [500, 3] as [number, number] },
    };
    const estimate = estimateRun({ files: ['url/a.js', 'url/b.js', 'url/c.js'], timings, runs: 'auto', maxRuns: 30 });
    // a.js: 1.5 s a run per side; b.js and c.js: at least one 2 s configuration each
    assert.deepEqual(estimate.ms, { min: (1500 + 2 * 2000) * 2 * 4, max: (1500 + 2 * 2000) * 2 * 30 });
    assert.match(
      describeEstimate(estimate),
      /^Expected time: at least 44 s at 4 runs, 6 min at 30 \(2 configurations × 2 binaries from timing history; 2 of the 3 files have no history: counted as one configuration at 2 s a process each\)\./,
    );
  });
  it('without history, says so and gives the least time from files and runs', () => {
    const estimate = estimateRun({ files: ['url/a.js', 'url/b.js'], timings: null, runs: 10, maxTimeMs: 3_600_000 });
    assert.equal(estimate.ms, null);
    assert.match(
      describeEstimate(estimate),
      /^No timing history .* 2 benchmark files, each one configuration or more, × 2 binaries × 10 runs take at least 80 s .* max-time \(60 min\)/,
    );
  });
});

describe('the planned time a run logs before measuring', () => {
  const planned = [
    { filename: 'url/a.js', configuration: 'n=1' },
    { filename: 'url/a.js', configuration: 'n=2' },
  ];
  it('sums the runner history of the planned configurations; the rest from their file', () => {
    const timings = { schemaVersion: 1 as const, configurations: { 'url/a.js n=1': [3000, 2] as [number, number] } };
    assert.equal(
      describePlannedTime(planned, timings, { min: 4, max: 30 }, '/cache/timings.json'),
      'expected time: about 48 s at 4 runs, at most 6 min at 30 (2 configurations × 2 binaries; 1 of them timed before, the rest estimated, from /cache/timings.json)',
    );
  });
  it('says when there is no history', () => {
    assert.match(
      describePlannedTime(planned, null, { min: 10, max: 10 }, '/cache/timings.json'),
      /^expected time: no timing history in \/cache\/timings\.json yet; 2 configurations × 2 binaries at 2 s a process: about 80 s at 10 runs$/,
    );
  });
});

describe('node-bench suggest (dist/cli.js) on real commits of node core', { skip }, () => {
  let repo: string;
  before(() => {
    repo = makeNodeCoreRepo((core as { dir: string }).dir);
  });
  const suggest = (...args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'dist', 'cli.js'), 'suggest', '--repo', repo, ...args], {
      env: { PATH: process.env.PATH, HOME: scratchDir('home-') },
    });

  it('a change to lib/buffer.js: buffers, with the file that chose it', async () => {
    commitChange(repo, 'buffer-change', ['lib/buffer.js', 'doc/api/buffer.md']);
    const { stdout } = await suggest('main..buffer-change', '--format', 'json');
    const json = JSON.parse(stdout);
    assert.ok(json.groups.includes('buffers'), stdout);
    assert.deepEqual(json.files.buffers, [{ file: 'lib/buffer.js', why: 'measures `buffer`' }]);
    assert.equal(json.estimate.ms, null);
    assert.match(json.estimate.text, /^No timing history/);
  });

  it('a change to lib/internal/url.js on HEAD, no range: url from the merge base with main', async () => {
    commitChange(repo, 'url-change', ['lib/internal/url.js']);
    const { stdout } = await suggest();
    assert.match(stdout, /^groups: url\n {2}url <- lib\/internal\/url\.js \(measures `url`\)/);
    assert.match(stdout, /run: node-bench compare url/);
  });

  it('a change to deps/v8/: no groups, it asks', async () => {
    commitChange(repo, 'v8-change', ['deps/v8/include/v8-version.h']);
    const { stdout } = await suggest('main..v8-change', '--format', 'json');
    const json = JSON.parse(stdout);
    assert.equal(json.decision, 'ask');
    assert.deepEqual(json.groups, []);
    assert.equal(json.broad[0].file, 'deps/v8/include/v8-version.h');
  });

  it('reads the base tree, not the head: a benchmark the change adds is not a category yet', async () => {
    git(repo, 'checkout', '--quiet', 'main');
    const tree = await readTreeFromGit(repo, 'main');
    assert.ok(tree.has('url') && tree.has('buffers'));
    assert.ok(tree.get('url')!.some((f) => f.loads.includes('url')));
  });

  it('takes your own rules with --rules, and refuses a checkout without benchmark/', async () => {
    commitChange(repo, 'tools-change', ['lib/internal/url.js']);
    const rules = path.join(scratchDir('rules-'), 'rules.txt');
    writeFileSync(rules, '# ours\nlib/internal/url.js: querystring\n');
    const { stdout } = await suggest('main..tools-change', '--rules', rules, '--format', 'json');
    assert.deepEqual(JSON.parse(stdout).groups, ['querystring']);
    const empty = scratchDir('not-node-');
    git(empty, 'init', '--quiet', '--initial-branch=main');
    writeFileSync(path.join(empty, 'a.txt'), 'a');
    git(empty, 'add', '-A');
    git(empty, 'commit', '--quiet', '-m', 'a');
    await assert.rejects(
      run(process.execPath, [path.join(repoRoot, 'dist', 'cli.js'), 'suggest', '--repo', empty, 'main..main']),
      (error: { stderr: string; code: number }) =>
        error.code === 1 && /has no benchmark\/ directory: is .* a Node\.js checkout\?/.test(error.stderr),
    );
  });

  it('uses the timing history for the estimate', async () => {
    commitChange(repo, 'url-again', ['lib/internal/url.js']);
    const timings = path.join(scratchDir('timings-'), 'timings.json');
    writeFileSync(
      timings,
      JSON.stringify({ schemaVersion: 1, configurations: { 'url/url-format.js type=slashes e=1': [2000, 5] } }),
    );
    const { stdout } = await suggest('main..url-again', '--timings', timings, '--runs', '10');
    assert.match(
      stdout,
      /Expected time: at least \d+ (s|min) at 10 runs \(1 configurations × 2 binaries from .*timings\.json; \d+ of the \d+ files have no history: counted as one configuration at 2 s a process each\)/,
    );
  });
});
