// Bad inputs a new user types, across compare, analyze, suggest and build: each gets one clear line on
// stderr naming what was wrong and where, exit 1, never a stack trace, never silence. In-process (the
// command table's one error boundary), so the table stays cheap; suggest's rows run git on a small repo.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { runCli } from '../../src/commands/index.ts';
import { checkRepository } from '../../src/binaries/git.ts';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const dir = scratchDir('node-bench-bad-inputs-');

/** A git repository with a benchmark/ tree, main one commit ahead of base. */
function nodeLikeRepo(): string {
  const repo = join(dir, 'node');
  mkdirSync(join(repo, 'benchmark', 'buffers'), { recursive: true });
  writeFileSync(join(repo, 'benchmark', 'buffers', 'concat.js'), "require('buffer');\n");
  mkdirSync(join(repo, 'lib'));
  writeFileSync(join(repo, 'lib', 'buffer.js'), '// buffer\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  git('branch', 'base');
  writeFileSync(join(repo, 'lib', 'buffer.js'), '// buffer, changed\n');
  git('commit', '-q', '-am', 'change');
  return repo;
}
const repo = nodeLikeRepo();
const garbage = join(dir, 'garbage.csv');
writeFileSync(garbage, 'this is not, a compare.js CSV\n1,2\n');
const file = join(dir, 'a-file');
writeFileSync(file, 'x');

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const stream = (append: (text: string) => void) => {
    const s = new PassThrough();
    s.setEncoding('utf8').on('data', (chunk: string) => append(chunk));
    return s;
  };
  const stdin = Object.assign(new PassThrough(), { isTTY: true });
  const code = await runCli(argv, {
    stdout: stream((t) => (stdout += t)),
    stderr: stream((t) => (stderr += t)),
    stdin,
    // the releases this machine has (a row that got past its edge would find them, not download)
    env: { HOME: process.env.HOME, PATH: process.env.PATH },
    cwd: dir,
    system: { platform: 'linux', arch: 'x64' },
  });
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout, stderr };
}

const C = ['compare', '--old', '20.0.0', '--new', '24.11.0'];
const S = ['suggest', '--repo', repo];

/** [what a user typed, what the one line must say] */
const BAD: readonly (readonly [readonly string[], RegExp])[] = [
  // negative numbers: the option's own rule, not parseArgs's "argument is ambiguous"
  [[...C, '--runs', '-3', 'buffers'], /^--runs must be auto or an integer of at least 1; got "-3"$/],
  [[...C, '--timeout', '-1', 'buffers'], /^--timeout .*; got "-1"$/],
  [[...C, '--delta', '-5', 'buffers'], /^--delta .*; got "-5"$/],
  [[...C, '--max-time', '-10m', 'buffers'], /^--max-time .*; got "-10m"$/],
  [[...C, '--seed', '-1', 'buffers'], /^--seed .*; got "-1"$/],
  [[...C, '--min-free-gb', '-1', 'buffers'], /^--min-free-gb .*; got "-1"$/],
  [[...C, '--child-time', '-300ms', 'buffers'], /^--child-time .*; got "-300ms"$/],
  // --max-runs where it would cap nothing
  [[...C, '--runs', '5', '--max-runs', '10', 'buffers'], /^--max-runs is the cap of --runs auto, and --runs 5 runs/],
  [[...C, '--as-compare-js', '--max-runs', '10', 'buffers'], /--max-runs/],
  // values out of their grammar
  [[...C, '--runs', '0', 'buffers'], /^--runs must be auto or an integer of at least 1; got "0"$/],
  [[...C, '--runs', 'lots', 'buffers'], /^--runs .*; got "lots"$/],
  [[...C, '--runs', '1.5', 'buffers'], /^--runs .*; got "1\.5"$/],
  [[...C, '--runs=', 'buffers'], /^--runs /],
  [[...C, '--max-runs', '2', 'buffers'], /^--max-runs must be 3 or more with --runs auto; got 2$/],
  [[...C, '--timeout', '5x', 'buffers'], /^--timeout .*; got "5x"$/],
  [[...C, '--max-time', '0', 'buffers'], /^--max-time /],
  [[...C, '--delta', '500', 'buffers'], /^--delta .*; got "500"$/],
  [[...C, '--format', 'yaml', 'buffers'], /^--format .*; got "yaml"$/],
  [[...C, '--correction', 'bonferroni', 'buffers'], /^--correction .*; got "bonferroni"$/],
  [[...C, '--shard', '3/2', 'buffers'], /^--shard /],
  [[...C, '--shard', 'half', 'buffers'], /^--shard /],
  [[...C, '--seed', 'abc', 'buffers'], /^--seed .*; got "abc"$/],
  [[...C, '--cpuset', 'a-b', 'buffers'], /^--cpuset /],
  [[...C, '--lanes', '0', 'buffers'], /^--lanes /],
  [[...C, '--set', 'noequals', 'buffers'], /^--set /],
  [[...C, '--set', '1x=2', 'buffers'], /^--set /],
  [[...C, '--filter', '', 'buffers'], /^--filter is empty: it would match every benchmark file; got ""$/],
  [[...C, '--exclude', '', 'buffers'], /^--exclude is empty/],
  [[...C, '--binary-source', 'ftp', 'buffers'], /^--binary-source .*; got "ftp"$/],
  [[...C, '--sandbox', 'docker', 'buffers'], /^--sandbox .*; got "docker"$/],
  [[...C, '--build-timeout', 'soon', 'buffers'], /^--build-timeout .*; got "soon"$/],
  [[...C, '--pass-env', 'MY-TOKEN!', 'buffers'], /^--pass-env: "MY-TOKEN!" is not an environment variable name$/],
  [[...C, '--engine', 'v8', 'buffers'], /^--engine .*; got "v8"$/],
  // how options fit together, and what is missing
  [['compare', '--old', '20.0.0', 'buffers'], /^compare needs both --old and --new/],
  [[...C], /^name at least one benchmark group/],
  [['compare', '--old', 'ref:main', '--new', '24.11.0', 'buffers'], /^--old ref:main: a git ref needs --repo/],
  [[...C, '--suite', 'core', 'buffers'], /^--suite core needs --repo/],
  [[...C, '--suite', 'core', '--repo', repo, 'buffers'], /is not a Node\.js checkout: .*compare\.js does not exist$/],
  [[...C, '--engine', 'compare.js', 'buffers'], /^--engine chooses how the core suite runs; it needs --suite core$/],
  [[...C, '--timings', 'x.json', 'buffers'], /^--timings .* it needs --shard i\/n or --max-time$/],
  [[...C, '--as-compare-js', '--runs', 'auto', 'buffers'], /--runs auto/],
  [[...C, '--out', join(dir, 'no', 'such', 'x.csv'), 'buffers'], /^--out /],
  [[...C, '--analyze', 'buffers'], /^--analyze is compare\.js's own table/],
  [[...C, '--runz', '5', 'buffers'], /^unknown option --runz \(did you mean --runs\?\)/],
  [['compare', '--old', '20.0.0', '--new', join(dir, 'no-such-node'), 'buffers'], /--new/],
  // analyze
  [['analyze', '--format', 'yaml', garbage], /^--format .*; got "yaml"$/],
  [['analyze', '--correction', 'x', garbage], /^--correction .*; got "x"$/],
  [['analyze', join(dir, 'missing.csv')], /missing\.csv/],
  [['analyze', garbage], /garbage\.csv/],
  [['analyze'], /^analyze needs CSV files or CSV on standard input/],
  // suggest
  [[...S, 'main..nope'], /^the range's head "nope" is no branch, tag or commit of /],
  [[...S, 'nope..main'], /^the range's base "nope" is no branch, tag or commit of /],
  [[...S, 'main..'], /^the range must be <base>\.\.<head>; got "main\.\."$/],
  [[...S, 'base..main', 'x..y'], /^suggest takes one range/],
  [['suggest', '--repo', join(dir, 'nowhere')], /no git repository at .*nowhere: no such folder/],
  [['suggest', '--repo', file], /no git repository at .*a-file: it is a file, not a folder/],
  [[...S, '--runs', '-3'], /^--runs .*; got "-3"$/],
  [[...S, '--runs', '10', '--max-runs', '5'], /^--max-runs is the cap of --runs auto, and --runs 10 runs/],
  [[...S, '--format', 'yaml'], /^--format .*; got "yaml"$/],
  [[...S, '--rules', join(dir, 'no-rules')], /^--rules .*no-rules: cannot read .*: no such file$/],
  // build
  [['build', '--ref', 'main'], /^build needs --repo/],
  [['build', '--repo', repo], /^build needs at least one --ref/],
  [['build', '--repo', repo, '--ref', 'main', '--min-free-gb', '-1'], /^--min-free-gb .*; got "-1"$/],
  [['build', '--repo', join(dir, 'nowhere'), '--ref', 'main'], /no git repository at .*nowhere/],
  [['build', '--repo', repo, '--ref', '--help'], /--ref/],
  // the command itself
  [['frobnicate'], /^node-bench: unknown command "frobnicate"/],
  [['--old', '20', '--new', '24'], /^node-bench: unknown command "--old" \(the command comes first/],
];

describe('bad inputs: one clear line each, exit 1, no stack trace', () => {
  it(`covers ${BAD.length} of them`, () => assert.ok(BAD.length >= 50));
  for (const [argv, expected] of BAD) {
    // a row that got past its edge would measure for minutes: fail it instead
    it(argv.join(' ').replaceAll(dir, '<dir>'), { timeout: 120_000 }, async () => {
      const { code, stdout, stderr } = await cli([...argv]);
      assert.equal(code, 1, stderr);
      assert.equal(stdout, '', 'nothing on stdout');
      assert.doesNotMatch(stderr, /\n\s+at \S+ \(|Error: |Command failed/, 'no stack, no raw error');
      // the error line: the command's (`node-bench compare: …`), after any line the run printed before it
      const line = stderr.split('\n').find((l) => l.startsWith('node-bench')) ?? '';
      assert.match(line.replace(/^node-bench \w+: /, ''), expected, stderr);
    });
  }
});

describe('suggest: an empty range says so', () => {
  it('main..main: no file changed, nothing to benchmark', async () => {
    const { code, stdout, stderr } = await cli([...S, 'main..main']);
    assert.equal(code, 0, stderr);
    assert.match(
      stderr,
      /^node-bench suggest: no file changed from main to main \([0-9a-f]{12}\): nothing to benchmark$/m,
    );
    assert.match(stdout, /^groups: none/);
  });
});

describe('a checkout of mixed ownership', () => {
  it('names the folder another user owns, not the one we own', async () => {
    const mixed = join(dir, 'mixed');
    mkdirSync(mixed);
    execFileSync('git', ['-C', mixed, 'init', '-q']);
    if (process.getuid?.() !== 0) return; // only root can give the folder away
    chownSync(mixed, 65534, 65534); // the folder another user's, its .git still ours
    await assert.rejects(checkRepository(mixed, processRunner({ PATH: process.env.PATH })), (error: Error) => {
      assert.match(error.message, new RegExp(`^${mixed} belongs to uid 65534\\b.*but node-bench runs as uid 0\\b`));
      return true;
    });
  });
});

describe('--format json --out - --quiet', () => {
  it('the CSV on stdout, and the JSON table asked for on stderr (it was dropped)', async () => {
    const argv = ['compare', '--old', await getReleaseBinary('18.16.0'), '--new', await getReleaseBinary('20.0.0')];
    const options = ['--runs', '1', '--child-time', 'off', '--set', 'len=0', '--set', 'n=1000', '--sandbox', 'none'];
    const { code, stdout, stderr } = await cli([
      ...argv,
      ...options,
      '--format',
      'json',
      '--out',
      '-',
      '--quiet',
      '--filter',
      'tojson',
      'buffers',
    ]);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /^"binary","filename","configuration","rate","time"\n"(old|new)",/);
    const table = JSON.parse(stderr.slice(0, stderr.lastIndexOf('\n', stderr.length - 2))) as {
      comparisons: unknown[];
    };
    assert.equal(table.comparisons.length, 1, stderr);
  });
});
