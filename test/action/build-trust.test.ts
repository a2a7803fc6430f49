// Which caches the Action's builds may write, end to end (src/index.ts run as
// GitHub runs it, real builds of the fake node checkout in the real sandbox):
// only the event's own push to a protected or the default branch builds
// trusted; `mode: run` anywhere else (a dispatch, whose inputs may name a
// PR's commit, or a push to an unprotected branch) and a pull request's
// execute job, base build included, build untrusted: they read the trusted
// ccache and binary cache and write neither.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { cacheKey } from '../../src/binaries/build-cache.ts';
import { DEFAULT_BINARY_PATH, DEFAULT_BUILD_COMMAND } from '../../src/binaries/builder.ts';
import { serializeRequest } from '../../src/request/request.ts';
import { runAction } from '../helpers/action.ts';
import { commentEvent, dispatchEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { set as setOption } from '../../src/options/selection.ts';

const REPO = 'nodejs/node';
const writer = { login: 'writer-person', id: 1001 };

describe("the Action's builds: trusted only for the event's own protected branch", () => {
  let fake: FakeNodeRepo;
  const scratch = scratchDir('build-trust-');
  const cacheDir = join(scratch, 'cache');
  const trustedCcaches = [join(cacheDir, 'ccache', 'trusted'), join(cacheDir, 'ccache', 'trusted-shared')];

  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(() => fake.cleanup());

  /** Is there a trusted binary-cache entry for `sha` (the one every later build would take)? */
  const trustedEntry = (sha: string) =>
    existsSync(
      join(
        cacheDir,
        'builds',
        'entries',
        cacheKey(sha, {
          buildCommand: DEFAULT_BUILD_COMMAND,
          binaryPath: DEFAULT_BINARY_PATH,
          configureFlags: [],
          trust: 'trusted',
        }).name,
      ),
    );
  /** Every file of the trusted ccache (and of its copy untrusted builds read) with its size and modification time. */
  const trustedCcacheFiles = () =>
    trustedCcaches.flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
            .sort()
            .map((name) => join(dir, name))
            .map((path) => `${path} ${statSync(path).size} ${statSync(path).mtimeMs}`)
        : [],
    );

  const runMode = (o: {
    eventName: string;
    payload: unknown;
    ref: string;
    protectedRef: boolean;
    old: string;
    new: string;
    runId: string;
  }) =>
    runAction({
      entry: 'src',
      eventName: o.eventName,
      payload: o.payload,
      runId: o.runId,
      workspace: scratch,
      env: { GITHUB_REF: o.ref, GITHUB_REF_PROTECTED: String(o.protectedRef) },
      inputs: {
        mode: 'run',
        old: o.old,
        new: o.new,
        groups: 'buffers',
        filter: 'tojson',
        set: 'len=256',
        runs: '2',
        'repo-path': fake.repo,
        'cache-dir': cacheDir,
        'min-free-gb': '0',
        'result-dir': join(scratch, `result-${o.runId}`),
        'github-token': '',
      },
    });

  const pushEvent = (ref: string) => ({
    ref,
    after: fake.slow,
    repository: { name: 'node', full_name: REPO, owner: { login: 'nodejs' }, default_branch: 'main' },
  });

  it('a push to the protected default branch builds trusted: the trusted ccache and binary cache are written', async () => {
    const run = await runMode({
      eventName: 'push',
      payload: pushEvent('refs/heads/main'),
      ref: 'refs/heads/main',
      protectedRef: true,
      old: 'ref:v-fast',
      new: `ref:${fake.slow}`,
      runId: '2001',
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /builds: trusted, push on the protected branch main/);
    assert.doesNotMatch(run.stdout, /could not (trim|read max_size)/, 'the shared copy was trimmed');
    assert.ok(trustedEntry(fake.slow) && trustedEntry(fake.fast));
    assert.ok(trustedCcacheFiles().length > 0);
  });

  it('mode run dispatched with a commit that is on no protected branch builds it untrusted', async () => {
    // a PR's commit, fetched into the checkout; the dispatch ran on main, but its inputs name any commit
    const prCommit = await fake.commit({ 'pr.txt': 'a pull request\n' }, 'a commit of a pull request');
    const before = trustedCcacheFiles();
    const run = await runMode({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO, inputs: {}, sender: writer }),
      ref: 'refs/heads/main',
      protectedRef: true,
      old: 'ref:v-fast',
      new: `ref:${prCommit}`,
      runId: '2002',
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(trustedEntry(prCommit), false, 'no trusted binary for the PR commit');
    assert.deepEqual(trustedCcacheFiles(), before, 'the trusted ccache is unchanged');
    assert.match(run.stdout, /builds: untrusted, workflow_dispatch on refs\/heads\/main \(run-2002\)/);
    assert.match(
      run.stdout,
      /CCACHE_DIR=\S*\/ccache\/untrusted\/run-2002, reading \S*\/ccache\/trusted-shared read-only/,
    );
    // v-fast was built trusted before: the untrusted run takes that build
    assert.match(run.stdout, /cache hit for ref:v-fast|cache hit for v-fast/);
  });

  it('mode run on a push to a branch that is neither protected nor the default builds untrusted', async () => {
    const branchCommit = await fake.commit({ 'branch.txt': 'a feature branch\n' }, 'a commit on a feature branch');
    const before = trustedCcacheFiles();
    const run = await runMode({
      eventName: 'push',
      payload: pushEvent('refs/heads/feature'),
      ref: 'refs/heads/feature',
      protectedRef: false,
      old: 'ref:v-fast',
      new: `ref:${branchCommit}`,
      runId: '2003',
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(trustedEntry(branchCommit), false);
    assert.deepEqual(trustedCcacheFiles(), before);
    assert.match(run.stdout, /builds: untrusted, push on refs\/heads\/feature \(run-2003\)/);
  });

  it("a pull request's execute job builds its base untrusted too: it reads the trusted caches and writes neither", async () => {
    // a base the trusted runs have not built yet, and the PR on top of it, checked out as actions/checkout would
    const base = await fake.commit({ 'base.txt': 'the base moved on\n' }, 'main moves on');
    await fake.git(['checkout', '-q', '-b', 'pr-9']);
    const head = await fake.commit({ 'pr9.txt': 'pull request 9\n' }, 'pull request 9');
    const before = trustedCcacheFiles();
    try {
      const request = serializeRequest({
        schemaVersion: 1,
        trigger: 'issue_comment',
        repository: REPO,
        old: { kind: 'ref', ref: 'main', sha: base },
        new: { kind: 'ref', ref: head, sha: head },
        pr: { number: 9, headSha: head, baseRef: 'main', baseSha: base },
        comment: { id: 77, author: writer },
        groups: ['buffers'],
        filter: ['tojson'],
        exclude: [],
        set: setOption.fromRecord({ len: '256' }, 'json'),
        runs: 2,
      });
      const run = await runAction({
        entry: 'src',
        eventName: 'issue_comment',
        payload: commentEvent({
          repository: REPO,
          issueNumber: 9,
          commentId: 77,
          body: '/benchmark buffers',
          user: writer,
        }),
        workspace: scratch,
        env: { GITHUB_REF: 'refs/heads/main', GITHUB_REF_PROTECTED: 'true' },
        inputs: {
          mode: 'execute',
          request,
          'repo-path': fake.repo,
          'cache-dir': cacheDir,
          'min-free-gb': '0',
          'result-dir': join(scratch, 'result-pr-9'),
        },
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(trustedEntry(base), false, 'the base build is no trusted build');
      assert.deepEqual(trustedCcacheFiles(), before, 'the trusted ccache is unchanged');
      assert.match(run.stdout, /builds: untrusted, pull request #9 \(pr-9\)/);
      // both builds (the base, then the PR merged onto it) wrote the PR's own ccache and read the trusted one
      const ccacheLines = run.stdout.split('\n').filter((line) => line.includes('ccache: using'));
      assert.equal(ccacheLines.length, 2, run.stdout);
      for (const line of ccacheLines) {
        assert.match(
          line,
          /untrusted build: CCACHE_DIR=\S*\/ccache\/untrusted\/pr-9, reading \S*\/ccache\/trusted-shared read-only/,
        );
      }
      // the base's helper.c is main's, compiled by the trusted run: a hit in what the trusted builds share
      const hitRates = run.stdout.split('\n').filter((line) => /^ccache: .*hit rate/.test(line));
      assert.match(hitRates[0] ?? '', /^ccache: 100\.0% hit rate/, run.stdout);
    } finally {
      await fake.git(['checkout', '-q', 'main']);
    }
  });
});
