// A --repo that is no repository, or one git refuses (a checkout another user owns), gets one line that names
// the real problem: never git's advice to edit a global config that node-bench does not read.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runNodeBench, type CliResult } from '../helpers/cli.ts';
import { gitIn } from '../helpers/fake-node-repo.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/** A git repository with one commit, readable by everyone. */
async function repository(): Promise<string> {
  const dir = scratchDir('repo-errors-');
  chmodSync(dir, 0o755);
  await gitIn(dir, ['init', '--quiet', '--initial-branch=main']);
  await gitIn(dir, ['commit', '--quiet', '--allow-empty', '-m', 'one commit']);
  return dir;
}

/**
 * The bundled CLI as uid 65534 (setpriv: only root may), from a copy of dist/ that user can read: the clone itself
 * may sit under a folder only its owner can enter (CI's is under a 0700 mktemp dir).
 */
function runAsNobody(args: string[], cwd: string): Promise<CliResult> {
  const bundle = scratchDir('repo-errors-dist-');
  chmodSync(bundle, 0o755);
  cpSync(join(repoRoot, 'dist'), bundle, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      'setpriv',
      [
        `--reuid=${NOBODY}`,
        `--regid=${NOBODY}`,
        '--clear-groups',
        '--',
        process.execPath,
        join(bundle, 'cli.js'),
      ].concat(args),
      { cwd, env: { PATH: process.env.PATH, HOME: cwd }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('--repo that is not a repository', () => {
  it('suggest --repo <missing folder>: no git repository there, not "cannot tell the default branch"', async () => {
    const missing = join(scratchDir('repo-errors-'), 'nope');
    const result = await runNodeBench(['suggest', '--repo', missing]);
    assert.equal(result.code, 1);
    assert.equal(result.stderr, `node-bench suggest: no git repository at ${missing}: no such folder\n`);
    assert.equal(result.stdout, '');
  });

  it('suggest --repo <a folder outside any repository>: one line with what git said', async () => {
    const plain = scratchDir('repo-errors-');
    mkdirSync(join(plain, 'sub'));
    const result = await runNodeBench(['suggest', '--repo', join(plain, 'sub')]);
    assert.equal(result.code, 1);
    assert.equal(
      result.stderr,
      `node-bench suggest: no git repository at ${join(plain, 'sub')} (git says: fatal: not a git repository ` +
        '(or any of the parent directories): .git)\n',
    );
  });
});

it('suggest --rules <missing file>: one line naming it', async () => {
  const repo = await repository();
  const missing = join(scratchDir('repo-errors-'), 'rules.txt');
  const result = await runNodeBench(['suggest', '--repo', repo, '--rules', missing, 'main..main']);
  assert.equal(result.code, 1);
  assert.equal(result.stderr, `node-bench suggest: --rules ${missing}: cannot read ${missing}: no such file\n`);
});

describe('a checkout another user owns', () => {
  const line = (dir: string, owner: string, me: string, uid: number) =>
    `${dir} belongs to ${owner}, but node-bench runs as ${me}: git refuses a checkout another user owns, and ` +
    'node-bench runs git without your global config (a safe.directory there does not apply). Run node-bench as ' +
    `${owner}, or take the checkout over: chown -R ${uid} ${dir}`;

  it(
    'as root, build --repo <owned by uid 65534>: who owns it and what to do',
    { skip: !asRoot && 'needs root to chown' },
    async () => {
      const dir = await repository();
      chownSync(dir, NOBODY, NOBODY);
      chownSync(join(dir, '.git'), NOBODY, NOBODY);
      const result = await runNodeBench(['build', '--repo', dir, '--ref', 'main', '--sandbox', 'none']);
      assert.equal(result.code, 1, result.stderr);
      assert.equal(result.stderr, `node-bench build: ${line(dir, 'uid 65534 (nobody)', 'uid 0 (root)', 0)}\n`);
      const suggest = await runNodeBench(['suggest', '--repo', dir]);
      assert.equal(suggest.stderr, `node-bench suggest: ${line(dir, 'uid 65534 (nobody)', 'uid 0 (root)', 0)}\n`);
    },
  );

  it(
    'as another user (uid 65534), build --repo <owned by root>',
    { skip: !asRoot && 'needs root to become uid 65534' },
    async () => {
      const dir = await repository();
      const cwd = scratchDir('repo-errors-home-');
      chownSync(cwd, NOBODY, NOBODY);
      const result = await runAsNobody(['build', '--repo', dir, '--ref', 'main', '--sandbox', 'none'], cwd);
      assert.equal(result.code, 1, result.stderr);
      assert.equal(result.stderr, `node-bench build: ${line(dir, 'uid 0 (root)', 'uid 65534 (nobody)', NOBODY)}\n`);
    },
  );
});
