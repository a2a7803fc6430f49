// groups auto through the bundled Action (dist/index.js) against the fake
// GitHub: the gate lists the pull request's changed files, maps them onto
// node core's real benchmark/ (v20.19.2, NODE_CORE_SOURCE) in its checkout of
// the base branch, hands the chosen groups to the execute job and says in its
// reply what it chose, why, how long it should take and how to override it.
import assert from 'node:assert/strict';
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseRequestJson } from '../../src/request/request.ts';
import { runAction } from '../helpers/action.ts';
import { commentEvent, pullRequestEvent } from '../helpers/events.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { sha } from '../github/support.ts';

const REPO = 'nodejs/node';
const writer = { login: 'writer-person', id: 1001 };
const core = findNodeCore();
const skip = 'reason' in core ? core.reason : false;

describe('the Action gate with groups auto on node core', { skip }, () => {
  let github: FakeGitHub;
  // the gate job's checkout of the base branch: node core's benchmark/ only (sparse), never the PR
  const workspace = scratchDir('gate-suggest-');
  before(async () => {
    cpSync(path.join((core as { dir: string }).dir, 'benchmark'), path.join(workspace, 'benchmark'), {
      recursive: true,
    });
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
  });
  after(async () => {
    await github.close();
  });

  const comment = async (pr: number, files: string[], body: string, inputs: Record<string, string> = {}) => {
    github.state.addPull(REPO, { number: pr, headSha: sha(String(pr % 10)), baseSha: sha('b'), files });
    const added = github.state.addComment(REPO, pr, { body, user: { ...writer, type: 'User' } });
    const run = await runAction({
      eventName: 'issue_comment',
      payload: commentEvent({ repository: REPO, issueNumber: pr, commentId: added.id, body, user: writer }),
      apiUrl: github.url,
      workspace,
      inputs: { mode: 'gate', 'github-token': 'gate-token', runs: 'auto', 'max-runs': '30', ...inputs },
    });
    return { run, reply: github.state.comments(REPO, pr).at(-1)!.body };
  };

  it('/benchmark with no group on a change to lib/internal/url.js runs url, and says why and how long', async (t) => {
    const { run, reply } = await comment(
      21,
      ['lib/internal/url.js', 'test/parallel/test-whatwg-url-custom-parsing.js'],
      '/benchmark',
    );
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.proceed, 'true', run.stdout);
    assert.deepEqual(parseRequestJson(run.outputs.request!).groups, ['url']);
    assert.match(reply, /^Benchmark accepted for commit `1{40}` \(`url`, auto runs \(up to 30\)\)/m);
    assert.match(reply, /^- `url` ← `lib\/internal\/url\.js` \(measures `url`\)$/m);
    assert.match(reply, /^- nothing to measure: `test\/parallel\/test-whatwg-url-custom-parsing\.js` \(tests\)$/m);
    assert.match(
      reply,
      /^No timing history on this runner for these benchmarks \(no timings input\): \d+ benchmark files/m,
    );
    assert.match(
      reply,
      /^To run something else, comment e.g. `\/benchmark url --filter url-parse` \(the groups you name; --filter keeps the files whose name contains it\)\.$/m,
    );
    t.diagnostic(`reply as posted:\n${reply}`);
  });

  it('the label with blank groups runs what the diff needs, and says so on the pull request with the estimate', async (t) => {
    const pr = 22;
    github.state.addPull(REPO, {
      number: pr,
      headSha: sha('2'),
      baseSha: sha('b'),
      files: ['src/node_buffer.cc', 'lib/buffer.js', 'doc/api/buffer.md'],
    });
    const timings = path.join(workspace, 'timings.json');
    writeFileSync(
      timings,
      JSON.stringify({
        schemaVersion: 1,
        configurations: {
          'buffers/buffer-compare.js n=1000000 size=16': [1500, 4],
          'buffers/buffer-compare.js n=1000000 size=512': [2500, 4],
        },
      }),
    );
    const run = await runAction({
      eventName: 'pull_request_target',
      payload: pullRequestEvent({
        repository: REPO,
        number: pr,
        action: 'labeled',
        headSha: sha('2'),
        baseSha: sha('b'),
        labels: ['benchmark'],
        sender: writer,
      }),
      apiUrl: github.url,
      workspace,
      inputs: {
        mode: 'gate',
        'github-token': 'gate-token',
        runs: '10',
        'max-runs': '30',
        timings: 'timings.json',
        'max-time': '10h',
      },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.proceed, 'true', run.stdout);
    const groups = parseRequestJson(run.outputs.request!).groups;
    assert.ok(groups.includes('buffers'), String(groups));
    const said = github.state.comments(REPO, pr).at(-1)!.body;
    assert.match(said, /^Benchmark of commit `2{40}` \(`blob` `buffers`, 10 runs\) started by the label/);
    assert.match(said, /^- `buffers` ← `src\/node_buffer\.cc`, `lib\/buffer\.js` \(measures `buffer`\)$/m);
    assert.match(
      said,
      /^Expected time: at least \d+ min at 10 runs \(2 configurations × 2 binaries from the timings input; \d+ of the \d+ files have no history: counted as one configuration at 2 s a process each\)\. The run stops at max-time \(10 h\)/m,
    );
    t.diagnostic(`label comment as posted:\n${said}`);
  });

  it('a change to deps/v8/ runs nothing: the reply asks for groups', async () => {
    const { run, reply } = await comment(23, ['deps/v8/src/api/api.cc', 'lib/internal/url.js'], '/benchmark');
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.proceed, 'false');
    assert.match(
      reply,
      /^#23 changes files that every benchmark depends on, so no groups were chosen: name the groups to run/,
    );
    assert.match(reply, /^- every benchmark: `deps\/v8\/src\/api\/api\.cc` \(V8 runs every benchmark\)$/m);
    assert.match(reply, /^- `url` ← `lib\/internal\/url\.js`/m);
  });

  it('a pull request of docs only runs nothing and says so', async () => {
    const { run, reply } = await comment(24, ['doc/api/url.md'], '/benchmark');
    assert.equal(run.outputs.proceed, 'false', run.stdout + run.stderr);
    assert.match(reply, /^no benchmark measures what #24 changes/);
  });

  it('reads the base tree as text: a benchmark file that acts when run is never run', async () => {
    const marker = path.join(workspace, 'ran');
    writeFileSync(
      path.join(workspace, 'benchmark', 'url', 'zz-acts-when-run.js'),
      `'use strict';\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nrequire('node:url');\n`,
    );
    const { run, reply } = await comment(26, ['lib/internal/url.js'], '/benchmark');
    assert.equal(run.outputs.proceed, 'true', run.stdout + run.stderr);
    assert.match(reply, /`url` ← `lib\/internal\/url\.js`/);
    assert.equal(existsSync(marker), false, 'the gate ran a benchmark file');
    // and of the pull request it asked GitHub for the pull request and its file list only: no contents, no archive
    const asked = github.requests.filter(
      (r) => r.path.includes('/pulls/26') || /contents|tarball|zipball|git\//.test(r.path),
    );
    assert.deepEqual([...new Set(asked.map((r) => r.route))].sort(), [
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
    ]);
  });

  it('file names from the pull request cannot break out of their code span or ping anyone', async () => {
    const hostile = 'doc/a`b @nodejs/tsc <!-- x --> [y](https://e.example).md';
    const { reply } = await comment(27, ['lib/internal/url.js', hostile], '/benchmark');
    assert.match(
      reply,
      /^- nothing to measure: `doc\/a\?b @nodejs\/tsc <!-- x --> \[y\]\(https:\/\/e\.example\)\.md` \(documentation\)$/m,
    );
  });

  it('a file name with a right-to-left override or other invisible characters reaches the reply only as ?', async () => {
    // issue 42: "doc/evil\u202Edm.js" shows as "doc/eviljs.md" where U+202E is rendered
    const hostile = ['doc/evil\u202Edm.js', 'doc/zero\u200Bwidth\u2066isolate\u2069.md', 'doc/bell\u0007\u2028.md'];
    const pr = 31;
    github.state.addPull(REPO, {
      number: pr,
      headSha: sha('3'),
      baseSha: sha('b'),
      files: ['lib/internal/url.js', ...hostile],
    });
    const added = github.state.addComment(REPO, pr, { body: '/benchmark', user: { ...writer, type: 'User' } });
    const run = await runAction({
      eventName: 'issue_comment',
      payload: commentEvent({
        repository: REPO,
        issueNumber: pr,
        commentId: added.id,
        body: '/benchmark',
        user: writer,
      }),
      apiUrl: github.url,
      workspace,
      entry: 'src', // (this change is in the sources; the bundle is rebuilt when merged)
      inputs: { mode: 'gate', 'github-token': 'gate-token', runs: 'auto', 'max-runs': '30' },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const reply = github.state.comments(REPO, pr).at(-1)!.body;
    assert.doesNotMatch(
      reply.replace(/\n/g, ''),
      /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u2028\p{Cc}]/u,
      JSON.stringify(reply),
    );
    assert.match(reply, /`doc\/evil\?dm\.js`/);
    assert.match(reply, /`doc\/zero\?width\?isolate\?\.md`/);
    assert.doesNotMatch(reply, /zero\u200Bwidth/u);
  });

  it('runs only the chosen groups allowed-groups lists, and names the others', async () => {
    const { run, reply } = await comment(28, ['lib/buffer.js', 'lib/internal/url.js'], '/benchmark', {
      'allowed-groups': 'url fs',
    });
    assert.deepEqual(parseRequestJson(run.outputs.request!).groups, ['url']);
    assert.match(reply, /^- not run \(not in this workflow's allowed-groups\): `blob`, `buffers`$/m);
  });

  it("applies the workflow's own rules first (suggest-rules)", async () => {
    const { run, reply } = await comment(29, ['deps/v8/src/objects/js-url.cc'], '/benchmark', {
      'suggest-rules': 'deps/v8/src/objects/js-url*: url',
    });
    assert.deepEqual(parseRequestJson(run.outputs.request!).groups, ['url']);
    assert.match(
      reply,
      /`url` ← `deps\/v8\/src\/objects\/js-url\.cc` \(the workflow's rule `deps\/v8\/src\/objects\/js-url\*`\)/,
    );
  });

  it('says when GitHub cut the file list at 3,000', async () => {
    const files = Array.from({ length: 3001 }, (_, i) => `test/parallel/test-${i}.js`);
    files[0] = 'lib/internal/url.js';
    const { run, reply } = await comment(25, files, '/benchmark');
    assert.equal(run.outputs.proceed, 'true', run.stdout + run.stderr);
    assert.match(
      reply,
      /Groups chosen from the 3000 changed files \(GitHub lists at most 3,000 files of a pull request: only those were read\)/,
    );
  });
});
