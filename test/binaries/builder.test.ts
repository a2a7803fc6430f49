// buildRef and resolvePrRefs against real git repositories in temp dirs,
// with real builds (configure + make producing a wrapper around a real node).
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';

import { hostname } from 'node:os';

import { BuildCache, cacheKey } from '../../src/binaries/build-cache.ts';
import { ccacheDelta, findExecutable, readCcacheCounters, withCcache } from '../../src/binaries/builder-ccache.ts';
import { BuildError, BuildFailedError } from '../../src/binaries/builder-errors.ts';
import {
  buildRef,
  DEFAULT_BINARY_PATH,
  DEFAULT_BUILD_COMMAND,
  type BuildRefDeps,
  type BuildRefOptions,
  type BuildRefResult,
} from '../../src/binaries/builder.ts';
import { BinaryError } from '../../src/binaries/errors.ts';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { listWorktrees, resolvePrRefs } from '../../src/binaries/git.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo, gitIn, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { repoRoot } from '../helpers/paths.ts';

const execFileAsync = promisify(execFile);
const git = processRunner(process.env);
const sandbox = await chooseSandbox({
  mode: 'bwrap',
  untrustedCode: true,
  hide: [],
  env: process.env,
  uid: process.getuid!(),
  platform: 'linux-x64',
  log: () => {},
});

/** Environment for running built binaries: nothing from the test runner. */
function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_TEST_CONTEXT;
  delete env.NODE_OPTIONS;
  return env;
}

function collector(): { log: (message: string) => void; lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (message) => lines.push(message) };
}

/** Build options as a test wants them: `env` is the host environment, and each of its extra variables is passed to the build. */
type TestBuildOptions = Partial<BuildRefOptions> & { env?: NodeJS.ProcessEnv };

/**
 * The real sandbox, plus write access to the fake repository's marker file
 * (outside the worktree: the tests count builds with it).
 */
function testSandbox(fake: FakeNodeRepo): Sandbox {
  return {
    kind: sandbox.kind,
    confine: (paths) => sandbox.confine({ ...paths, writable: [...(paths.writable ?? []), dirname(fake.markerFile)] }),
  };
}

function options(fake: FakeNodeRepo, ref: string, extra: TestBuildOptions = {}): BuildRefOptions {
  const { env, ...rest } = extra;
  return {
    repo: fake.repo,
    ref,
    workDir: fake.workDir,
    cacheDir: fake.cacheDir,
    ccacheDir: join(fake.root, 'ccache'),
    minFreeBytes: 1024 * 1024,
    useCcache: false,
    trust: 'trusted',
    sandbox: testSandbox(fake),
    passEnv: Object.keys(env ?? {}).filter((name) => name.startsWith('FAKE_') || name === 'CC'),
    timeoutMs: 120_000,
    log: () => undefined,
    ...rest,
  };
}

function deps(extra: TestBuildOptions = {}): BuildRefDeps {
  return { run: processRunner(childEnv(extra.env ?? {})) };
}

/** buildRef with the test's options and a runner made from the test's environment. */
function build(fake: FakeNodeRepo, ref: string, extra: TestBuildOptions = {}): Promise<BuildRefResult> {
  return buildRef(options(fake, ref, extra), deps(extra));
}

/** Everything about the checkout a build must not change. */
async function checkoutState(repo: string): Promise<Record<string, string>> {
  return {
    head: await gitIn(repo, ['rev-parse', 'HEAD']),
    branch: await gitIn(repo, ['symbolic-ref', 'HEAD']),
    status: await gitIn(repo, ['status', '--porcelain=v1', '--untracked-files=all', '--ignored']),
    staged: await gitIn(repo, ['diff', '--cached']),
    unstaged: await gitIn(repo, ['diff']),
    branches: await gitIn(repo, ['for-each-ref', '--format=%(refname) %(objectname)']),
    stash: await gitIn(repo, ['stash', 'list']),
  };
}

/** Our worktrees and owner files left in workDir (the logs directory is expected). */
async function leftovers(workDir: string): Promise<string[]> {
  const names = await readdir(workDir).catch(() => [] as string[]);
  return names.filter((name) => name !== 'logs');
}

async function assertNoWorktrees(fake: FakeNodeRepo): Promise<void> {
  const worktrees = await listWorktrees(fake.repo, git);
  assert.deepEqual(
    worktrees.map((w) => w.path),
    [fake.repo],
    'only the main worktree is left',
  );
  assert.deepEqual(await leftovers(fake.workDir), []);
}

async function loopMs(binary: string): Promise<number> {
  const script =
    'let s=0; const t=process.hrtime.bigint(); for (let i=0;i<3e6;i++) s+=i%7; console.log(Number(process.hrtime.bigint()-t)/1e6)';
  const { stdout } = await execFileAsync(binary, ['-e', script], { env: childEnv() });
  return Number(stdout.trim());
}

describe('buildRef', () => {
  let fake: FakeNodeRepo;
  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(async () => {
    await fake.cleanup();
  });

  let fast: BuildRefResult;
  let slow: BuildRefResult;

  it('builds two commits into two different binaries that run, without touching the checkout', async () => {
    // A checkout with work in progress: modified, staged and untracked files.
    await writeFile(join(fake.repo, 'README.md'), 'local edit\n');
    await writeFile(join(fake.repo, 'staged.txt'), 'staged\n');
    await gitIn(fake.repo, ['add', 'staged.txt']);
    await writeFile(join(fake.repo, 'untracked.txt'), 'untracked\n');
    const state = await checkoutState(fake.repo);
    const { lines, log } = collector();

    fast = await build(fake, 'v-fast', { log });
    slow = await build(fake, 'main', { log });

    assert.equal(fast.sha, fake.fast);
    assert.equal(slow.sha, fake.slow);
    assert.equal(fast.cacheHit, false);
    assert.equal(slow.cacheHit, false);
    assert.notEqual(fast.binary, slow.binary);
    for (const result of [fast, slow]) {
      assert.ok(result.binary.startsWith(join(fake.cacheDir, 'entries') + '/'), result.binary);
      const { stdout } = await execFileAsync(result.binary, ['--version'], { env: childEnv() });
      assert.equal(stdout.trim(), process.version);
      assert.ok(result.timings.checkoutMs >= 0 && result.timings.buildMs > 0 && result.timings.copyMs >= 0);
      const buildLog = await readFile(result.logFile, 'utf8');
      assert.match(buildLog, /CXX\(target\) unit3\.o/);
      assert.match(buildLog, new RegExp(`# node-bench build of .* \\(${result.sha}\\)`));
      assert.deepEqual(result.ccache, { used: false });
    }
    assert.match(await readFile(slow.binary, 'utf8'), /--jitless/);
    assert.doesNotMatch(await readFile(fast.binary, 'utf8'), /--jitless/);
    assert.equal((await fake.builds()).length, 2);

    assert.deepEqual(await checkoutState(fake.repo), state, 'checkout, index and refs unchanged');
    await assertNoWorktrees(fake);
    assert.deepEqual(await readdir(join(fake.workDir, 'logs')), [], 'logs of successful builds moved into the cache');
    for (const word of ['checkout:', 'build:', 'copy:', 'timings: checkout']) {
      assert.ok(
        lines.some((line) => line.startsWith(word)),
        `log has "${word}": ${lines.join('\n')}`,
      );
    }
    assert.ok(lines.some((line) => line.startsWith('ccache: disabled')));
  });

  it('the slow commit is measurably slower', async () => {
    // Warm up once, then take the best of three: the JIT-less build runs this loop several times slower.
    const best = async (binary: string): Promise<number> =>
      Math.min(await loopMs(binary), await loopMs(binary), await loopMs(binary));
    const fastMs = await best(fast.binary);
    const slowMs = await best(slow.binary);
    assert.ok(slowMs > 2 * fastMs, `slow ${slowMs} ms vs fast ${fastMs} ms`);
  });

  it('a second build of a commit is a cache hit and runs no build', async () => {
    const before = (await fake.builds()).length;
    const { lines, log } = collector();
    const again = await build(fake, fake.fast, { log });
    assert.equal(again.cacheHit, true);
    assert.equal(again.binary, fast.binary);
    assert.equal(again.sha, fake.fast);
    assert.deepEqual(again.timings, { checkoutMs: 0, buildMs: 0, copyMs: 0 });
    assert.equal(again.ccache, undefined);
    assert.equal(again.logFile, fast.logFile);
    assert.equal((await fake.builds()).length, before, 'no build ran');
    assert.ok(lines.some((line) => line.startsWith('cache hit for')));
    await assertNoWorktrees(fake);
  });

  it('passes configure flags as separate arguments (never through a shell string) and keys the cache on them', async () => {
    const before = (await fake.builds()).length;
    const flags = ['--with-intl=none', 'two words', '$(touch pwned)', '; touch pwned2'];
    const result = await build(fake, fake.fast, { configureFlags: flags });
    assert.equal(result.cacheHit, false, 'other flags, other cache entry');
    assert.notEqual(result.binary, fast.binary);
    const builds = await fake.builds();
    assert.equal(builds.length, before + 1);
    const recorded = '[--with-intl=none][two words][$(touch pwned)][; touch pwned2]';
    assert.ok(builds.at(-1)!.endsWith(` ${recorded}`), builds.at(-1));
    assert.ok((await readFile(result.logFile, 'utf8')).includes(`configure: 4 flag(s): ${recorded}`));
    const hit = await build(fake, fake.fast, { configureFlags: flags });
    assert.equal(hit.cacheHit, true);
    await assert.rejects(stat(join(fake.root, 'pwned')));
    const worktreeFiles = await readdir(fake.workDir);
    assert.ok(!worktreeFiles.includes('pwned') && !worktreeFiles.includes('pwned2'));
  });

  it('evicts least recently used builds above the size cap, keeping the one just built', async () => {
    const cache = new BuildCache(fake.cacheDir);
    const beforeNames = (await cache.list()).map((e) => e.name);
    assert.ok(beforeNames.length >= 3);
    // Touch the fast build so it is the most recently used of the old ones.
    await build(fake, 'v-fast');
    const entries = await cache.list();
    const total = entries.reduce((sum, e) => sum + e.sizeBytes, 0);
    const slowEntry = entries.find((e) => e.name === slow.cacheKey)!;
    const { lines, log } = collector();
    // The cap is what the cache holds now: the new build (smaller than the
    // slow one: shorter wrapper, command and log header) pushes it over, and
    // the least recently used entry, the slow build, makes room.
    const built = await build(fake, 'v-fast', { buildCommand: './configure && make', cacheMaxBytes: total, log });
    assert.ok(built.cacheHit === false);
    const after = await cache.list();
    assert.ok(after.find((e) => e.name === built.cacheKey)!.sizeBytes <= slowEntry.sizeBytes);
    assert.deepEqual(
      after.map((e) => e.name).sort(),
      entries
        .map((e) => e.name)
        .filter((name) => name !== slow.cacheKey)
        .concat(built.cacheKey)
        .sort(),
      'only the least recently used build is gone',
    );
    assert.ok(
      lines.some((line) => line.startsWith('cache: evicted')),
      lines.join('\n'),
    );
    // A cap smaller than one build keeps just the newest.
    const tiny = await build(fake, 'main', { buildCommand: './configure && make -j1', cacheMaxBytes: 1, log });
    assert.deepEqual(
      (await cache.list()).map((e) => e.name),
      [tiny.cacheKey],
    );
    assert.ok(lines.some((line) => line.includes('above the')));
  });

  it('two concurrent builds of one commit build it once', async () => {
    const before = (await fake.builds()).length;
    const a = collector();
    const b = collector();
    const env = childEnv({ FAKE_BUILD_SLEEP: '1' });
    const [first, second] = await Promise.all([
      build(fake, fake.slow, { env, log: a.log, lock: { pollMs: 50 } }),
      build(fake, 'main', { env, log: b.log, lock: { pollMs: 50 } }),
    ]);
    assert.equal((await fake.builds()).length, before + 1, 'built once');
    assert.equal(first.binary, second.binary);
    assert.deepEqual([first.cacheHit, second.cacheHit].sort(), [false, true]);
    const waiter = first.cacheHit ? a.lines : b.lines;
    assert.ok(
      waiter.some((line) => line.startsWith('waiting for another build')),
      waiter.join('\n'),
    );
    assert.ok(waiter.some((line) => line.includes('built by another run meanwhile')));
    assert.deepEqual(await readdir(join(fake.cacheDir, 'locks')), []);
  });

  it('a build in another process and one here build once', async () => {
    const sha = await fake.commit({ 'other.txt': 'cross-process\n' }, 'another commit');
    const before = (await fake.builds()).length;
    const script = join(fake.root, 'build-child.mts');
    const builder = pathToFileURL(join(repoRoot, 'src/binaries/builder.ts')).href;
    await writeFile(
      script,
      `import { buildRef } from ${JSON.stringify(builder)};
import { processRunner } from ${JSON.stringify(pathToFileURL(join(repoRoot, 'src/binaries/builder-process.ts')).href)};
import { NO_SANDBOX } from ${JSON.stringify(pathToFileURL(join(repoRoot, 'src/process/sandbox.ts')).href)};
const [repo, ref, workDir, cacheDir, ccacheDir] = process.argv.slice(2);
const result = await buildRef(
  { repo, ref, workDir, cacheDir, ccacheDir, minFreeBytes: 1, useCcache: false, trust: 'trusted', sandbox: NO_SANDBOX,
    passEnv: ['FAKE_BUILD_SLEEP'], timeoutMs: 120000, lock: { pollMs: 50 }, log: (m) => console.error(m) },
  { run: processRunner(process.env) },
);
console.log(JSON.stringify(result));
`,
    );
    const env = childEnv({ FAKE_BUILD_SLEEP: '1' });
    const child = new Promise<BuildRefResult>((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        ['--import', 'tsx', script, fake.repo, sha, fake.workDir, fake.cacheDir, join(fake.root, 'ccache')],
        {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      let err = '';
      proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      proc.on('close', (code) =>
        code === 0 ? resolve(JSON.parse(out) as BuildRefResult) : reject(new Error(`child failed (${code}): ${err}`)),
      );
    });
    const here = build(fake, sha, { env, lock: { pollMs: 50 } });
    const results = await Promise.all([child, here]);
    assert.equal((await fake.builds()).length, before + 1, 'built once');
    assert.equal(results[0].binary, results[1].binary);
    assert.deepEqual(results.map((r) => r.cacheHit).sort(), [false, true]);
    await assertNoWorktrees(fake);
  });

  it('breaks a lock left by a process that is gone', async () => {
    const sha = await fake.commit({ 'stale.txt': 'stale lock\n' }, 'stale lock commit');
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('close', resolve));
    const cache = new BuildCache(fake.cacheDir);
    await cache.init();
    const key = cacheKey(sha, {
      buildCommand: DEFAULT_BUILD_COMMAND,
      binaryPath: DEFAULT_BINARY_PATH,
      configureFlags: [],
    });
    await writeFile(
      join(cache.locksDir, `${key.name}.lock`),
      JSON.stringify({ pid: dead.pid, hostname: hostname(), acquiredAt: Date.now(), token: 'dead' }),
    );
    const { lines, log } = collector();
    const result = await build(fake, sha, { log, lock: { pollMs: 20 } });
    assert.equal(result.cacheHit, false);
    assert.ok(
      lines.some((line) => line.startsWith('removing a stale build lock') && line.includes(`pid ${dead.pid}`)),
      lines.join('\n'),
    );
    assert.deepEqual(await readdir(cache.locksDir), []);
  });

  it('a failing build throws the log tail and path, and caches nothing', async () => {
    const before = (await fake.builds()).length;
    const error = await build(fake, 'broken').catch((e: unknown) => e);
    assert.ok(error instanceof BuildFailedError, String(error));
    assert.ok(error instanceof BinaryError, 'the CLI prints it as a user error');
    assert.equal(error.code, 'build-failed');
    assert.equal(error.sha, fake.broken);
    assert.match(error.message, /the build of broken \([0-9a-f]{40}\) failed after .* exit code 2/);
    assert.ok(error.message.includes(error.logFile), 'names the log');
    assert.ok(error.message.includes('build output line 100\nerror: this commit does not build'));
    assert.ok(error.message.includes('build output line 60\n'));
    assert.ok(!error.message.includes('build output line 40\n'), 'only the tail');
    assert.equal(error.logTail.split('\n').length, 50);
    assert.match(await readFile(error.logFile, 'utf8'), /build output line 1\n/);
    const cache = new BuildCache(fake.cacheDir);
    assert.ok(!(await cache.list()).some((e) => e.meta.sha === fake.broken));
    assert.ok(!(await readdir(cache.entriesDir)).some((name) => name.startsWith(fake.broken)));
    assert.deepEqual(await readdir(cache.tmpDir), []);
    assert.deepEqual(await readdir(cache.locksDir), []);
    assert.equal((await fake.builds()).length, before);
    await assertNoWorktrees(fake);
  });

  it('a build that leaves no binary at binaryPath fails clearly and caches nothing', async () => {
    const error = await build(fake, 'v-fast', { binaryPath: 'out/Release/nodejs' }).catch((e: unknown) => e);
    assert.ok(error instanceof BuildFailedError, String(error));
    assert.equal(error.code, 'missing-binary');
    assert.match(
      error.message,
      /succeeded but out\/Release\/nodejs does not exist in the worktree \(check binaryPath\)/,
    );
    const cache = new BuildCache(fake.cacheDir);
    assert.ok(!(await cache.list()).some((e) => e.meta.binaryPath === 'out/Release/nodejs'));
    assert.deepEqual(await readdir(cache.tmpDir), []);
    await assertNoWorktrees(fake);
  });

  it('refuses to build without enough free disk, before building anything', async () => {
    const before = (await fake.builds()).length;
    const sha = await fake.commit({ 'disk.txt': 'disk\n' }, 'disk commit');
    const error = await build(fake, sha, { minFreeBytes: Number.MAX_SAFE_INTEGER }).catch((e: unknown) => e);
    assert.ok(error instanceof BuildError);
    assert.equal(error.code, 'disk-space');
    assert.match(
      error.message,
      /^not enough free disk space to build [0-9a-f]{40} \([0-9a-f]{12}\) in .*: [\d.]+ [KMG]?i?B free, at least [\d.]+ GiB needed \(minFreeBytes\)/,
    );
    assert.ok(error.message.includes(fake.workDir));
    assert.equal((await fake.builds()).length, before);
    await assertNoWorktrees(fake);
  });

  it('removes worktrees left by crashed runs, but not live ones', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('close', resolve));
    const host = hostname();
    const owner = (pid: number): string =>
      JSON.stringify({ pid, hostname: host, startedAt: Date.now(), purpose: 'test' });
    await mkdir(fake.workDir, { recursive: true });
    // Crashed build: worktree and owner file still there.
    const crashed = join(fake.workDir, 'build-crashed');
    await writeFile(`${crashed}.owner.json`, owner(dead.pid!));
    await gitIn(fake.repo, ['worktree', 'add', '-q', '--detach', crashed, fake.fast]);
    // Worktree whose directory was deleted by hand.
    const deleted = join(fake.workDir, 'merge-deleted');
    await gitIn(fake.repo, ['worktree', 'add', '-q', '--detach', deleted, fake.fast]);
    await rm(deleted, { recursive: true });
    // A build running right now in this process.
    const live = join(fake.workDir, 'build-live');
    await writeFile(`${live}.owner.json`, owner(process.pid));
    await gitIn(fake.repo, ['worktree', 'add', '-q', '--detach', live, fake.fast]);
    // Someone else's worktree elsewhere.
    const elsewhere = join(fake.root, 'users-own-worktree');
    await gitIn(fake.repo, ['worktree', 'add', '-q', '--detach', elsewhere, fake.fast]);

    const sha = await fake.commit({ 'cleanup.txt': 'cleanup\n' }, 'cleanup commit');
    const { lines, log } = collector();
    await build(fake, sha, { log });
    const paths = (await listWorktrees(fake.repo, git)).map((w) => w.path).sort();
    assert.deepEqual(paths, [fake.repo, live, elsewhere].sort());
    assert.ok(
      lines.some((line) => line.startsWith('removed 2 worktree(s) left by earlier runs')),
      lines.join('\n'),
    );
    await assert.rejects(stat(crashed));
    await assert.rejects(stat(`${crashed}.owner.json`));
    await gitIn(fake.repo, ['worktree', 'remove', '--force', live]);
    await rm(`${live}.owner.json`);
    await gitIn(fake.repo, ['worktree', 'remove', '--force', elsewhere]);
  });

  it('an aborted build stops at once, with its whole process group, and caches nothing', async () => {
    const sha = await fake.commit({ 'abort.txt': 'abort\n' }, 'abort commit');
    const controller = new AbortController();
    const started = Date.now();
    const pending = build(fake, sha, {
      env: childEnv({ FAKE_BUILD_SLEEP: '29.4321' }),
      signal: controller.signal,
      log: (line) => {
        if (line.startsWith('build: running')) setTimeout(() => controller.abort(), 300);
      },
    });
    const error = await pending.catch((e: unknown) => e);
    assert.ok(error instanceof BuildFailedError, String(error));
    assert.equal(error.code, 'aborted');
    assert.match(error.message, /was aborted after/);
    assert.ok(Date.now() - started < 10_000);
    const cache = new BuildCache(fake.cacheDir);
    assert.ok(!(await cache.list()).some((e) => e.meta.sha === sha));
    await assertNoWorktrees(fake);
    // make's `sleep 29.4321` died with the group (Linux: look through /proc).
    const procs = await readdir('/proc').catch(() => [] as string[]);
    for (const pid of procs.filter((name) => /^\d+$/.test(name))) {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      assert.ok(!cmdline.includes('29.4321'), `process ${pid} still runs: ${cmdline}`);
    }
  });

  it('rejects bad input with clear errors', async () => {
    const cases: [Partial<BuildRefOptions>, string | RegExp][] = [
      [{ ref: '-rf' }, 'ref "-rf" starts with "-": refs must not look like options'],
      [{ ref: '--output=/tmp/x' }, 'must not look like options'],
      [{ ref: '' }, 'ref must be a non-empty string'],
      [{ ref: 'main branch' }, 'contains whitespace'],
      [
        { ref: 'no-such-branch' },
        /unknown git ref "no-such-branch" in .*: it does not name a commit there.*Fetch it first/,
      ],
      [
        { ref: '0123456789012345678901234567890123456789' },
        'unknown git ref "0123456789012345678901234567890123456789"',
      ],
      [{ repo: join(fake.root, 'nope') }, `no git repository at ${join(fake.root, 'nope')}: no such folder`],
      [
        { repo: join(fake.root, 'markers') },
        `no git repository at ${join(fake.root, 'markers')} (git says: fatal: not a git repository`,
      ],
      [{ binaryPath: '../node' }, 'binaryPath "../node" must name a file inside the worktree'],
      [{ binaryPath: '/usr/bin/node' }, 'must name a file inside the worktree'],
      [{ buildCommand: '  ' }, 'buildCommand must be a non-empty shell command'],
      [{ workDir: '' }, 'workDir must be a directory path'],
      [{ cacheDir: join(fake.workDir, 'cache') }, 'must not contain one another'],
      [{ workDir: join(fake.repo, 'work') }, /workDir .* is inside the working tree of .* and not ignored by git/],
    ];
    for (const [extra, message] of cases) {
      const error = await build(fake, 'main', extra).catch((e: unknown) => e);
      assert.ok(error instanceof BuildError, `${JSON.stringify(extra)}: ${String(error)}`);
      if (typeof message === 'string')
        assert.ok(error.message.includes(message), `${JSON.stringify(extra)}: ${error.message}`);
      else assert.match(error.message, message);
    }
    // Inside the checkout but ignored by git is fine (out/ is in .gitignore).
    const status = await gitIn(fake.repo, ['status', '--porcelain']);
    const ignored = await build(fake, 'v-fast', { workDir: join(fake.repo, 'out', 'work') });
    assert.equal(ignored.sha, fake.fast);
    assert.equal(await gitIn(fake.repo, ['status', '--porcelain']), status);
  });
});

describe('buildRef with ccache', () => {
  let fake: FakeNodeRepo;
  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(async () => {
    await fake.cleanup();
  });

  it('says "ccache not found" when ccache is not on PATH, and builds anyway', async () => {
    // A PATH with just the tools the fake build needs.
    const tools = join(fake.root, 'tools');
    await mkdir(tools);
    for (const name of [
      'bash',
      'sh',
      'env',
      'make',
      'cc',
      'gcc',
      'as',
      'ld',
      'mkdir',
      'cp',
      'chmod',
      'mv',
      'sleep',
      'getconf',
      'cat',
      'printf',
      'echo',
      'git',
    ]) {
      const path = await findExecutable(name, process.env as Record<string, string>);
      if (path !== undefined) await symlink(path, join(tools, name));
    }
    const { lines, log } = collector();
    const result = await build(fake, 'v-fast', {
      useCcache: true,
      env: childEnv({ PATH: tools }),
      ccacheDir: join(fake.root, 'ccache'),
      log,
    });
    assert.deepEqual(result.ccache, { used: false });
    assert.ok(
      lines.some((line) => line.startsWith('ccache not found')),
      lines.join('\n'),
    );
    assert.match(await readFile(result.logFile, 'utf8'), /# ccache not found/);
  });

  it('uses ccache when it is on PATH and reports its hit rate', async (t) => {
    const ccache = await findExecutable('ccache', process.env as Record<string, string>);
    if (ccache === undefined) {
      t.skip('ccache is not installed here');
      return;
    }
    const ccacheDir = join(fake.root, 'ccache');
    const { lines, log } = collector();
    const first = await build(fake, 'main', { useCcache: true, ccacheDir, log });
    assert.equal(first.ccache?.used, true);
    assert.ok((first.ccache?.misses ?? 0) >= 1, JSON.stringify(first.ccache));
    assert.equal(first.ccache?.hitRate, 0);
    // Another commit, another worktree, the same C file: a ccache hit.
    const second = await build(fake, 'v-fast', { useCcache: true, ccacheDir, configureFlags: ['--other'], log });
    assert.equal(second.ccache?.used, true);
    assert.equal(second.ccache?.hitRate, 1, JSON.stringify(second.ccache));
    assert.ok(
      lines.some((line) =>
        line.startsWith(
          `ccache: using ${ccache} (trusted build: CCACHE_DIR=${join(ccacheDir, 'trusted')}, shared with untrusted ` +
            `builds through ${join(ccacheDir, 'trusted-shared')}; settings: CCACHE_CONFIGPATH=${join(ccacheDir, 'ccache.conf')}), ` +
            'CC=ccache gcc, CXX=ccache g++',
        ),
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line === 'ccache: 100.0% hit rate (hits 1, misses 0)'),
      lines.join('\n'),
    );
    // An existing CC is kept, behind ccache.
    const third = await build(fake, 'main', {
      useCcache: true,
      ccacheDir,
      configureFlags: ['--cc'],
      env: childEnv({ CC: 'gcc -O0' }),
      log,
    });
    assert.equal(third.ccache?.used, true);
    assert.ok(lines.some((line) => line.includes('CC=ccache gcc -O0')));
    assert.ok((await stat(ccacheDir)).isDirectory());
  });
});

describe('resolvePrRefs', () => {
  let fake: FakeNodeRepo;
  let base: string;
  let feature: string;
  let forkPoint: string;
  before(async () => {
    fake = await createFakeNodeRepo();
    forkPoint = fake.slow;
    await fake.git(['checkout', '-q', '-b', 'feature']);
    feature = await fake.commit({ 'feature.txt': 'new feature\n' }, 'feature');
    await fake.git(['checkout', '-q', '-b', 'conflicting', forkPoint]);
    await fake.commit({ 'base.txt': 'line one\nchanged by the PR\nline three\n' }, 'conflicting change');
    await fake.git(['checkout', '-q', 'main']);
    base = await fake.commit(
      { 'base.txt': 'line one\nchanged on main\nline three\n', 'main.txt': 'main\n' },
      'main moves on',
    );
  });
  after(async () => {
    await fake.cleanup();
  });

  it('merge: the PR merged onto the base tip, against the base tip; checkout untouched', async () => {
    await writeFile(join(fake.repo, 'wip.txt'), 'work in progress\n');
    const state = await checkoutState(fake.repo);
    const refs = await resolvePrRefs(
      {
        repo: fake.repo,
        base: 'main',
        head: 'feature',
        mode: 'merge',
        workDir: fake.workDir,
      },
      git,
    );
    assert.equal(refs.mode, 'merge');
    assert.deepEqual(refs.old, { ref: 'main', sha: base });
    assert.deepEqual(refs.base, { ref: 'main', sha: base });
    assert.deepEqual(refs.head, { ref: 'feature', sha: feature });
    assert.equal(refs.mergeBase, forkPoint);
    assert.equal(refs.new.ref, 'feature merged into main');
    const parents = (await fake.git(['rev-list', '--parents', '-n', '1', refs.new.sha])).split(' ');
    assert.deepEqual(parents, [refs.new.sha, base, feature], 'a merge commit of base tip and head');
    const files = (await fake.git(['ls-tree', '--name-only', refs.new.sha])).split('\n');
    assert.ok(files.includes('feature.txt') && files.includes('main.txt'));
    assert.deepEqual(await checkoutState(fake.repo), state);
    await assertNoWorktrees(fake);
    // The same base and head give the same merge commit: its build is cached.
    const again = await resolvePrRefs(
      { repo: fake.repo, base, head: feature, mode: 'merge', workDir: fake.workDir },
      git,
    );
    assert.equal(again.new.sha, refs.new.sha);
    // And it builds.
    const built = await build(fake, refs.new.sha);
    assert.equal(built.sha, refs.new.sha);
    const { stdout } = await execFileAsync(built.binary, ['--version'], { env: childEnv() });
    assert.equal(stdout.trim(), process.version);
    await rm(join(fake.repo, 'wip.txt'));
  });

  it('merge-base: head against the merge base', async () => {
    const refs = await resolvePrRefs({ repo: fake.repo, base: 'main', head: 'feature', mode: 'merge-base' }, git);
    assert.deepEqual(refs.new, { ref: 'feature', sha: feature });
    assert.deepEqual(refs.old, { ref: 'merge-base(main, feature)', sha: forkPoint });
    assert.equal(refs.mergeBase, forkPoint);
  });

  it('a conflicting PR gives a clear error naming the files, and leaves nothing behind', async () => {
    const error = await resolvePrRefs(
      {
        repo: fake.repo,
        base: 'main',
        head: 'conflicting',
        mode: 'merge',
        workDir: fake.workDir,
      },
      git,
    ).catch((e: unknown) => e);
    assert.ok(error instanceof BuildError, String(error));
    assert.equal(error.code, 'merge-conflict');
    assert.match(
      error.message,
      /conflicting \([0-9a-f]{12}\) does not merge cleanly onto main \([0-9a-f]{12}\): conflicts in base\.txt\. .*merge-base/,
    );
    await assertNoWorktrees(fake);
    assert.equal(await fake.git(['status', '--porcelain']), '');
  });

  it('rejects bad input', async () => {
    const cases: [Parameters<typeof resolvePrRefs>[0], string][] = [
      [
        { repo: fake.repo, base: 'main', head: 'feature', mode: 'rebase' as 'merge' },
        'mode must be "merge" or "merge-base"',
      ],
      [{ repo: fake.repo, base: '-main', head: 'feature', mode: 'merge' }, 'base "-main" starts with "-"'],
      [{ repo: fake.repo, base: 'main', head: 'nope', mode: 'merge' }, 'unknown git ref "nope"'],
    ];
    for (const [input, message] of cases) {
      const error = await resolvePrRefs(input, git).catch((e: unknown) => e);
      assert.ok(error instanceof BuildError && error.message.includes(message), String(error));
    }
    const orphanDir = await makeTempDir('node-bench-orphan-');
    try {
      await gitIn(orphanDir, ['init', '-q', '-b', 'main']);
      await writeFile(join(orphanDir, 'a'), 'a');
      await gitIn(orphanDir, ['add', 'a']);
      await gitIn(orphanDir, ['commit', '-q', '-m', 'a']);
      await gitIn(orphanDir, ['checkout', '-q', '--orphan', 'other']);
      await gitIn(orphanDir, ['commit', '-q', '-m', 'b']);
      const error = await resolvePrRefs(
        { repo: orphanDir, base: 'main', head: 'other', mode: 'merge-base' },
        git,
      ).catch((e: unknown) => e);
      assert.ok(error instanceof BuildError && error.code === 'no-merge-base', String(error));
      assert.match(error.message, /have no common ancestor/);
    } finally {
      await rm(orphanDir, { recursive: true, force: true });
    }
  });
});

describe('ccache statistics', () => {
  it("reads the counters from ccache's own files as ccache --print-stats does", async () => {
    const dir = await makeTempDir('node-bench-ccache-stats-');
    const env = { ...process.env, CCACHE_DIR: join(dir, 'cache'), CCACHE_CONFIGPATH: join(dir, 'none.conf') };
    await writeFile(join(dir, 'a.c'), 'int main(void) { return 0; }\n');
    await writeFile(join(dir, 'b.c'), 'int f(void) { return 1; }\n');
    for (const source of ['a.c', 'a.c', 'b.c', 'a.c']) {
      await execFileAsync('ccache', ['gcc', '-c', source, '-o', `${source}.o`], { cwd: dir, env });
    }
    const { stdout } = await execFileAsync('ccache', ['--print-stats'], { env });
    const counter = (name: string) => Number(new RegExp(`^${name}\\t(\\d+)$`, 'm').exec(stdout)?.[1]);
    const expected = {
      hits: counter('direct_cache_hit') + counter('preprocessed_cache_hit'),
      misses: counter('cache_miss'),
    };
    assert.deepEqual(expected, { hits: 2, misses: 2 });
    assert.deepEqual(await readCcacheCounters(join(dir, 'cache')), { counters: expected });
    assert.deepEqual(await readCcacheCounters(join(dir, 'empty')), { unavailable: `${join(dir, 'empty')}: ENOENT` });
    await rm(dir, { recursive: true, force: true });
  });

  it('computes the hit rate of one build from two readings', () => {
    assert.deepEqual(ccacheDelta({ hits: 10, misses: 5 }, { hits: 13, misses: 6 }), {
      used: true,
      hits: 3,
      misses: 1,
      hitRate: 0.75,
    });
    assert.deepEqual(ccacheDelta({ hits: 1, misses: 1 }, { hits: 1, misses: 1 }), { used: true, hits: 0, misses: 0 });
    assert.deepEqual(ccacheDelta(undefined, { hits: 1, misses: 1 }), { used: true });
  });

  it('puts ccache in front of the compilers once', () => {
    assert.equal(withCcache(undefined, 'gcc'), 'ccache gcc');
    assert.equal(withCcache('clang -fcolor-diagnostics', 'gcc'), 'ccache clang -fcolor-diagnostics');
    assert.equal(withCcache('/usr/bin/ccache g++', 'g++'), '/usr/bin/ccache g++');
  });
});
