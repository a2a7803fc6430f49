// Event payloads → requests: who must be checked, what is ignored, what is pinned (T1, T2, T3, T5).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pinPullRequest, requestFromEvent, type EventResult, type RunNeeds } from '../../src/request/events.ts';
import {
  isResolvedRequest,
  parseRequestJson,
  serializeRequest,
  type DraftRequest,
  type Request,
} from '../../src/request/request.ts';
import {
  allStrings,
  BASE_SHA,
  HEAD_SHA,
  inputs,
  loadEvent,
  OTHER_SHA,
  type InputText,
  type Payload,
} from './support.ts';

const EVIL_BRANCH = 'zzz";echo${IFS}pwned;#';

function fromEvent(eventName: string, payload: Payload, extra: InputText = {}, botLogin?: string): EventResult {
  return requestFromEvent({ eventName, payload, inputs: inputs(extra), botLogin });
}

function run(result: EventResult): { request: DraftRequest; needs: RunNeeds } {
  assert.equal(result.kind, 'run', JSON.stringify(result));
  return result as Extract<EventResult, { kind: 'run' }>;
}

function ignoreReason(result: EventResult): string {
  assert.equal(result.kind, 'ignore', JSON.stringify(result));
  return (result as Extract<EventResult, { kind: 'ignore' }>).reason;
}

function refusal(result: EventResult) {
  assert.equal(result.kind, 'refuse', JSON.stringify(result));
  return result as Extract<EventResult, { kind: 'refuse' }>;
}

function resolved(request: DraftRequest): Request {
  assert.ok(isResolvedRequest(request), JSON.stringify(request));
  return request;
}

/** The PR as `GET /pulls/{n}` returns it now (same schema as the webhook's pull_request). */
function currentPull(headSha = HEAD_SHA, changes: (pull: Payload) => void = () => {}): Payload {
  const pull = loadEvent('pull_request.labeled').pull_request as Payload;
  pull.head.sha = headSha;
  changes(pull);
  return pull;
}

function comment(body: string, changes: (payload: Payload) => void = () => {}): Payload {
  const payload = loadEvent('issue_comment.created');
  payload.comment.body = body;
  changes(payload);
  return payload;
}

describe('issue_comment: a /benchmark command on a pull request', () => {
  it('becomes a draft to pin, with the commenter to authorise by id', () => {
    const { request, needs } = run(fromEvent('issue_comment', loadEvent('issue_comment.created'), { runs: '30' }));
    assert.deepEqual(request, {
      schemaVersion: 1,
      trigger: 'issue_comment',
      repository: 'nodejs/node',
      old: { kind: 'pr-base' },
      new: { kind: 'pr-head' },
      comment: { id: 2145678901, author: { login: 'first-time-dev', id: 91234567 } },
      groups: ['buffers'],
      filter: ['tojson'],
      exclude: [],
      set: {},
      runs: 10,
      requestedBy: { login: 'first-time-dev', id: 91234567 },
    });
    assert.deepEqual(needs, { permissionOf: { login: 'first-time-dev', id: 91234567 }, resolveHeadSha: 51234 });
    assert.equal(isResolvedRequest(request), false, 'nothing runs before the head is pinned');
    assert.throws(() => serializeRequest(request as Request), /request\.old is still "pr-base"/);
  });

  it('takes the default runs from the input when the command gives none', () => {
    assert.equal(run(fromEvent('issue_comment', comment('/benchmark url'), { runs: '12' })).request.runs, 12);
    assert.equal(run(fromEvent('issue_comment', comment('/benchmark url'), { runs: '' })).request.runs, 'auto');
    const auto = run(fromEvent('issue_comment', comment('/benchmark url'), { runs: undefined })).request;
    // auto (the default) carries its cap: max-runs, blank meaning 200
    assert.deepEqual([auto.runs, auto.maxRuns, auto.delta], ['auto', 200, undefined]);
    const capped = run(fromEvent('issue_comment', comment('/benchmark url'), { maxRuns: 20, delta: '2.5%' })).request;
    assert.deepEqual([capped.runs, capped.maxRuns, capped.delta], ['auto', 20, 2.5]);
    // a fixed count carries neither
    const fixed = run(fromEvent('issue_comment', comment('/benchmark url --runs 20'), { maxRuns: 20, delta: '2' }));
    assert.deepEqual([fixed.request.runs, fixed.request.maxRuns, fixed.request.delta], [20, undefined, undefined]);
    // and the request JSON round-trips them
    const resolved: Request = {
      ...capped,
      old: { kind: 'ref', ref: 'main', sha: BASE_SHA },
      new: { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA },
      pr: { number: 1, headSha: HEAD_SHA, baseRef: 'main', baseSha: BASE_SHA },
    };
    assert.deepEqual(parseRequestJson(serializeRequest(resolved)), resolved);
  });

  it("a comment asks for --runs auto; the cap and δ are the inputs'", () => {
    const { request } = run(
      fromEvent('issue_comment', comment('/benchmark url --runs auto'), { runs: '10', maxRuns: '40' }),
    );
    assert.deepEqual([request.runs, request.maxRuns], ['auto', 40]);
    const tooLow = fromEvent('issue_comment', comment('/benchmark url --runs auto'), { runs: '2', maxRuns: '2' });
    assert.equal(tooLow.kind, 'refuse');
    assert.equal(
      tooLow.kind === 'refuse' && tooLow.reason,
      'input max-runs must be 3 or more with input runs auto; got 2',
    );
    assert.equal(
      tooLow.kind === 'refuse' && tooLow.replyTo,
      undefined,
      'the workflow is wrong, not the comment: for the log',
    );
    // a bad delta input never reaches an event: the inputs are refused when they are read
    assert.throws(() => inputs({ delta: 'wide' }), {
      name: 'RequestError',
      message: 'input delta must be a percentage from 0 to 100, e.g. 2 or 2.5%; got "wide"',
    });
  });

  it('T1: author_association grants nothing; the caller always checks permission by numeric id', () => {
    const results = ['NONE', 'FIRST_TIME_CONTRIBUTOR', 'CONTRIBUTOR', 'COLLABORATOR', 'MEMBER', 'OWNER'].map(
      (association) =>
        fromEvent(
          'issue_comment',
          comment('/benchmark url', (p) => {
            p.comment.author_association = association;
            p.issue.author_association = association;
          }),
        ),
    );
    for (const result of results) {
      assert.deepEqual(run(result).needs.permissionOf, { login: 'first-time-dev', id: 91234567 });
      assert.deepEqual(result, results[0], 'the association changes nothing');
    }
  });

  it('T1: a look-alike login carries its own id, so an id match by the caller fails', () => {
    const payload = comment('/benchmark url', (p) => {
      p.comment.user.login = 'core-maintainer';
      p.comment.user.id = 666;
    });
    assert.deepEqual(run(fromEvent('issue_comment', payload)).needs.permissionOf, {
      login: 'core-maintainer',
      id: 666,
    });
  });

  it('refuses a bad command with a reply to the comment and its author (to check before replying)', () => {
    const result = refusal(fromEvent('issue_comment', comment('/benchmark crypto --runs 5')));
    assert.equal(result.replyTo, 2145678901);
    assert.deepEqual(result.author, { login: 'first-time-dev', id: 91234567 });
    assert.match(
      result.reason,
      /unknown benchmark group `crypto`; the groups are `buffers`, `url`, `http`, `fs`, `misc`/,
    );
  });

  it('T4 through the event: hostile bodies are refused without echo', () => {
    const bodies = [
      '/benchmark url --filter $(curl x)',
      '/benchmark url; curl x',
      '/benchmark url --filter `curl x`',
      '/benchmark url --filter ${{ secrets.GITHUB_TOKEN }}',
      '/benchmark url\u0000curl',
      '/benchmark url --filter \u202Ecurl',
      '/benchmark url\u200Bcurl',
      `/benchmark url\n${'curl '.repeat(20_000)}`,
      `/benchmark ${'url '.repeat(1000)}`,
      '/benchmark url --runs 5 --runs 5',
      '/benchmark url --output=/etc/curl',
      '/benchmark url --filter ../curl',
    ];
    for (const body of bodies) {
      const result = refusal(fromEvent('issue_comment', comment(body)));
      assert.equal(result.replyTo, 2145678901);
      assert.ok(!result.reason.includes('curl'), `${JSON.stringify(body.slice(0, 60))} → ${result.reason}`);
    }
  });

  it('T12: two quick commands are two independent requests; an unrelated comment is only ignored', () => {
    const first = run(fromEvent('issue_comment', comment('/benchmark url')));
    const second = fromEvent(
      'issue_comment',
      comment('/benchmark fs --runs 3', (p) => {
        p.comment.id = 2145678950;
        p.comment.user = loadEvent('pull_request.labeled').sender;
      }),
    );
    assert.equal(first.request.comment!.id, 2145678901);
    assert.equal(run(second).request.comment!.id, 2145678950);
    assert.deepEqual(run(second).needs.permissionOf, { login: 'core-maintainer', id: 1203456 });
    // both are requests of their own: their execute jobs wait for the runner in GitHub's queue, neither cancels the other
    ignoreReason(fromEvent('issue_comment', comment('Nice numbers!')));
  });

  it('max-runs: a string input, capped at 200; empty means 200', () => {
    assert.match(
      refusal(fromEvent('issue_comment', comment('/benchmark url --runs 11'), { maxRuns: '10' })).reason,
      /1 to 10/,
    );
    assert.equal(
      run(fromEvent('issue_comment', comment('/benchmark url --runs 200'), { maxRuns: '1000' })).request.runs,
      200,
    );
    assert.equal(
      run(fromEvent('issue_comment', comment('/benchmark url --runs 150'), { maxRuns: '' })).request.runs,
      150,
    );
    assert.throws(() => inputs({ maxRuns: 'NaN' }), /input max-runs/);
  });

  it('misconfigured inputs are refused when they are read, before any event, naming the input', () => {
    assert.throws(() => inputs({ runs: 'lots' }), /input runs must be "?auto"? or an integer from 1 to 200/);
  });
});

describe('issue_comment: T2, comments that are ignored (nothing said, nothing run)', () => {
  const cases: Record<string, () => EventResult> = {
    edited: () => fromEvent('issue_comment', loadEvent('issue_comment.edited')),
    deleted: () => fromEvent('issue_comment', loadEvent('issue_comment.deleted')),
    'bot-authored': () => fromEvent('issue_comment', loadEvent('issue_comment.bot')),
    'an app login ending in [bot]': () =>
      fromEvent(
        'issue_comment',
        comment('/benchmark url', (p) => {
          p.comment.user.login = 'benchmark-app[bot]';
          p.comment.user.type = 'User';
        }),
      ),
    'our own comment': () => fromEvent('issue_comment', comment('/benchmark url'), {}, 'First-Time-Dev'),
    'on a plain issue': () => fromEvent('issue_comment', loadEvent('issue_comment.on-issue')),
    quoted: () => fromEvent('issue_comment', comment('> /benchmark url\r\n\r\nShould we run this?')),
    'in a code block': () => fromEvent('issue_comment', comment('```\r\n/benchmark url\r\n```')),
    'inline code': () => fromEvent('issue_comment', comment('Try `/benchmark url --runs 5`.')),
    'command on line 2': () => fromEvent('issue_comment', comment('Looks good.\r\n/benchmark url')),
  };
  for (const [name, result] of Object.entries(cases)) {
    it(name, () => {
      ignoreReason(result());
    });
  }

  it('says why, in words of its own', () => {
    assert.match(ignoreReason(cases.edited!()), /the comment was "edited", not created/);
    assert.match(ignoreReason(cases['on a plain issue']!()), /on an issue, not a pull request/);
    assert.match(ignoreReason(cases['bot-authored']!()), /written by a bot/);
    assert.match(ignoreReason(cases['our own comment']!()), /our own/);
  });
});

describe('pinPullRequest: T3, the head is pinned at gate time', () => {
  const withSha = (sha: string) => run(fromEvent('issue_comment', comment(`/benchmark url sha=${sha}`)));

  it('pins the current head and base; the result is a complete request', () => {
    const draft = run(fromEvent('issue_comment', comment('/benchmark url --runs 5')));
    const pinned = pinPullRequest(draft, currentPull());
    assert.ok(pinned.ok, JSON.stringify(pinned));
    assert.deepEqual(pinned.request.pr, { number: 51234, headSha: HEAD_SHA, baseRef: 'main', baseSha: BASE_SHA });
    assert.deepEqual(pinned.request.old, { kind: 'ref', ref: 'main', sha: BASE_SHA });
    assert.deepEqual(pinned.request.new, { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA });
    assert.deepEqual(parseRequestJson(serializeRequest(pinned.request)), pinned.request);
  });

  it('without sha=, a push before the gate runs the new head, named in the request (and the reply)', () => {
    const pinned = pinPullRequest(run(fromEvent('issue_comment', comment('/benchmark url'))), currentPull(OTHER_SHA));
    assert.ok(pinned.ok);
    assert.equal(pinned.request.pr!.headSha, OTHER_SHA);
    assert.equal(pinned.request.new.kind === 'ref' && pinned.request.new.sha, OTHER_SHA);
  });

  it('with sha=, the head must still be that commit', () => {
    const draft = withSha(HEAD_SHA);
    assert.equal(draft.needs.expectedHeadSha, HEAD_SHA);
    assert.ok(pinPullRequest(draft, currentPull(HEAD_SHA)).ok);
  });

  it('a push after the command (or a foreign SHA) is refused, naming both SHAs', () => {
    const pinned = pinPullRequest(withSha(HEAD_SHA), currentPull(OTHER_SHA));
    assert.ok(!pinned.ok);
    assert.equal(
      pinned.reason,
      `sha=${HEAD_SHA} is not the head of #51234: the head is ${OTHER_SHA}. Review the new commits and comment again with that SHA.`,
    );
    assert.ok(!pinPullRequest(withSha(OTHER_SHA), currentPull(HEAD_SHA)).ok, 'a commit that is not the head');
  });

  it('an abbreviated or non-hex sha= is refused before anything is fetched', () => {
    for (const sha of [HEAD_SHA.slice(0, 7), HEAD_SHA.slice(0, 39), 'x'.repeat(40)]) {
      const result = refusal(fromEvent('issue_comment', comment(`/benchmark url sha=${sha}`)));
      assert.match(result.reason, /sha= needs the full 40-character hex commit SHA/);
    }
  });

  it('refuses a closed PR, a different PR, or a malformed API answer', () => {
    const draft = run(fromEvent('issue_comment', comment('/benchmark url')));
    const closed = pinPullRequest(
      draft,
      currentPull(HEAD_SHA, (p) => (p.state = 'closed')),
    );
    assert.deepEqual(closed, { ok: false, reason: '#51234 is not open' });
    const other = pinPullRequest(
      draft,
      currentPull(HEAD_SHA, (p) => (p.number = 7)),
    );
    assert.deepEqual(other, { ok: false, reason: 'the fetched pull request is #7, not #51234' });
    const short = pinPullRequest(draft, currentPull(HEAD_SHA.slice(0, 7)));
    assert.deepEqual(short, { ok: false, reason: 'the head SHA must be a full 40-character lowercase hex commit SHA' });
    const evilBase = pinPullRequest(
      draft,
      currentPull(HEAD_SHA, (p) => (p.base.ref = EVIL_BRANCH)),
    );
    assert.ok(!evilBase.ok && !evilBase.reason.includes('pwned'), JSON.stringify(evilBase));
  });

  it('T5: the fork branch name never reaches the pinned request', () => {
    const draft = run(fromEvent('issue_comment', comment('/benchmark url')));
    const pinned = pinPullRequest(
      draft,
      currentPull(HEAD_SHA, (p) => {
        p.head.ref = EVIL_BRANCH;
        p.head.label = `first-time-dev:${EVIL_BRANCH}`;
        p.title = EVIL_BRANCH;
      }),
    );
    assert.ok(pinned.ok);
    assert.ok(!allStrings(pinned.request).some((text) => text.includes('pwned')));
  });

  it('is only for drafts that need a pin', () => {
    const dispatch = run(fromEvent('workflow_dispatch', loadEvent('workflow_dispatch')));
    assert.throws(() => pinPullRequest(dispatch, currentPull()), /no pull request to pin/);
  });
});

describe('pull_request: the benchmark label', () => {
  it('labeled with our label: runs the payload head, the labeller must have write access', () => {
    const { request, needs } = run(
      fromEvent('pull_request', loadEvent('pull_request.labeled'), { groups: 'buffers, url' }),
    );
    assert.deepEqual(resolved(request), {
      schemaVersion: 1,
      trigger: 'pull_request',
      repository: 'nodejs/node',
      old: { kind: 'ref', ref: 'main', sha: BASE_SHA },
      new: { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA },
      pr: { number: 51234, headSha: HEAD_SHA, baseRef: 'main', baseSha: BASE_SHA },
      groups: ['buffers', 'url'],
      filter: [],
      exclude: [],
      set: {},
      runs: 'auto',
      maxRuns: 200,
      requestedBy: { login: 'core-maintainer', id: 1203456 },
    });
    // Triage can add labels; running code on our runner needs write.
    assert.deepEqual(needs, { permissionOf: { login: 'core-maintainer', id: 1203456 } });
    assert.deepEqual(parseRequestJson(serializeRequest(resolved(request))), request);
  });

  it('takes filter, exclude, set and runs from the inputs', () => {
    const { request } = run(
      fromEvent('pull_request', loadEvent('pull_request.labeled'), {
        filter: 'tojson\nfrom',
        exclude: 'slice',
        set: 'n=1000 n=10',
        runs: '20',
      }),
    );
    assert.deepEqual(
      { filter: request.filter, exclude: request.exclude, set: request.set, runs: request.runs },
      { filter: ['tojson', 'from'], exclude: ['slice'], set: { n: ['1000', '10'] }, runs: 20 },
    );
  });

  it('another label being added is ignored', () => {
    const payload = loadEvent('pull_request.labeled');
    payload.label = payload.pull_request.labels[0]; // `buffer`
    assert.match(ignoreReason(fromEvent('pull_request', payload)), /a label other than "benchmark" was added/);
  });

  it('a configured label, matched case-insensitively', () => {
    const payload = loadEvent('pull_request.labeled');
    assert.match(ignoreReason(fromEvent('pull_request', payload, { label: 'perf' })), /other than "perf"/);
    payload.label.name = 'Run-Benchmarks';
    payload.pull_request.labels[1].name = 'Run-Benchmarks';
    run(fromEvent('pull_request', payload, { label: 'run-benchmarks' }));
  });

  it('opened with the label runs; without it, it is ignored', () => {
    const payload = loadEvent('pull_request.labeled');
    payload.action = 'opened';
    delete payload.label;
    payload.sender = payload.pull_request.user;
    const { needs } = run(fromEvent('pull_request', payload));
    assert.deepEqual(needs.permissionOf, { login: 'first-time-dev', id: 91234567 }, 'the opener is checked');
    payload.pull_request.labels = [];
    assert.match(ignoreReason(fromEvent('pull_request', payload)), /does not carry the "benchmark" label/);
  });

  it('a push to a labelled same-repository PR runs the new head', () => {
    const { request, needs } = run(fromEvent('pull_request', loadEvent('pull_request.synchronize')));
    assert.deepEqual(request.pr, { number: 51234, headSha: HEAD_SHA, baseRef: 'main', baseSha: BASE_SHA });
    assert.deepEqual(needs.permissionOf, { login: 'core-maintainer', id: 1203456 });
  });

  it('a push to a labelled fork PR is not approved by the old label', () => {
    const payload = loadEvent('pull_request.labeled');
    payload.action = 'synchronize';
    delete payload.label;
    payload.sender = payload.pull_request.user;
    assert.match(ignoreReason(fromEvent('pull_request', payload)), /remove and re-add the "benchmark" label/);
    payload.pull_request.head.repo = null; // the fork was deleted
    ignoreReason(fromEvent('pull_request', payload));
  });

  it('other actions and closed PRs are ignored', () => {
    for (const action of ['unlabeled', 'closed', 'edited', 'reopened', 'ready_for_review']) {
      const payload = loadEvent('pull_request.synchronize');
      payload.action = action;
      assert.match(ignoreReason(fromEvent('pull_request', payload)), new RegExp(`action "${action}" does not start`));
    }
    const closed = loadEvent('pull_request.labeled');
    closed.pull_request.state = 'closed';
    assert.match(ignoreReason(fromEvent('pull_request', closed)), /not open/);
  });

  it('refuses (for the log) missing or unknown groups; bad inputs fail when read', () => {
    const payload = () => loadEvent('pull_request.labeled');
    // blank groups on the label: auto, chosen by the gate from the changed files
    const auto = fromEvent('pull_request', payload(), { groups: '' });
    assert.equal(auto.kind, 'run');
    assert.deepEqual(auto.kind === 'run' && [auto.request.groups, auto.needs.suggestGroups], [['auto'], true]);
    assert.match(
      refusal(fromEvent('pull_request', payload(), { groups: 'buffers crypto' })).reason,
      /input groups: unknown benchmark group `crypto`; the groups are `buffers`, `url`/,
    );
    assert.match(
      refusal(fromEvent('pull_request', payload(), { groups: 'buffers urll' })).reason,
      /input groups: unknown benchmark group `urll` \(did you mean `url`\?\); the groups are `buffers`, `url`/,
    );
    assert.throws(() => inputs({ runs: '15', maxRuns: 10 }), /input runs must be "?auto"? or an integer from 1 to 10/);
    assert.throws(() => inputs({ set: 'n' }), /input set\[0\] must be key=value/);
    assert.throws(() => inputs({ filter: '$(x)' }), /input filter\[0\] may only contain/);
  });

  it('refuses a malformed payload, naming the field', () => {
    const payload = loadEvent('pull_request.labeled');
    payload.pull_request.head.sha = HEAD_SHA.slice(0, 7);
    assert.match(refusal(fromEvent('pull_request', payload)).reason, /payload\.pull_request\.head\.sha must be a full/);
  });

  it('T5: a hostile head branch name has no effect at all', () => {
    const plain = fromEvent('pull_request', loadEvent('pull_request.labeled'));
    const payload = loadEvent('pull_request.labeled');
    payload.pull_request.head.ref = EVIL_BRANCH;
    payload.pull_request.head.label = `first-time-dev:${EVIL_BRANCH}`;
    payload.pull_request.title = EVIL_BRANCH;
    payload.pull_request.body = `$(curl x) ${EVIL_BRANCH}`;
    const evil = fromEvent('pull_request', payload);
    assert.deepEqual(evil, plain);
    assert.ok(!allStrings(evil).some((text) => text.includes('pwned')));
  });

  it('T5: a hostile base branch name is refused, without echo', () => {
    const payload = loadEvent('pull_request.labeled');
    payload.pull_request.base.ref = EVIL_BRANCH;
    const result = refusal(fromEvent('pull_request', payload));
    assert.match(result.reason, /payload\.pull_request\.base\.ref may only contain/);
    assert.ok(!result.reason.includes('pwned'));
  });
});

describe("pull_request_target: the label on the base branch's workflow (fork PRs)", () => {
  it('reads a labeled fork PR exactly as pull_request does: same request, same permission check', () => {
    const payload = () => loadEvent('pull_request.labeled'); // the fixture is a fork PR
    assert.notEqual(payload().pull_request.head.repo.id, payload().pull_request.base.repo.id);
    const target = run(fromEvent('pull_request_target', payload(), { groups: 'buffers' }));
    assert.deepEqual(target, run(fromEvent('pull_request', payload(), { groups: 'buffers' })));
    assert.equal(target.request.trigger, 'pull_request');
    assert.deepEqual(resolved(target.request).new, { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA }, 'the payload head');
    assert.deepEqual(target.needs, { permissionOf: { login: 'core-maintainer', id: 1203456 } });
  });

  it('keeps the fork rules: a push needs the label again, other labels and actions are ignored', () => {
    const push = loadEvent('pull_request.labeled');
    push.action = 'synchronize';
    delete push.label;
    push.sender = push.pull_request.user;
    assert.match(ignoreReason(fromEvent('pull_request_target', push)), /remove and re-add the "benchmark" label/);
    const other = loadEvent('pull_request.labeled');
    other.label = other.pull_request.labels[0];
    assert.match(ignoreReason(fromEvent('pull_request_target', other)), /a label other than "benchmark"/);
    const closed = loadEvent('pull_request.labeled');
    closed.action = 'closed';
    assert.match(
      ignoreReason(fromEvent('pull_request_target', closed)),
      /^pull_request_target action "closed" does not start/,
    );
  });

  it('T5: the head branch name and title of a fork PR have no effect', () => {
    const plain = fromEvent('pull_request_target', loadEvent('pull_request.labeled'));
    const payload = loadEvent('pull_request.labeled');
    payload.pull_request.head.ref = EVIL_BRANCH;
    payload.pull_request.title = EVIL_BRANCH;
    assert.deepEqual(fromEvent('pull_request_target', payload), plain);
  });
});

describe('workflow_dispatch', () => {
  it('reads the dispatch inputs: release, ref, groups, set, runs', () => {
    const { request, needs } = run(
      fromEvent('workflow_dispatch', loadEvent('workflow_dispatch'), { groups: undefined }),
    );
    assert.deepEqual(resolved(request), {
      schemaVersion: 1,
      trigger: 'workflow_dispatch',
      repository: 'nodejs/node',
      old: { kind: 'release', version: '20.11.0' },
      new: { kind: 'ref', ref: 'main' },
      groups: ['buffers', 'url'],
      filter: [],
      exclude: [],
      set: { n: ['1000'] },
      runs: 15,
      requestedBy: { login: 'core-maintainer', id: 1203456 },
    });
    assert.deepEqual(needs, {}, 'only users with write access can dispatch');
    parseRequestJson(serializeRequest(resolved(request)));
  });

  it("falls back to the Action's inputs for empty dispatch inputs", () => {
    const payload = loadEvent('workflow_dispatch');
    payload.inputs = { old: '', new: '' };
    const { request } = run(
      fromEvent('workflow_dispatch', payload, {
        old: 'lts/Iron',
        new: `ref:${HEAD_SHA.toUpperCase()}`,
        groups: 'fs',
        runs: 3,
      }),
    );
    assert.deepEqual(request.old, { kind: 'release', version: 'lts/iron' });
    assert.deepEqual(request.new, { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA });
    assert.deepEqual(request.groups, ['fs']);
    assert.equal(request.runs, 3);
  });

  it('accepts full SHAs, refs and release shorthands', () => {
    const sides = (old: string, neu: string) => {
      const payload = loadEvent('workflow_dispatch');
      Object.assign(payload.inputs, { old, new: neu });
      const { request } = run(fromEvent('workflow_dispatch', payload));
      return [request.old, request.new];
    };
    assert.deepEqual(sides(BASE_SHA, 'ref:v22.x'), [
      { kind: 'ref', ref: BASE_SHA, sha: BASE_SHA },
      { kind: 'ref', ref: 'v22.x' },
    ]);
    assert.deepEqual(sides('v20', 'latest'), [
      { kind: 'release', version: '20' },
      { kind: 'release', version: 'latest' },
    ]);
    assert.deepEqual(sides('ref:3f1bf26', ' 22.1 '), [
      { kind: 'ref', ref: '3f1bf26' },
      { kind: 'release', version: '22.1' },
    ]);
  });

  it('refuses missing, path, hostile and malformed sides', () => {
    const reason = (old: string) => {
      const payload = loadEvent('workflow_dispatch');
      payload.inputs.old = old;
      return refusal(fromEvent('workflow_dispatch', payload, { old: undefined })).reason;
    };
    assert.match(reason(''), /input old is required: a release version/);
    assert.match(
      reason('./out/Release/node'),
      /input old must be a release version .*, ref:<git ref> or a full 40-character commit SHA/,
    );
    assert.match(reason('/usr/bin/node'), /input old cannot start with "\/"/);
    assert.match(reason(`ref:${EVIL_BRANCH}`), /input old may only contain/);
    assert.match(reason('ref:main..evil'), /input old cannot contain "\.\."/);
    assert.match(reason('ref:-x'), /input old cannot start with "-"/);
    assert.match(reason('ref:'), /input old is empty/);
    assert.match(reason('ref:a:b'), /input old is not a git ref/);
    assert.match(reason('20.0.0.1'), /input old must be a release version/);
  });

  it('refuses bad groups and runs', () => {
    const payload = () => loadEvent('workflow_dispatch');
    const groups = payload();
    groups.inputs.groups = 'buffers ../fs';
    assert.match(refusal(fromEvent('workflow_dispatch', groups)).reason, /input groups\[1\] cannot contain "\.\."/);
    const runs = payload();
    runs.inputs.runs = '500';
    assert.match(
      refusal(fromEvent('workflow_dispatch', runs)).reason,
      /input runs must be "?auto"? or an integer from 1 to 200/,
    );
    const many = payload();
    many.inputs.filter = Array.from({ length: 21 }, (_, i) => `f${i}`).join(' ');
    assert.match(refusal(fromEvent('workflow_dispatch', many)).reason, /input filter has 21 entries; at most 20/);
  });
});

describe('schedule', () => {
  it('a nightly draft: the scheduler fills the baseline, the default branch is the new side', () => {
    const { request, needs } = run(fromEvent('schedule', loadEvent('schedule'), { groups: 'buffers url fs' }));
    assert.deepEqual(request, {
      schemaVersion: 1,
      trigger: 'schedule',
      repository: 'nodejs/node',
      old: { kind: 'baseline' },
      new: { kind: 'ref', ref: 'main' },
      groups: ['buffers', 'url', 'fs'],
      filter: [],
      exclude: [],
      set: {},
      runs: 'auto',
      maxRuns: 200,
    });
    assert.deepEqual(needs, {});
    assert.equal(isResolvedRequest(request), false);
    const filled: Request = {
      ...request,
      old: { kind: 'ref', ref: BASE_SHA, sha: BASE_SHA },
      new: { kind: 'ref', ref: 'main' },
    };
    assert.deepEqual(parseRequestJson(serializeRequest(filled)), filled);
  });

  it('an old-style payload with only the cron string uses GITHUB_REPOSITORY and the ref input', () => {
    const payload = { schedule: '17 3 * * *' };
    const result = requestFromEvent({
      eventName: 'schedule',
      payload,
      inputs: inputs({ ref: 'v22.x' }),
      repository: 'nodejs/node',
    });
    assert.deepEqual(run(result).request.new, { kind: 'ref', ref: 'v22.x' });
    const without = requestFromEvent({ eventName: 'schedule', payload, inputs: inputs() });
    assert.match(refusal(without).reason, /the repository \(payload\.repository\.full_name\) must be owner\/name/);
  });
});

describe('other events', () => {
  it('are ignored: workflow_run above all (its artifacts may be forged by the triggering PR)', () => {
    for (const name of ['push', 'workflow_run', 'issues', 'pull_request_review_comment']) {
      assert.match(ignoreReason(fromEvent(name, loadEvent('pull_request.labeled'))), /does not start a benchmark/);
    }
  });
});
