// Event payloads (`github.context.payload`) for tests that run the Action:
// built from the fixtures in test/fixtures/events (whole payloads as GitHub
// sends them), with the fields a test cares about replaced. Every builder's
// output validates against GitHub's webhook schemas (test/github/events.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userJson, type FakeUser } from './fake-github.ts';
import { testFixtures } from './paths.ts';

export type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** the repository the fixtures are written for */
const FIXTURE_REPO = 'nodejs/node';
const FIXTURE_NUMBER = 51234;

/** A fixture payload with its repository renamed (every `nodejs/node` in it), as a fresh object. */
function fixture(name: string, repository: string): Payload {
  const text = readFileSync(join(testFixtures, 'events', `${name}.json`), 'utf8');
  const payload = JSON.parse(text.split(FIXTURE_REPO).join(repository)) as Payload;
  const [owner, repo] = repository.split('/') as [string, string];
  payload.repository.name = repo;
  payload.repository.owner.login = owner;
  return payload;
}

/** Replaces the fixture's issue/PR number in every URL of `value`. */
function renumber(value: unknown, number: number): unknown {
  const text = JSON.stringify(value).replace(new RegExp(`/${FIXTURE_NUMBER}\\b`, 'g'), `/${number}`);
  return JSON.parse(text);
}

export interface CommentEventOptions {
  repository: string;
  issueNumber: number;
  commentId: number;
  body: string;
  user: FakeUser | { login: string; id: number; type?: string };
  association?: string;
  /** created (default), edited or deleted */
  action?: string;
  /** the comment is on a pull request (default) or on a plain issue */
  onPullRequest?: boolean;
}

/** An `issue_comment` payload: somebody commented `body` on a PR (or issue). */
export function commentEvent(o: CommentEventOptions): Payload {
  const base = fixture(o.onPullRequest === false ? 'issue_comment.on-issue' : 'issue_comment.created', o.repository);
  const payload = renumber(base, o.issueNumber) as Payload;
  const user = userJson({ ...o.user, type: (o.user.type ?? 'User') as FakeUser['type'] });
  const api = `https://api.github.com/repos/${o.repository}`;
  payload.action = o.action ?? 'created';
  payload.issue.number = o.issueNumber;
  payload.comment = {
    ...payload.comment,
    id: o.commentId,
    node_id: `IC_${o.commentId}`,
    url: `${api}/issues/comments/${o.commentId}`,
    html_url: `${payload.issue.html_url}#issuecomment-${o.commentId}`,
    issue_url: `${api}/issues/${o.issueNumber}`,
    body: o.body,
    user,
    author_association: o.association ?? 'CONTRIBUTOR',
  };
  if (payload.action === 'edited') payload.changes = { body: { from: '' } };
  payload.sender = user;
  return payload;
}

export interface PullRequestEventOptions {
  repository: string;
  number: number;
  /** synchronize (default), labeled, opened, reopened */
  action?: string;
  headSha: string;
  headRef?: string;
  /** the head repository's full name; default the repository itself */
  headRepo?: string;
  baseRef?: string;
  baseSha: string;
  labels?: string[];
  sender?: FakeUser;
}

/** A `pull_request` payload for PR `number` (with the whole pull request object GitHub sends). */
export function pullRequestEvent(o: PullRequestEventOptions): Payload {
  const action = o.action ?? 'synchronize';
  const fromFork = o.headRepo !== undefined && o.headRepo !== o.repository;
  // the labeled fixture is a fork PR, the synchronize one a same-repository branch
  const payload = renumber(
    fixture(action === 'labeled' || fromFork ? 'pull_request.labeled' : 'pull_request.synchronize', o.repository),
    o.number,
  ) as Payload;
  const pull = payload.pull_request;
  payload.action = action;
  payload.number = o.number;
  pull.number = o.number;
  pull.head.sha = o.headSha;
  pull.head.ref = o.headRef ?? pull.head.ref;
  if (fromFork) {
    const [owner, name] = o.headRepo!.split('/') as [string, string];
    const repo = pull.head.repo;
    const text = JSON.stringify(repo).split(repo.full_name).join(o.headRepo!);
    pull.head.repo = { ...JSON.parse(text), name, full_name: o.headRepo };
    pull.head.repo.owner.login = owner;
    pull.head.label = `${owner}:${pull.head.ref}`;
  } else {
    pull.head.repo = structuredClone(payload.repository);
    pull.head.label = `${o.repository.split('/')[0]}:${pull.head.ref}`;
  }
  pull.base.sha = o.baseSha;
  pull.base.ref = o.baseRef ?? pull.base.ref;
  pull.base.label = `${o.repository.split('/')[0]}:${pull.base.ref}`;
  if (o.labels) {
    const template = pull.labels[0];
    pull.labels = o.labels.map((label, i) => ({
      ...template,
      id: 7_100_000_000 + i,
      node_id: `LA_${i}`,
      url: `https://api.github.com/repos/${o.repository}/labels/${encodeURIComponent(label)}`,
      name: label,
    }));
  }
  if (action === 'synchronize') {
    // the head before the push: the fixture's, or (from the fork fixture, which has none) the base
    payload.before ??= o.baseSha;
    payload.after = o.headSha;
    delete payload.label;
  } else {
    delete payload.before;
    delete payload.after;
  }
  if (action === 'labeled' && o.labels?.length) payload.label = pull.labels.at(-1);
  if (o.sender) payload.sender = userJson(o.sender);
  return payload;
}
