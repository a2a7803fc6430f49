// The Request the gate hands to the execute job: serializeRequest writes only
// valid requests; parseRequestJson re-validates everything and rejects tampering.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBinarySpec } from '../../src/options/binary-spec.ts';
import {
  describeRuns,
  isResolvedRequest,
  parseRequestJson,
  serializeRequest,
  sideSpec,
  validateDraftRequest,
  type Request,
} from '../../src/request/request.ts';
import { BASE_SHA, HEAD_SHA, OTHER_SHA } from './support.ts';
import { RequestError } from '../../src/errors.ts';
import { LIMITS } from '../../src/options/values.ts';
import { set as setOption } from '../../src/options/selection.ts';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function commentRequest(): Request {
  return {
    schemaVersion: 1,
    trigger: 'issue_comment',
    repository: 'nodejs/node',
    old: { kind: 'ref', ref: 'main', sha: BASE_SHA },
    new: { kind: 'ref', ref: HEAD_SHA, sha: HEAD_SHA },
    pr: { number: 51234, headSha: HEAD_SHA, baseRef: 'main', baseSha: BASE_SHA },
    comment: { id: 2145678901, author: { login: 'core-maintainer', id: 1203456 } },
    groups: ['buffers', 'url'],
    filter: ['tojson'],
    exclude: ['slice'],
    set: setOption.fromRecord({ n: ['1000', '10'], type: 'a,b' }, 'json'),
    runs: 10,
    requestedBy: { login: 'core-maintainer', id: 1203456 },
  };
}

function dispatchRequest(): Request {
  return {
    schemaVersion: 1,
    trigger: 'workflow_dispatch',
    repository: 'nodejs/node',
    old: { kind: 'release', version: '20.11.0' },
    new: { kind: 'ref', ref: 'main' },
    groups: ['buffers'],
    filter: [],
    exclude: [],
    set: setOption.none(),
    runs: 30,
  };
}

/** JSON of the comment request after `edit`; the result of parsing it must be a RequestError. */
function tampered(edit: (request: Loose) => void): RequestError {
  const request = JSON.parse(serializeRequest(commentRequest())) as Loose;
  edit(request);
  try {
    parseRequestJson(JSON.stringify(request));
  } catch (error) {
    assert.ok(error instanceof RequestError, String(error));
    return error;
  }
  assert.fail(`accepted a tampered request: ${JSON.stringify(request)}`);
}

describe('serializeRequest / parseRequestJson', () => {
  it('round-trips every trigger', () => {
    const schedule: Request = {
      ...dispatchRequest(),
      trigger: 'schedule',
      old: { kind: 'ref', ref: BASE_SHA, sha: BASE_SHA },
    };
    const pullRequest: Request = { ...commentRequest(), trigger: 'pull_request' };
    delete pullRequest.comment;
    for (const request of [commentRequest(), dispatchRequest(), schedule, pullRequest]) {
      const text = serializeRequest(request);
      assert.deepEqual(parseRequestJson(text), request);
      assert.equal(serializeRequest(parseRequestJson(text)), text, 'stable');
    }
  });

  it('returns a fresh object with only the known fields', () => {
    const request = commentRequest();
    const parsed = parseRequestJson(serializeRequest(request));
    parsed.groups.push('fs');
    (parsed.set.n as string[]).push('1');
    assert.deepEqual(request.groups, ['buffers', 'url']);
    assert.deepEqual(request.set.n, ['1000', '10']);
  });

  it('refuses to serialize an invalid or unresolved request', () => {
    assert.throws(
      () => serializeRequest({ ...dispatchRequest(), runs: 0 }),
      /request\.runs must be "?auto"? or an integer from 1 to 200/,
    );
    const draft = { ...dispatchRequest(), trigger: 'schedule', old: { kind: 'baseline' } };
    assert.throws(() => serializeRequest(draft as unknown as Request), /request\.old is still "baseline"/);
    // …which a draft may be
    assert.equal(isResolvedRequest(validateDraftRequest(draft)), false);
    assert.equal(isResolvedRequest(dispatchRequest()), true);
  });

  it('rejects text that is not a JSON object, or too long', () => {
    assert.throws(() => parseRequestJson('{"schemaVersion":1,'), /request JSON is not valid JSON/);
    assert.throws(() => parseRequestJson('[]'), /request must be an object/);
    assert.throws(() => parseRequestJson('null'), /request must be an object/);
    assert.throws(() => parseRequestJson(' '.repeat(LIMITS.jsonLength + 1)), /at most 100000/);
  });
});

describe('parseRequestJson rejects tampered requests, naming the field', () => {
  it('unknown keys, at every level', () => {
    assert.match(tampered((r) => (r.script = 'curl x | sh')).message, /request has an unknown key "script"/);
    assert.match(tampered((r) => (r.pr.headRef = 'zzz')).message, /request\.pr has an unknown key "headRef"/);
    assert.match(tampered((r) => (r.old.path = '/tmp/node')).message, /request\.old has an unknown key "path"/);
    assert.match(
      tampered((r) => (r.comment.author.type = 'User')).message,
      /request\.comment\.author has an unknown key/,
    );
    // a key that is not safe to print is not printed
    const error = tampered((r) => (r['$(id)'] = 1));
    assert.equal(error.message, 'request has an unknown key');
  });

  it('__proto__ in the JSON is an unknown key, not a prototype', () => {
    const text = serializeRequest(commentRequest()).replace(/^\{/, '{"__proto__":{"runs":1},');
    assert.throws(() => parseRequestJson(text), /request has an unknown key "__proto__"/);
    const set = serializeRequest(commentRequest()).replace('"set":{', '"set":{"__proto__":["1"],');
    assert.throws(() => parseRequestJson(set), /request\.set key "__proto__" is reserved/);
  });

  it('missing fields', () => {
    assert.match(tampered((r) => delete r.groups).message, /request\.groups is missing/);
    assert.match(tampered((r) => delete r.pr).message, /request\.pr is missing/);
    assert.match(tampered((r) => delete r.comment).message, /request\.comment is missing/);
  });

  it('bad SHAs: abbreviated, upper case, not hex, or not the pinned head', () => {
    assert.match(
      tampered((r) => (r.pr.headSha = HEAD_SHA.slice(0, 12))).message,
      /request\.pr\.headSha must be a full 40-character/,
    );
    assert.match(tampered((r) => (r.new.sha = HEAD_SHA.toUpperCase())).message, /request\.new\.sha must be a full/);
    assert.match(tampered((r) => (r.old.sha = 'g'.repeat(40))).message, /request\.old\.sha must be a full/);
    // both sides consistent but not what the PR pinned
    const foreign = tampered((r) => {
      r.new.sha = OTHER_SHA;
      r.new.ref = OTHER_SHA;
    });
    assert.match(foreign.message, /request\.new must be the pinned head/);
    assert.match(
      tampered((r) => (r.new.ref = OTHER_SHA)).message,
      /request\.new\.ref is a commit SHA other than request\.new\.sha/,
    );
    assert.match(tampered((r) => (r.old.sha = OTHER_SHA)).message, /request\.old must be the pull request base/);
  });

  it('characters outside the alphabet, .. and leading - or /', () => {
    assert.match(tampered((r) => (r.groups[1] = 'url;id')).message, /request\.groups\[1\] may only contain/);
    assert.match(tampered((r) => (r.filter[0] = '$(curl x)')).message, /request\.filter\[0\] may only contain/);
    assert.match(tampered((r) => (r.exclude[0] = '../../etc')).message, /request\.exclude\[0\] cannot contain "\.\."/);
    assert.match(
      tampered((r) => (r.filter[0] = '--output=/etc/x')).message,
      /request\.filter\[0\] cannot start with "-"/,
    );
    assert.match(tampered((r) => (r.set.n[0] = '1 2')).message, /request\.set\.n\[0\] may only contain/);
    assert.match(tampered((r) => (r.set['n;x'] = ['1'])).message, /request\.set key may only contain/);
    assert.match(tampered((r) => (r.old.ref = 'main:x')).message, /request\.old\.ref is not a git ref/);
    assert.match(tampered((r) => (r.old.ref = '-main')).message, /request\.old\.ref cannot start with "-"/);
    assert.match(
      tampered((r) => (r.pr.baseRef = 'main.lock')).message,
      /request\.pr\.baseRef is not a valid git ref name/,
    );
    assert.match(tampered((r) => (r.groups[0] = 'buf\u202Efers')).message, /request\.groups\[0\] may only contain/);
    assert.match(tampered((r) => (r.groups[0] = 'b'.repeat(101))).message, /longer than 100 characters/);
  });

  it('huge arrays', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `g${i}`);
    assert.match(tampered((r) => (r.groups = many(65))).message, /request\.groups has 65 entries; at most 64/);
    assert.match(tampered((r) => (r.filter = many(21))).message, /request\.filter has 21 entries; at most 20/);
    assert.match(tampered((r) => (r.exclude = many(1000))).message, /request\.exclude has 1000 entries; at most 20/);
    assert.match(tampered((r) => (r.set = { n: many(21) })).message, /request\.set has 21 entries; at most 20/);
    assert.match(tampered((r) => (r.groups = [])).message, /at least one benchmark group/);
    assert.match(tampered((r) => (r.groups = ['url', 'url'])).message, /names a group twice/);
    assert.match(tampered((r) => (r.set = { n: [] })).message, /request\.set\.n must be a non-empty array/);
  });

  it('runs, numbers and ids of the wrong type or range', () => {
    for (const runs of [0, 201, 1.5, '30', null, -1]) {
      assert.match(
        tampered((r) => (r.runs = runs)).message,
        /request\.runs must be "?auto"? or an integer from 1 to 200/,
      );
    }
    assert.match(tampered((r) => (r.pr.number = '51234')).message, /request\.pr\.number must be a positive integer/);
    assert.match(tampered((r) => (r.comment.id = 0)).message, /request\.comment\.id must be a positive integer/);
    assert.match(tampered((r) => (r.comment.author.id = 2 ** 53)).message, /request\.comment\.author\.id/);
  });

  it('logins, repository, schema version, trigger and side kinds', () => {
    assert.match(
      tampered((r) => (r.requestedBy.login = 'evil user')).message,
      /request\.requestedBy\.login is not a GitHub login/,
    );
    assert.match(
      tampered((r) => (r.repository = 'nodejs/node/extra')).message,
      /request\.repository must be owner\/name/,
    );
    assert.match(tampered((r) => (r.repository = 'nodejs/..')).message, /request\.repository must be owner\/name/);
    assert.match(tampered((r) => (r.schemaVersion = 2)).message, /request\.schemaVersion must be 1/);
    assert.match(tampered((r) => (r.trigger = 'pull_request_target')).message, /request\.trigger must be one of/);
    assert.match(
      tampered((r) => (r.old = { kind: 'path', path: '/usr/bin/node' })).message,
      /request\.old\.kind must be "ref" or "release"/,
    );
    assert.match(tampered((r) => (r.new = { kind: 'pr-head' })).message, /request\.new is still "pr-head"/);
    assert.match(
      tampered((r) => (r.old = { kind: 'release', version: '20.0.0; id' })).message,
      /request\.old\.version must be a normalized/,
    );
  });

  it('fields that do not belong to the trigger', () => {
    assert.match(
      tampered((r) => (r.trigger = 'workflow_dispatch')).message,
      /request\.comment is only allowed for issue_comment/,
    );
    assert.match(
      tampered((r) => {
        r.trigger = 'schedule';
        delete r.comment;
      }).message,
      /request\.pr is not allowed for schedule requests/,
    );
    assert.throws(
      () => serializeRequest({ ...dispatchRequest(), old: { kind: 'baseline' } } as unknown as Request),
      /request\.old is still "baseline"/,
    );
    assert.throws(
      () => validateDraftRequest({ ...dispatchRequest(), old: { kind: 'baseline' } }),
      /request\.old "baseline" is only for schedule requests/,
    );
  });
});

describe('runs auto in the request', () => {
  it('round-trips runs "auto" with its cap and δ; a fixed count carries neither', () => {
    const auto: Request = { ...dispatchRequest(), runs: 'auto', maxRuns: 40, delta: 2.5 };
    assert.deepEqual(parseRequestJson(serializeRequest(auto)), auto);
    const derived: Request = { ...dispatchRequest(), runs: 'auto', maxRuns: 3 };
    assert.deepEqual(parseRequestJson(serializeRequest(derived)), derived);
    assert.throws(
      () => serializeRequest({ ...dispatchRequest(), maxRuns: 40 }),
      /request\.maxRuns is only for runs "auto"/,
    );
    assert.throws(
      () => parseRequestJson(JSON.stringify({ ...auto, runs: 'AUTO' })),
      /request\.runs must be "auto" or an integer from 1 to 200/,
    );
    assert.throws(
      () => parseRequestJson(JSON.stringify({ ...auto, maxRuns: '40' })),
      /request\.maxRuns must be an integer/,
    );
    assert.throws(
      () => parseRequestJson(JSON.stringify({ ...auto, delta: -1 })),
      /request\.delta must be a percentage/,
    );
  });

  it('describes the runs for the acknowledgement', () => {
    assert.equal(describeRuns({ runs: 12 }), '12 runs');
    assert.equal(describeRuns({ runs: 'auto', maxRuns: 30 }), 'auto runs (up to 30)');
    assert.equal(describeRuns({ runs: 'auto', maxRuns: 30, delta: 2.5 }), 'auto runs (up to 30, same within ±2.5 %)');
  });
});

describe('sideSpec', () => {
  it('gives pinned refs by SHA and releases by version', () => {
    assert.deepEqual(sideSpec({ kind: 'ref', ref: 'main', sha: BASE_SHA }), { kind: 'ref', ref: BASE_SHA });
    assert.deepEqual(sideSpec({ kind: 'ref', ref: 'main' }), { kind: 'ref', ref: 'main' });
    assert.deepEqual(sideSpec({ kind: 'release', version: 'lts/iron' }), { kind: 'release', version: 'lts/iron' });
  });

  it('is what the binary spec grammar reads from the same text, for every normalized release the request accepts', () => {
    for (const version of ['20.0.0', '20', '20.1', 'lts', 'lts/iron', 'latest']) {
      assert.deepEqual(sideSpec({ kind: 'release', version }), parseBinarySpec(version, '--old', '/'));
    }
    assert.deepEqual(
      sideSpec({ kind: 'ref', ref: 'main', sha: BASE_SHA }),
      parseBinarySpec(`ref:${BASE_SHA}`, '--old', '/'),
    );
  });
});
