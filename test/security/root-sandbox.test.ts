// The attacks of a PR author on a runner that runs as root (containers, cloud
// images) and on any runner's file system, against the real bwrap sandbox:
// PR code must hold no capability, run as an unprivileged user in its own user
// namespace, make no further namespaces, see nothing of the machine but what
// the run needs, and stay within its process, memory and /tmp limits.
// Each attack runs once unconfined where that shows the test can fail.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  chooseSandbox,
  defaultHiddenPlaces,
  NO_SANDBOX,
  UNPRIVILEGED_ID,
  type ConfinePaths,
  type Sandbox,
} from '../../src/process/sandbox.ts';
import { runSupervised } from '../../src/process/supervisor.ts';
import { packageRoot } from '../../src/util/package-root.ts';

const node = process.execPath;
const PATH = process.env.PATH ?? '/usr/bin:/bin';
const asRoot = process.getuid!() === 0;
const MARKER = `node-bench-secret-${randomBytes(8).toString('hex')}`;

/** `command` in `sandbox` (node is always exposed), its stdout captured. */
async function confined(
  sandbox: Sandbox,
  command: string,
  args: readonly string[],
  paths: ConfinePaths = {},
  cwd = '/',
) {
  return runSupervised({
    command,
    args,
    cwd,
    env: { PATH },
    stdout: 'capture',
    sandbox: await sandbox.confine({ ...paths, readable: [node, ...(paths.readable ?? [])] }),
    limit: { ms: 120_000, cause: 'timeout' },
  });
}

const sh = (sandbox: Sandbox, script: string, paths: ConfinePaths = {}) =>
  confined(sandbox, '/bin/sh', ['-c', script], paths);
const js = (sandbox: Sandbox, script: string, paths: ConfinePaths = {}) =>
  confined(sandbox, node, ['-e', script], paths);

/** Every readable file outside the system directories that holds MARKER, and every socket file. */
const SCAN = `const fs = require('fs'); const path = require('path');
  const skip = new Set(['/proc', '/sys', '/dev', '/usr', '/etc', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']);
  const hits = [], sockets = [];
  const roots = JSON.parse(process.argv[1]);
  const walk = (dir) => {
    let entries; try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (skip.has(p)) continue;
      if (e.isDirectory()) walk(p);
      else if (e.isSocket()) sockets.push(p);
      else if (e.isFile()) { try { if (fs.readFileSync(p, 'utf8').includes(${JSON.stringify(MARKER)})) hits.push(p); } catch {} }
    }
  };
  for (const r of roots) walk(r);
  process.stdout.write(JSON.stringify({ hits, sockets }));`;

describe('the sandbox on a runner laid out like a real one', () => {
  let root: string;
  let runner: string;
  let workspace: string;
  let home: string;
  let host: Record<string, string>;
  let sandbox: Sandbox;
  let socketServer: Server;
  let socketPath: string;

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'node-bench-runner-'));
    runner = join(root, 'actions-runner');
    home = join(root, 'home');
    // the work folder is not <install>/_work: the old denylist guessed the install dir from it
    workspace = join(root, 'work', 'node');
    const secrets = [
      join(runner, '.credentials'),
      join(runner, '.credentials_rsaparams'),
      join(runner, '.runner'),
      join(runner, '_diag', 'Runner_20261125.log'),
      join(runner, '_work', '_temp', '_runner_file_commands', 'set_env_1'),
      join(runner, '_work', 'other-repo', 'other-repo', 'secret.txt'),
      join(root, 'second-runner', '.credentials'),
      join(root, 'work', 'other-job', 'token.txt'),
      join(home, '.ssh', 'id_ed25519'),
      join(home, '.gitconfig'),
    ];
    for (const file of secrets) {
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, `${MARKER}\n`, { mode: 0o600 });
    }
    await mkdir(join(workspace, 'node', 'benchmark'), { recursive: true });
    await writeFile(join(workspace, 'node', 'benchmark', 'common.js'), 'module.exports = {};\n');
    socketPath = join(root, 'agent', 'ssh-agent.sock');
    await mkdir(join(root, 'agent'));
    socketServer = createServer((c) => c.end(MARKER));
    await new Promise<void>((resolve) => socketServer.listen(socketPath, resolve));
    host = {
      PATH,
      HOME: home,
      RUNNER_TEMP: join(runner, '_work', '_temp'),
      RUNNER_WORKSPACE: workspace,
      GITHUB_ENV: join(runner, '_work', '_temp', '_runner_file_commands', 'set_env_1'),
    };
    sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [],
      env: host,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    assert.equal(sandbox.kind, 'bwrap');
  });

  after(async () => {
    await new Promise((resolve) => socketServer.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  test('attack: read the runner credentials, its logs, the step files, other jobs, other runners, ~/.ssh, a socket', async () => {
    // Unconfined, a scan of the runner's directories finds every secret.
    const control = await confined(NO_SANDBOX, node, ['-e', SCAN, JSON.stringify([root])]);
    const unconfined = JSON.parse(control.stdout) as { hits: string[]; sockets: string[] };
    assert.equal(unconfined.hits.length, 10, control.stdout);
    assert.deepEqual(unconfined.sockets, [socketPath]);

    // Confined, with what a core run exposes (the job's checkout, this package, node), a scan of everything finds none.
    const inside = await confined(
      sandbox,
      node,
      ['-e', SCAN, JSON.stringify(['/'])],
      { readable: [join(workspace, 'node'), packageRoot()] },
      join(workspace, 'node'),
    );
    assert.equal(inside.exitCode, 0, inside.stderrTail);
    assert.deepEqual(JSON.parse(inside.stdout), { hits: [], sockets: [] }, 'nothing of the runner is visible');
  });

  test('the job checkout and the package are visible, read-only; the rest of the work folder is not', async () => {
    const result = await sh(
      sandbox,
      `cat ${join(workspace, 'node', 'benchmark', 'common.js')}; ls ${join(root, 'work')}; ls ${packageRoot()}/dist/core-preload.cjs;` +
        ` echo x > ${join(workspace, 'node', 'x')} 2>/dev/null || echo read-only; ls ${runner} 2>&1 || true`,
      { readable: [join(workspace, 'node'), packageRoot()] },
    );
    assert.equal(result.exitCode, 0, result.stderrTail);
    const lines = result.stdout.trim().split('\n');
    assert.equal(lines[0], 'module.exports = {};');
    assert.equal(lines[1], 'node', 'of the work folder only the checkout is there');
    assert.match(lines[2]!, /core-preload\.cjs$/);
    assert.equal(lines[3], 'read-only');
    assert.match(lines[4]!, /No such file or directory/);
  });

  test('no capabilities, its own user namespace, no further namespaces; as root, an unprivileged user', async () => {
    const result = await sh(
      sandbox,
      'grep -E "^(Uid|CapEff|CapBnd|CapPrm|NoNewPrivs):" /proc/self/status; readlink /proc/self/ns/user; ' +
        'unshare --user true 2>/dev/null && echo made-a-user-namespace || echo no-user-namespace; ' +
        'unshare --mount true 2>/dev/null && echo made-a-mount-namespace || echo no-mount-namespace',
    );
    assert.equal(result.exitCode, 0, result.stderrTail);
    const status = result.stdout;
    assert.match(status, /^CapEff:\s+0000000000000000$/m);
    assert.match(status, /^CapPrm:\s+0000000000000000$/m);
    assert.match(status, /^CapBnd:\s+0000000000000000$/m);
    assert.match(status, /no-user-namespace/);
    assert.match(status, /no-mount-namespace/);
    const own = await runSupervised({
      command: 'readlink',
      args: ['/proc/self/ns/user'],
      cwd: '/',
      env: { PATH },
      stdout: 'capture',
    });
    assert.notEqual(/user:\[\d+\]/.exec(status)?.[0], own.stdout.trim(), 'a user namespace of its own');
    if (asRoot) assert.match(status, new RegExp(`^Uid:\\s+${UNPRIVILEGED_ID}\\s+${UNPRIVILEGED_ID}\\s`, 'm'));
    else assert.match(status, new RegExp(`^Uid:\\s+${process.getuid!()}\\s`, 'm'));
  });

  test("attack (root): umount /proc and read the Action's tokens from the host's /proc", async () => {
    const secret = `ghs_${randomBytes(12).toString('hex')}`;
    const decoy = spawn('sleep', ['600'], {
      env: { GITHUB_TOKEN: secret, ACTIONS_RUNTIME_TOKEN: secret },
      stdio: 'ignore',
    });
    try {
      const attack = `umount -l /proc 2>/dev/null && echo unmounted; mount -t proc proc /proc 2>/dev/null && echo mounted;
        cat /proc/*/environ 2>/dev/null | tr '\\0' '\\n' | grep -c ${secret} || true`;
      const control = await sh(NO_SANDBOX, attack);
      assert.match(control.stdout, /^[1-9]/m, 'unconfined, the token is in /proc');
      const inside = await sh(sandbox, attack);
      assert.equal(inside.exitCode, 0, inside.stderrTail);
      assert.equal(inside.stdout.trim(), '0');
    } finally {
      decoy.kill('SIGKILL');
    }
  });

  test('attack (root): bind-mount the real / and remount it read-write to write GITHUB_ENV', async () => {
    const attack = `mkdir -p /tmp/m; mount --bind / /tmp/m 2>/dev/null && echo bound;
      mount -o remount,rw / 2>/dev/null && echo remounted;
      echo 'NODE_OPTIONS=--require /tmp/evil.js' >> ${host.GITHUB_ENV} 2>/dev/null && echo wrote; echo done`;
    const inside = await sh(sandbox, attack);
    assert.equal(inside.exitCode, 0, inside.stderrTail);
    assert.equal(inside.stdout.trim(), 'done');
  });

  test("attack (root): enter the host's network namespace through a host pid", async () => {
    const server = createServer((c) => c.end('host-service'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const attack = `for pid in 1 2 3 4 5; do nsenter -t $pid -n true 2>/dev/null && echo entered-$pid; done;
        nsenter --net=/proc/1/ns/net true 2>/dev/null && echo entered; echo done`;
      const inside = await sh(sandbox, attack);
      assert.equal(inside.exitCode, 0, inside.stderrTail);
      assert.equal(inside.stdout.trim(), 'done');
      const connect = `const s = require('net').connect(${port}, '127.0.0.1');
        s.on('data', (d) => { process.stdout.write('REACHED ' + d); s.destroy(); });
        s.on('error', (e) => process.stdout.write(e.code));`;
      assert.equal((await js(sandbox, connect)).stdout, 'ECONNREFUSED');
    } finally {
      server.close();
    }
  });

  test('/etc/shadow and the other secrets of /etc are empty', async () => {
    const inside = await sh(
      sandbox,
      'cat /etc/shadow 2>/dev/null | wc -c; ls -A /etc/ssh | wc -l; test -r /etc/passwd && echo passwd',
    );
    assert.equal(inside.exitCode, 0, inside.stderrTail);
    assert.deepEqual(inside.stdout.trim().split('\n'), ['0', '0', 'passwd']);
  });
});

describe('the sandbox bounds what PR code can take', () => {
  let sandbox: Sandbox;
  const small = { processes: 64, memoryBytes: 1024 ** 3, tmpBytes: 32 * 1024 ** 2 };

  before(async () => {
    sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [],
      env: { PATH },
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
  });

  test('attack: start 300 processes — the fork fails at the limit, the sandbox ends, the machine is fine', async () => {
    const attack =
      'n=0; while [ $n -lt 300 ]; do sleep 30 & n=$((n+1)); done; echo started; kill $(jobs -p) 2>/dev/null';
    const inside = await sh(sandbox, attack, { limits: small });
    assert.notEqual(inside.exitCode, 0, 'the shell cannot fork past the limit');
    assert.match(inside.stderrTail, /fork|Resource temporarily unavailable|Cannot/i);
    // the default limit lets a benchmark with its children and threads run
    const normal = await sh(sandbox, 'for i in 1 2 3 4 5 6 7 8; do sleep 0.1 & done; wait; echo ok');
    assert.equal(normal.stdout.trim(), 'ok', normal.stderrTail);
  });

  test('attack: hold more memory than the limit — the allocation fails, not the runner', async () => {
    const hold = `const a = []; try { for (let i = 0; i < 40; i++) a.push(Buffer.alloc(64 * 1024 * 1024, 1)); process.stdout.write('held ' + a.length * 64 + ' MiB'); } catch (e) { process.stdout.write('refused at ' + a.length * 64 + ' MiB'); }`;
    const inside = await js(sandbox, hold, { limits: { ...small, memoryBytes: 512 * 1024 ** 2 } });
    assert.match(inside.stdout + inside.stderrTail, /refused at|out of memory|Allocation failed|ENOMEM/i);
    assert.doesNotMatch(inside.stdout, /held/);
    const fine = await js(sandbox, hold);
    assert.equal(fine.stdout, 'held 2560 MiB', 'the default limit leaves room for a real benchmark');
  });

  test('attack: fill /tmp — it is a bounded tmpfs', async () => {
    const inside = await sh(sandbox, 'dd if=/dev/zero of=/tmp/fill bs=1M count=100 2>&1; df -k /tmp | tail -1', {
      limits: small,
    });
    assert.match(inside.stdout, /No space left on device/);
    const size = Number(inside.stdout.trim().split('\n').at(-1)!.split(/\s+/)[1]);
    assert.equal(size, 32 * 1024);
  });
});

describe('work folders right under / (container jobs)', { skip: !asRoot && 'needs root to create /_work' }, () => {
  test('a workspace at /_work/<repo> is not taken for a runner install dir at /', async () => {
    const top = `/_node-bench-test-${randomBytes(4).toString('hex')}`;
    const workspace = join(top, 'repo');
    await mkdir(join(workspace, 'repo'), { recursive: true });
    try {
      await writeFile(join(workspace, 'repo', 'bench.js'), 'console.log("ran from the work folder")');
      const env = { PATH, RUNNER_WORKSPACE: workspace };
      assert.ok(!defaultHiddenPlaces(env).includes('/'), 'the runner install dir is not guessed as /');
      const sandbox = await chooseSandbox({
        mode: 'bwrap',
        untrustedCode: true,
        hide: [],
        env,
        uid: process.getuid!(),
        platform: 'linux-x64',
        log: () => {},
      });
      const result = await runSupervised({
        command: node,
        args: [join(workspace, 'repo', 'bench.js')],
        cwd: join(workspace, 'repo'),
        env: { PATH },
        stdout: 'capture',
        sandbox: await sandbox.confine({ readable: [node, workspace] }),
      });
      assert.equal(result.exitCode, 0, result.stderrTail);
      assert.equal(result.stdout.trim(), 'ran from the work folder');
    } finally {
      await rm(top, { recursive: true, force: true });
    }
  });
});
