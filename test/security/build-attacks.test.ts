// The runner-side attacks of a pull request approved with /benchmark, each
// against the real code path: the PR's configure script (a commit of the fake
// node checkout) is built by buildRef in the real bwrap sandbox, and the
// binary it produces is probed by readNodeVersion. The host environment the
// Action would have (tokens, GitHub's step files, a HOME with a .gitconfig)
// is handed in as the runner's host env.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { processRunner } from '../../src/binaries/builder-process.ts';
import { buildRef, type BuildRefOptions } from '../../src/binaries/builder.ts';
import { BuildError } from '../../src/binaries/builder-errors.ts';
import { resolveCommit } from '../../src/binaries/git.ts';
import { readNodeVersion } from '../../src/binaries/node-version.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { processesWith } from '../helpers/processes.ts';

const SECRET = `ghs_${randomBytes(12).toString('hex')}`;

describe('a pull request build attacks the runner', () => {
  let fake: FakeNodeRepo;
  let sandbox: Sandbox;
  let home: string;
  let stepFiles: string;
  let host: Record<string, string>;
  let decoy: ReturnType<typeof spawn>;
  let trustedBinary: string;
  let trustedSha: string;

  before(async () => {
    fake = await createFakeNodeRepo();
    home = join(fake.root, 'home');
    stepFiles = join(fake.root, 'runner-temp', '_runner_file_commands');
    await mkdir(home, { recursive: true });
    await mkdir(stepFiles, { recursive: true });
    await writeFile(join(home, '.gitconfig'), '[user]\n\tname = runner\n');
    for (const name of ['env', 'output', 'path', 'summary']) await writeFile(join(stepFiles, name), '');
    // What the execute step's environment looks like on a runner.
    host = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      LANG: 'C.UTF-8',
      GITHUB_TOKEN: SECRET,
      'INPUT_GITHUB-TOKEN': SECRET,
      ACTIONS_RUNTIME_TOKEN: SECRET,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: SECRET,
      GITHUB_ENV: join(stepFiles, 'env'),
      GITHUB_OUTPUT: join(stepFiles, 'output'),
      GITHUB_PATH: join(stepFiles, 'path'),
      GITHUB_STEP_SUMMARY: join(stepFiles, 'summary'),
      RUNNER_TEMP: dirname(stepFiles),
      NODE_OPTIONS: '--require /nonexistent/evil.js',
    };
    // Stands for the Action's process: its /proc/<pid>/environ holds the secret.
    decoy = spawn('sleep', ['600'], { env: host, stdio: 'ignore' });
    const real = await chooseSandbox({
      mode: 'auto',
      untrustedCode: true,
      hide: [fake.cacheDir, join(fake.root, 'ccache')],
      env: host,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    assert.equal(real.kind, 'bwrap');
    // The fake Makefile counts builds in a file outside the worktree: that one place is made writable.
    sandbox = {
      kind: real.kind,
      confine: (paths) => real.confine({ ...paths, writable: [...(paths.writable ?? []), dirname(fake.markerFile)] }),
    };
    // main's binary, built by a trusted run (a nightly) before the PR comes.
    const trusted = await buildRef(options('main', 'trusted'), { run: processRunner(host) });
    trustedBinary = trusted.binary;
    trustedSha = trusted.sha;
  });

  after(async () => {
    decoy.kill('SIGKILL');
    await fake.cleanup();
  });

  function options(ref: string, trust: 'trusted' | 'untrusted', extra: Partial<BuildRefOptions> = {}): BuildRefOptions {
    return {
      repo: fake.repo,
      ref,
      workDir: fake.workDir,
      cacheDir: fake.cacheDir,
      ccacheDir: join(fake.root, 'ccache'),
      minFreeBytes: 1024 * 1024,
      useCcache: true,
      trust,
      sandbox,
      passEnv: [],
      timeoutMs: 60_000,
      log: () => undefined,
      ...extra,
    };
  }

  /** Builds a PR commit whose configure runs `attack` first (its output goes to the build log). */
  async function buildAttack(attack: string, extra: Partial<BuildRefOptions> = {}) {
    const original = await readFile(join(fake.repo, 'configure'), 'utf8');
    const sha = await fake.commit(
      { configure: `#!/usr/bin/env bash\n${attack}\n${original.replace('#!/usr/bin/env bash\n', '')}` },
      `attack ${randomBytes(4).toString('hex')}`,
    );
    await fake.git(['checkout', '-q', 'main', '--', 'configure']).catch(() => undefined);
    const lines: string[] = [];
    const result = await buildRef(options(sha, 'untrusted', { log: (l) => lines.push(l), ...extra }), {
      run: processRunner(host),
    });
    return { result, log: await readFile(result.logFile, 'utf8'), lines };
  }

  test('1: the built binary is run for --version with no token in its environment', async () => {
    const sha = await fake.commit(
      {
        'node.sh.in': `#!/usr/bin/env bash\nif [ "$1" = --version ]; then echo "v1.0.0-$(env | grep -c -e ${SECRET} -e NODE_OPTIONS)"; exit 0; fi\nexec '${fake.realNode}' "$@"\n`,
      },
      'a node that reports its environment',
    );
    const built = await buildRef(options(sha, 'untrusted'), { run: processRunner(host) });
    const saved = { ...process.env };
    Object.assign(process.env, { GITHUB_TOKEN: SECRET, NODE_OPTIONS: '--no-warnings' });
    try {
      assert.equal(await readNodeVersion(built.binary, { sandbox }), 'v1.0.0-0');
    } finally {
      for (const name of ['GITHUB_TOKEN', 'NODE_OPTIONS']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
  });

  test("2 + 3: configure finds no token in its env nor in another process's /proc environ, and no step files", async () => {
    const { log } = await buildAttack(`
      hits=0; for f in /proc/[0-9]*/environ; do grep -q ${SECRET} "$f" 2>/dev/null && hits=$((hits+1)); done
      echo "PROC-HITS $hits"
      echo "ENV-HITS $(env | grep -c -e ${SECRET} -e GITHUB_ -e INPUT_ -e ACTIONS_ -e NODE_OPTIONS)"
      for f in ${host.GITHUB_ENV} ${host.GITHUB_OUTPUT} ${host.GITHUB_PATH}; do echo "EVIL=1" >> "$f" 2>/dev/null && echo "WROTE $f"; done
      true`);
    assert.match(log, /PROC-HITS 0/);
    assert.match(log, /ENV-HITS 0/);
    assert.doesNotMatch(log, /WROTE/);
    for (const name of ['env', 'output', 'path']) assert.equal(await readFile(join(stepFiles, name), 'utf8'), '');
  });

  test('4 + 5: configure cannot overwrite the cached base binary, the trusted ccache or the nightly state', async () => {
    const state = join(fake.cacheDir, 'nightly-state.json');
    await writeFile(state, '{"lastScannedSha":"trusted"}');
    const before = await readFile(trustedBinary);
    const targets = [trustedBinary, state, join(fake.root, 'ccache', 'trusted', 'poison')];
    const { log } = await buildAttack(
      targets.map((t) => `echo pwned > '${t}' 2>/dev/null && echo "WROTE ${t}"`).join('\n') + '\ntrue',
    );
    assert.doesNotMatch(log, /WROTE/);
    assert.deepEqual(await readFile(trustedBinary), before);
    assert.equal(await readFile(state, 'utf8'), '{"lastScannedSha":"trusted"}');
    await assert.rejects(readFile(join(fake.root, 'ccache', 'trusted', 'poison')));
  });

  test('4: a cached binary changed after it was stored (same size, still executable) is refused and rebuilt', async () => {
    const original = await readFile(trustedBinary);
    // what a process with write access to the cache could do: same size, same mode, other code
    const evil = Buffer.from(`#!/bin/sh\necho pwned\n`.padEnd(original.length, '#'));
    await writeFile(trustedBinary, evil);
    const lines: string[] = [];
    const again = await buildRef(options(trustedSha, 'trusted', { log: (l) => lines.push(l) }), {
      run: processRunner(host),
    });
    assert.equal(again.cacheHit, false, 'built again');
    assert.match(
      lines.join('\n'),
      /cache: refusing .*: its sha256 [0-9a-f]{64} is not the [0-9a-f]{64} recorded when it was stored/,
    );
    assert.deepEqual(await readFile(again.binary), original);
    trustedBinary = again.binary;
  });

  test('4: a PR build writes its own ccache, reads the trusted one, and never serves a trusted build', async () => {
    const { result, lines } = await buildAttack('true');
    assert.match(
      lines.join('\n'),
      /untrusted build: CCACHE_DIR=\S*\/ccache\/untrusted\/build-[0-9a-f]+, reading \S*\/ccache\/trusted-shared read-only/,
    );
    assert.equal(result.ccache?.hitRate, 1, 'the C file compiled by the trusted build is a hit');
    // The same commit built for a trusted run is built again, not taken from the PR's entry.
    const trusted = await buildRef(options(result.sha, 'trusted'), { run: processRunner(host) });
    assert.equal(trusted.cacheHit, false);
    assert.notEqual(trusted.binary, result.binary);
    // ... while a PR run may take a trusted build of its commit.
    const again = await buildRef(options(result.sha, 'untrusted'), { run: processRunner(host) });
    assert.equal(again.binary, trusted.binary);
  });

  test('6: a ~/.gitconfig written by the build is gone, and the trusted git calls ignore global and repo fsmonitor', async () => {
    const marker = join(fake.root, 'fsmonitor-ran');
    const { log } = await buildAttack(`
      printf '[core]\\n\\tfsmonitor = touch ${marker}\\n' >> "$HOME/.gitconfig" && echo "HOME-IS $HOME"
      printf '[core]\\n\\tfsmonitor = touch ${marker}\\n' >> '${join(home, '.gitconfig')}' 2>/dev/null && echo WROTE-REAL-HOME
      true`);
    assert.match(log, /HOME-IS \/tmp\/home/);
    assert.doesNotMatch(log, /WROTE-REAL-HOME/);
    assert.equal(await readFile(join(home, '.gitconfig'), 'utf8'), '[user]\n\tname = runner\n');
    // Even a planted global or repository config does not run: git gets neither.
    await writeFile(join(home, '.gitconfig'), `[core]\n\tfsmonitor = touch ${marker}\n`);
    await fake.git(['config', 'core.fsmonitor', `touch ${marker}`]);
    try {
      await fake.git(['status']).catch(() => undefined);
      const planted = await readFile(marker).then(
        () => true,
        () => false,
      );
      assert.ok(planted, 'the planted config does run for a plain git: the test can fail');
      await rm(marker);
      await resolveCommit(fake.repo, 'HEAD', processRunner(host));
      await assert.rejects(readFile(marker), 'our git ran no fsmonitor');
    } finally {
      await fake.git(['config', '--unset', 'core.fsmonitor']);
      await writeFile(join(home, '.gitconfig'), '[user]\n\tname = runner\n');
    }
  });

  test('8: a build past its deadline is killed with everything it started, setsid daemons included', async () => {
    const marker = `node-bench-build-daemon-${randomBytes(5).toString('hex')}`;
    const error = await buildAttack(`setsid bash -c 'exec -a ${marker} sleep 600' & sleep 600`, {
      timeoutMs: 1500,
    }).catch((e: unknown) => e);
    assert.ok(error instanceof BuildError, String(error));
    assert.match(error.message, /killed after the 1\.5 s build timeout/);
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(processesWith(marker), []);
  });

  test('9: a built "binary" that links to a host file (a root-only script with a secret) is refused, not copied into the cache', async () => {
    const secretDir = join(fake.root, 'runner-secrets');
    const secretFile = join(secretDir, 'Release', 'node');
    await mkdir(join(secretDir, 'Release'), { recursive: true });
    const leak = `runner-secret-${randomBytes(8).toString('hex')}`;
    await writeFile(secretFile, `#!/bin/sh\n# ${leak}\n`, { mode: 0o700 });
    for (const [how, recipe] of [
      ['the binary', `mkdir -p out/Release\n\tln -sfn '${secretFile}' out/Release/node`],
      ['a directory on its path', `rm -rf out\n\tln -sfn '${secretDir}' out`],
    ] as const) {
      const sha = await fake.commit(
        // (configure as well: an earlier attack's is still on the branch)
        { configure: '#!/usr/bin/env bash\ntrue\n', Makefile: `out/Release/node: node.sh.in\n\t${recipe}\n` },
        `links ${how} out of the worktree`,
      );
      await fake.git(['checkout', '-q', 'main', '--', 'Makefile']).catch(() => undefined);
      const error = await buildRef(options(sha, 'untrusted'), { run: processRunner(host) }).catch((e: unknown) => e);
      assert.ok(error instanceof BuildError, `${how}: ${String(error)}`);
      assert.match(
        error.message,
        /left out\/Release\/node as (a symbolic link|a path that leads out of the worktree)/,
        `${how}: ${error.message}`,
      );
    }
    const store = await readdirRecursive(fake.cacheDir);
    for (const file of store) assert.doesNotMatch(await readFile(file, 'utf8').catch(() => ''), new RegExp(leak));
  });

  test('a build that runs the disk below the floor is stopped', async () => {
    const error = await buildAttack('sleep 30', {
      diskCheck: { floorBytes: Number.MAX_SAFE_INTEGER, intervalMs: 200 },
    }).catch((e: unknown) => e);
    assert.ok(error instanceof BuildError, String(error));
    assert.equal(error.code, 'disk-space');
    assert.match(error.message, /was stopped: only .* of disk left/);
  });
});

async function readdirRecursive(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
