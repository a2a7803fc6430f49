// The sandbox against what PR code would try: read the Action's environment
// through /proc, write the trusted cache or HOME, leave a daemon behind,
// reach the network. Each attack runs once without the sandbox (it works:
// the test can fail) and once inside it (it must not).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  BENCHMARK_LIMITS,
  bwrapArgs,
  chooseSandbox,
  macOsRefusal,
  NO_SANDBOX,
  type Sandbox,
} from '../../src/process/sandbox.ts';
import { UserError } from '../../src/errors.ts';
import { findExecutable } from '../../src/util/files.ts';
import { runSupervised, type ChildEnv } from '../../src/process/supervisor.ts';
import { processesWith } from '../helpers/processes.ts';

const node = process.execPath;
const env: ChildEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

async function run(sandbox: Sandbox, script: string, paths: Parameters<Sandbox['confine']>[0] = {}, cwd = '/') {
  return runSupervised({
    command: node,
    args: ['-e', script],
    cwd,
    env,
    stdout: 'capture',
    sandbox: await sandbox.confine({ readable: [node], ...paths }),
    limit: { ms: 30_000, cause: 'timeout' },
  });
}

describe('the bwrap sandbox', () => {
  let root: string;
  let sandbox: Sandbox;
  let home: string;
  let cache: string;
  const decoys: number[] = [];

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'node-bench-sandbox-'));
    home = join(root, 'home');
    cache = join(root, 'cache');
    await mkdir(join(cache, 'builds'), { recursive: true });
    await mkdir(home);
    await writeFile(join(cache, 'builds', 'node'), 'trusted binary');
    await writeFile(join(cache, 'nightly-state.json'), '{"lastSha":"a"}');
    await writeFile(join(home, '.gitconfig'), '[user]\n\tname = trusted\n');
    sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [cache],
      env: { PATH: env.PATH, HOME: home },
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    assert.equal(sandbox.kind, 'bwrap');
  });

  after(async () => {
    for (const pid of decoys) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await rm(root, { recursive: true, force: true });
  });

  test("attack: read a token from another process's /proc/<pid>/environ", async () => {
    const secret = `ghs_${randomBytes(12).toString('hex')}`;
    // Stands for the Action's own process, whose environment holds the step's tokens.
    const decoy = spawn('sleep', ['600'], { env: { ...env, GITHUB_TOKEN: secret }, stdio: 'ignore' });
    decoys.push(decoy.pid!);
    const scan = `const fs = require('fs'); let hit = false;
      for (const p of fs.readdirSync('/proc')) { try { if (fs.readFileSync('/proc/' + p + '/environ', 'utf8').includes(${JSON.stringify(secret)})) hit = true; } catch {} }
      process.stdout.write(hit ? 'FOUND' : 'clean');`;
    assert.equal((await run(NO_SANDBOX, scan)).stdout, 'FOUND', 'without a sandbox the attack works');
    const inside = await run(sandbox, scan);
    assert.equal(inside.exitCode, 0, inside.stderrTail);
    assert.equal(inside.stdout, 'clean');
  });

  test('attack: overwrite the cached binary or the nightly state; read or write the real HOME', async () => {
    const attack = `const fs = require('fs'); const out = [];
      for (const f of [${JSON.stringify(join(cache, 'builds', 'node'))}, ${JSON.stringify(join(cache, 'nightly-state.json'))}, ${JSON.stringify(join(home, '.gitconfig'))}]) {
        try { fs.writeFileSync(f, 'pwned'); out.push('wrote ' + f); } catch (e) { out.push(e.code); }
        try { fs.readFileSync(f); out.push('read'); } catch (e) { out.push(e.code); }
      }
      try { fs.writeFileSync(require('os').homedir() + '/.gitconfig', '[core]\\n\\tfsmonitor = touch /tmp/x\\n'); out.push('home ' + require('os').homedir()); } catch (e) { out.push(e.code); }
      process.stdout.write(out.join(' '));`;
    const result = await runSupervised({
      command: node,
      args: ['-e', attack],
      cwd: '/',
      env: { ...env, HOME: '/tmp/home' },
      stdout: 'capture',
      sandbox: await sandbox.confine({ readable: [node] }),
    });
    assert.equal(result.exitCode, 0, result.stderrTail);
    assert.doesNotMatch(result.stdout, /wrote/);
    assert.doesNotMatch(result.stdout, /read/, 'the hidden places are not even readable');
    assert.match(result.stdout, /home \/tmp\/home$/, 'HOME inside is fresh and writable');
    assert.equal(await readFile(join(cache, 'builds', 'node'), 'utf8'), 'trusted binary');
    assert.equal(await readFile(join(cache, 'nightly-state.json'), 'utf8'), '{"lastSha":"a"}');
    assert.equal(await readFile(join(home, '.gitconfig'), 'utf8'), '[user]\n\tname = trusted\n');
  });

  test('only the writable paths take writes; readable ones are read-only', async () => {
    const work = join(cache, 'work', 'build-1');
    const readable = join(root, 'suite');
    await mkdir(work, { recursive: true });
    await mkdir(readable);
    await writeFile(join(readable, 'bench.js'), 'ok');
    const script = `const fs = require('fs'); const out = [];
      fs.writeFileSync('out.txt', 'built'); out.push(fs.readFileSync(${JSON.stringify(join(readable, 'bench.js'))}, 'utf8'));
      try { fs.writeFileSync(${JSON.stringify(join(readable, 'x'))}, 'x'); out.push('wrote'); } catch (e) { out.push(e.code); }
      try { fs.writeFileSync('/usr/x', 'x'); out.push('wrote'); } catch (e) { out.push(e.code); }
      process.stdout.write(out.join(' '));`;
    const result = await run(sandbox, script, { writable: [work], readable: [node, readable] }, work);
    assert.equal(result.exitCode, 0, result.stderrTail);
    assert.equal(result.stdout, 'ok EROFS EROFS');
    assert.equal(await readFile(join(work, 'out.txt'), 'utf8'), 'built');
  });

  test('attack: a setsid daemon outlives the job', async () => {
    const marker = `node-bench-escape-${randomBytes(6).toString('hex')}`;
    const escape = `const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ${JSON.stringify(marker)}], { detached: true, stdio: 'ignore' }); c.unref();`;
    await run(NO_SANDBOX, escape);
    await new Promise((r) => setTimeout(r, 200));
    const escaped = processesWith(marker);
    assert.equal(escaped.length, 1, 'without a sandbox the daemon survives its process group');
    for (const pid of escaped) process.kill(pid, 'SIGKILL');

    const inside = `${marker}-in`;
    const result = await run(sandbox, escape.replace(marker, inside));
    assert.equal(result.exitCode, 0, result.stderrTail);
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(processesWith(inside), []);
  });

  test('a time limit kills everything inside the sandbox', async () => {
    const marker = `node-bench-hung-${randomBytes(6).toString('hex')}`;
    const script = `require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ${JSON.stringify(marker)}], { detached: true, stdio: 'ignore' }).unref(); setInterval(() => {}, 1000);`;
    const result = await runSupervised({
      command: node,
      args: ['-e', script],
      cwd: '/',
      env,
      sandbox: await sandbox.confine({ readable: [node] }),
      limit: { ms: 1000, cause: 'timeout' },
    });
    assert.equal(result.killed, 'timeout');
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(processesWith(marker), []);
  });

  test('attack: reach a service on the host network; loopback inside still works', async () => {
    const server = createServer((socket) => socket.end('secret-service'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const connect = `const s = require('net').connect(${port}, '127.0.0.1');
        s.on('data', (d) => { process.stdout.write('REACHED ' + d); s.destroy(); });
        s.on('error', (e) => process.stdout.write(e.code));`;
      assert.match((await run(NO_SANDBOX, connect)).stdout, /^REACHED/);
      assert.equal((await run(sandbox, connect)).stdout, 'ECONNREFUSED');
      const loopback = `const srv = require('net').createServer((c) => c.end('hi')).listen(0, '127.0.0.1', () => {
          require('net').connect(srv.address().port, '127.0.0.1').on('data', (d) => { process.stdout.write(String(d)); srv.close(); process.exit(0); });
        });`;
      assert.equal((await run(sandbox, loopback)).stdout, 'hi');
    } finally {
      server.close();
    }
  });

  test('IPC reaches the parent through the sandbox', async () => {
    const messages: unknown[] = [];
    const result = await runSupervised({
      command: node,
      args: ['-e', 'process.send({ type: "report", rate: 42 }, () => process.disconnect())'],
      cwd: '/',
      env,
      onMessage: (m) => messages.push(m),
      sandbox: await sandbox.confine({ readable: [node] }),
    });
    assert.equal(result.exitCode, 0, result.stderrTail);
    assert.deepEqual(messages, [{ type: 'report', rate: 42 }]);
  });

  test('mounts go shallow to deep: exposed paths inside hidden ones show, hidden ones inside exposed ones stay hidden', () => {
    const args = bwrapArgs(
      { bwrap: 'bwrap', prlimit: 'prlimit', limits: BENCHMARK_LIMITS, hidden: [root, cache] },
      { readable: [join(cache, 'builds'), '/tmp'], writable: [join(cache, 'builds', 'x')] },
      '/',
    );
    const order = args.filter(
      (a, i) => ['--tmpfs', '--ro-bind', '--bind'].includes(args[i - 1] ?? '') && a.startsWith(root),
    );
    assert.deepEqual(order, [root, cache, join(cache, 'builds')]);
    assert.ok(args.includes('--die-with-parent') && args.includes('--unshare-pid') && args.includes('--unshare-net'));
    // the package root bound read-only above the cache must not bring the cache back
    const nested = bwrapArgs(
      { bwrap: 'bwrap', prlimit: 'prlimit', limits: BENCHMARK_LIMITS, hidden: [cache] },
      { readable: [root] },
      '/',
    );
    assert.ok(nested.indexOf(cache) > nested.indexOf(root), nested.join(' '));
  });
});

describe('choosing a sandbox', () => {
  test('untrusted code without bwrap is refused unless the user says none', async () => {
    const noBwrap = { PATH: '/nonexistent' };
    await assert.rejects(
      chooseSandbox({
        mode: 'auto',
        untrustedCode: true,
        hide: [],
        env: noBwrap,
        uid: process.getuid!(),
        platform: 'linux-x64',
        log: () => {},
      }),
      /Refusing to run pull-request code without a sandbox: install bubblewrap.*sandbox: none/,
    );
    await assert.rejects(
      chooseSandbox({
        mode: 'bwrap',
        untrustedCode: false,
        hide: [],
        env: noBwrap,
        uid: process.getuid!(),
        platform: 'linux-x64',
        log: () => {},
      }),
      /bwrap \(bubblewrap\).* not installed/,
    );
    const lines: string[] = [];
    const none = await chooseSandbox({
      mode: 'none',
      untrustedCode: true,
      hide: [],
      env: noBwrap,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: (l) => lines.push(l),
    });
    assert.equal(none.kind, 'none');
    assert.match(lines.join('\n'), /safe only on an ephemeral runner/);
    const trusted = await chooseSandbox({
      mode: 'auto',
      untrustedCode: false,
      hide: [],
      env: noBwrap,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    assert.equal(trusted.kind, 'none');
  });

  test('macOS: pull-request code is refused in one line naming the platform and the safe modes, whatever the mode', async () => {
    // this machine's real PATH, bwrap on it: the refusal is the platform's, not a missing tool's
    for (const platform of ['darwin-arm64', 'darwin-x64'] as const) {
      for (const mode of ['auto', 'bwrap', 'none'] as const) {
        await assert.rejects(
          chooseSandbox({ mode, untrustedCode: true, hide: [], env: process.env, uid: 1000, platform, log: () => {} }),
          (error: Error) =>
            error instanceof UserError &&
            error.message === macOsRefusal(platform) &&
            error.message.includes(`this runner is ${platform}`) &&
            /releases.*workflow_dispatch of refs.*nightly of main/.test(error.message) &&
            !error.message.includes('\n'),
        );
      }
    }
  });

  test('macOS: trusted code runs unsandboxed and says so; bwrap asked for by name is refused', async () => {
    for (const mode of ['auto', 'none'] as const) {
      const lines: string[] = [];
      const chosen = await chooseSandbox({
        mode,
        untrustedCode: false,
        hide: [],
        env: process.env,
        uid: 1000,
        platform: 'darwin-arm64',
        log: (line) => lines.push(line),
      });
      assert.equal(chosen, NO_SANDBOX);
      assert.deepEqual(lines, [
        "sandbox: none on darwin-arm64 (macOS has no bubblewrap): trusted code runs with this user's rights",
      ]);
    }
    await assert.rejects(
      chooseSandbox({
        mode: 'bwrap',
        untrustedCode: false,
        hide: [],
        env: process.env,
        uid: 1000,
        platform: 'darwin-x64',
        log: () => {},
      }),
      /^UserError: sandbox: bwrap is Linux only and this runner is darwin-x64: use sandbox auto or none/,
    );
  });

  test(
    'Linux of any architecture gets bubblewrap',
    { skip: findExecutable('bwrap', process.env.PATH) === null },
    async () => {
      for (const platform of ['linux-x64', 'linux-arm64'] as const) {
        const chosen = await chooseSandbox({
          mode: 'auto',
          untrustedCode: true,
          hide: [],
          env: { PATH: process.env.PATH },
          uid: process.getuid!(),
          platform,
          log: () => {},
        });
        assert.equal(chosen.kind, 'bwrap', platform);
      }
    },
  );
});
