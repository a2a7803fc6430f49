import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { isAlive } from '../helpers/processes.ts';
import { liveGroupCount, runSupervised, type ChildEnv } from '../../src/process/supervisor.ts';

const env: ChildEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const node = process.execPath;
const cwd = tmpdir();

describe('runSupervised', () => {
  const dirs: string[] = [];
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('captures stdout and the exit code; the child sees only the env it was given', async () => {
    const result = await runSupervised({
      command: node,
      args: ['-e', 'process.stdout.write(JSON.stringify(Object.keys(process.env).sort())); process.exit(3)'],
      cwd,
      env: { ...env, ONLY_THIS: '1' },
      stdout: 'capture',
    });
    assert.equal(result.exitCode, 3);
    assert.equal(result.killed, null);
    assert.deepEqual(JSON.parse(result.stdout), ['ONLY_THIS', 'PATH']);
  });

  test('delivers stdout line by line, the unterminated rest last, and stderr chunks', async () => {
    const lines: string[] = [];
    let partial = '';
    let stderr = '';
    const result = await runSupervised({
      command: node,
      args: ['-e', 'process.stdout.write("a\\r\\nb\\nc"); process.stderr.write("oops")'],
      cwd,
      env,
      stdout: 'lines',
      onLine: (line) => lines.push(line),
      onPartialLine: (text) => (partial = text),
      onStderr: (text) => (stderr += text),
    });
    assert.equal(result.exitCode, 0);
    assert.deepEqual(lines, ['a', 'b']);
    assert.equal(partial, 'c');
    assert.equal(stderr, 'oops');
    assert.equal(result.stderrTail, 'oops');
  });

  test('issue 42: a 600 MB stdout line without end kills its child (killed: output), not us; lines before it are kept', async () => {
    const lines: string[] = [];
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        // lines around chunk boundaries first, then 600 MB in 1 MiB writes with no newline
        `const fs = require('fs'); fs.writeSync(1, 'first\\n' + 'x'.repeat(70000) + '\\nthird\\n');
         const chunk = Buffer.alloc(1 << 20, 0x61); for (let i = 0; i < 600; i++) fs.writeSync(1, chunk);`,
      ],
      cwd,
      env,
      stdout: 'lines',
      onLine: (line) => lines.push(line),
      limit: { ms: 120_000, cause: 'timeout' },
    });
    assert.equal(result.killed, 'output');
    assert.deepEqual(
      lines.map((l) => l.slice(0, 5)),
      ['first', 'xxxxx', 'third'],
    );
    assert.equal(lines[1]!.length, 70000);
  });

  /** A child that writes `script`'s text to its IPC channel (fd 3, non-blocking: retried when full). */
  const writeToChannel = (body: string) =>
    `const fs = require('fs'); const wait = new Int32Array(new SharedArrayBuffer(4));
     const put = (data) => { for (let off = 0; off < data.length; ) {
       try { off += fs.writeSync(3, data, off); } catch (e) { if (e.code !== 'EAGAIN') throw e; Atomics.wait(wait, 0, 0, 1); } } };
     ${body}`;

  test('issue 42: a 600 MB message without end on the IPC channel kills its child (killed: output), not us', async () => {
    const messages: unknown[] = [];
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        writeToChannel(`process.send({ type: 'first' }, () => {
          const chunk = Buffer.alloc(1 << 20, 0x61); for (let i = 0; i < 600; i++) put(chunk); put(Buffer.from('\\n')); });`),
      ],
      cwd,
      env,
      onMessage: (message) => messages.push(message),
      limit: { ms: 120_000, cause: 'timeout' },
    });
    assert.equal(result.killed, 'output');
    assert.equal(
      result.outputProblem,
      `it wrote a message of more than ${16 * 1024 * 1024} characters on the benchmark channel`,
    );
    assert.deepEqual(messages, [{ type: 'first' }]);
  });

  test('issue 42: a line on the IPC channel that is not JSON kills its child, not us', async () => {
    const result = await runSupervised({
      command: node,
      args: ['-e', writeToChannel(`put(Buffer.from('{"type": "report", oops\\n')); setTimeout(() => {}, 5000);`)],
      cwd,
      env,
      onMessage: () => undefined,
      limit: { ms: 60_000, cause: 'timeout' },
    });
    assert.equal(result.killed, 'output');
    assert.equal(result.outputProblem, 'it wrote something other than JSON on the benchmark channel');
  });

  test('delivers IPC messages', async () => {
    const messages: unknown[] = [];
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        'process.send({ type: "report", rate: 1 }); process.send({ type: "done" }, () => process.disconnect())',
      ],
      cwd,
      env,
      onMessage: (message) => messages.push(message),
    });
    assert.equal(result.exitCode, 0);
    assert.deepEqual(messages, [{ type: 'report', rate: 1 }, { type: 'done' }]);
  });

  test('a time limit kills the whole process group, grandchildren included', async () => {
    let grandchild = 0;
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        `const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
         console.log(c.pid); setInterval(() => {}, 1000);`,
      ],
      cwd,
      env,
      stdout: 'lines',
      onLine: (line) => (grandchild = Number(line)),
      limit: { ms: 500, cause: 'timeout' },
    });
    assert.equal(result.killed, 'timeout');
    assert.equal(result.signal, 'SIGKILL');
    assert.ok(grandchild > 0);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(isAlive(grandchild), false, 'the grandchild died with its group');
    assert.equal(liveGroupCount(), 0);
  });

  test('what a child leaves behind in its group is killed when it exits', async () => {
    let grandchild = 0;
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        `const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: false });
         c.unref(); console.log(c.pid);`,
      ],
      cwd,
      env,
      stdout: 'lines',
      onLine: (line) => (grandchild = Number(line)),
    });
    assert.equal(result.exitCode, 0);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(isAlive(grandchild), false);
  });

  test('abort kills it; an already aborted signal starts nothing', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await runSupervised({
      command: node,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      cwd,
      env,
      signal: controller.signal,
    });
    assert.equal(result.killed, 'aborted');
    const again = await runSupervised({ command: node, args: ['-e', ''], cwd, env, signal: controller.signal });
    assert.equal(again.killed, 'aborted');
    assert.equal(again.exitCode, null);
  });

  test('a command that does not exist is a spawnError, not an exception', async () => {
    const result = await runSupervised({ command: '/nonexistent/node-bench-x', args: [], cwd, env });
    assert.equal(result.spawnError?.message.includes('ENOENT'), true);
    assert.equal(result.exitCode, null);
  });

  test('a log file stops growing at its cap and keeps the end of the output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'node-bench-supervisor-'));
    dirs.push(dir);
    const path = join(dir, 'build.log');
    const result = await runSupervised({
      command: node,
      args: [
        '-e',
        'console.error("from stderr"); setTimeout(() => { for (let i = 0; i < 20000; i++) console.log("line " + i); }, 100)',
      ],
      cwd,
      env,
      logFile: { path, maxBytes: 10_000 },
    });
    assert.equal(result.exitCode, 0);
    const text = await readFile(path, 'utf8');
    assert.ok(text.startsWith('from stderr\nline 0\n'));
    assert.match(text, /\[node-bench: log capped at 10000 bytes; \d+ bytes omitted; the last \d+ follow\]/);
    assert.ok(text.includes('line 19999\n'), 'the last stdout line is kept');
    assert.ok(text.length < 10_000 + 64 * 1024 + 200);
    assert.ok(result.logOmittedBytes > 0);
  });
});
