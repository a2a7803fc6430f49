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

export interface WorkflowRunEventOptions {
  repository: string;
  /** the run's id (GITHUB_RUN_ID of the triggering run) */
  runId: number;
  /** the triggering workflow's name and file */
  workflowName?: string;
  workflowPath?: string;
  /** the event that started the triggering run (default pull_request) */
  event?: string;
  headSha: string;
  headBranch?: string;
  /** the head repository's full name; default the repository itself */
  headRepo?: string;
  /** completed (default), requested or in_progress */
  action?: string;
  conclusion?: 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | null;
  /**
   * The PRs GitHub lists on the run. GitHub lists none for a run from a fork
   * (its head branch is not in the repository), so that is the default then.
   */
  pullRequests?: { number: number; headRef: string; headSha: string; baseRef: string; baseSha: string }[];
  actor?: FakeUser;
}

/** A `workflow_run` payload: the run of another workflow requested, in progress or completed. */
export function workflowRunEvent(o: WorkflowRunEventOptions): Payload {
  const source = fixture('pull_request.synchronize', o.repository);
  const repository = source.repository as Payload;
  const headRepoName = o.headRepo ?? o.repository;
  const fromFork = headRepoName !== o.repository;
  const headRepository = fromFork
    ? { ...JSON.parse(JSON.stringify(repository).split(o.repository).join(headRepoName)), fork: true }
    : structuredClone(repository);
  if (fromFork) {
    const [owner, name] = headRepoName.split('/') as [string, string];
    headRepository.name = name;
    headRepository.full_name = headRepoName;
    headRepository.owner = userJson({ login: owner, id: 91_234_567, type: 'User' });
  }
  const action = o.action ?? 'completed';
  const api = `https://api.github.com/repos/${o.repository}`;
  const run = `${api}/actions/runs/${o.runId}`;
  const workflowId = 161_335;
  const workflowPath = o.workflowPath ?? '.github/workflows/benchmark.yml';
  const actor = o.actor ? userJson(o.actor) : source.sender;
  const created = '2026-11-22T10:00:00Z';
  const updated = action === 'completed' ? '2026-11-22T10:42:00Z' : created;
  const repoLite = (repo: Payload): Payload => {
    // the workflow_run object carries a "repository lite": the URLs and names, no counts or dates
    const lite: Payload = {};
    for (const [key, value] of Object.entries(repo)) {
      if (/_url$|^(id|node_id|name|full_name|private|owner|html_url|description|fork|url)$/.test(key)) {
        lite[key] = value;
      }
    }
    return lite;
  };
  const pullRequests = (o.pullRequests ?? []).map((pull) => ({
    url: `${api}/pulls/${pull.number}`,
    id: 1_800_000_000 + pull.number,
    number: pull.number,
    head: { ref: pull.headRef, sha: pull.headSha, repo: { id: repository.id, url: api, name: repository.name } },
    base: { ref: pull.baseRef, sha: pull.baseSha, repo: { id: repository.id, url: api, name: repository.name } },
  }));
  return {
    action,
    workflow_run: {
      id: o.runId,
      name: o.workflowName ?? 'Benchmark',
      node_id: `WFR_${o.runId}`,
      head_branch: o.headBranch ?? 'perf/buffer-tojson',
      head_sha: o.headSha,
      path: workflowPath,
      display_title: 'buffer: faster toJSON',
      run_number: 42,
      event: o.event ?? 'pull_request',
      status: action === 'completed' ? 'completed' : action === 'requested' ? 'queued' : 'in_progress',
      conclusion: action === 'completed' ? (o.conclusion === undefined ? 'success' : o.conclusion) : null,
      workflow_id: workflowId,
      check_suite_id: 20_000_000_000 + o.runId,
      check_suite_node_id: `CS_${o.runId}`,
      url: run,
      html_url: `https://github.com/${o.repository}/actions/runs/${o.runId}`,
      pull_requests: fromFork && o.pullRequests === undefined ? [] : pullRequests,
      created_at: created,
      updated_at: updated,
      actor,
      triggering_actor: actor,
      run_attempt: 1,
      referenced_workflows: [],
      run_started_at: created,
      jobs_url: `${run}/jobs`,
      logs_url: `${run}/logs`,
      check_suite_url: `${api}/check-suites/${20_000_000_000 + o.runId}`,
      artifacts_url: `${run}/artifacts`,
      cancel_url: `${run}/cancel`,
      rerun_url: `${run}/rerun`,
      previous_attempt_url: null,
      workflow_url: `${api}/actions/workflows/${workflowId}`,
      head_commit: {
        id: o.headSha,
        tree_id: 'c'.repeat(40),
        message: 'buffer: faster toJSON',
        timestamp: created,
        author: { name: 'First Time Dev', email: 'first-time-dev@users.noreply.github.com' },
        committer: { name: 'GitHub', email: 'noreply@github.com' },
      },
      repository: repoLite(repository),
      head_repository: repoLite(headRepository),
    },
    workflow: {
      id: workflowId,
      node_id: `W_${workflowId}`,
      name: o.workflowName ?? 'Benchmark',
      path: workflowPath,
      state: 'active',
      created_at: '2026-01-05T12:00:00Z',
      updated_at: '2026-01-05T12:00:00Z',
      url: `${api}/actions/workflows/${workflowId}`,
      html_url: `https://github.com/${o.repository}/blob/main/${workflowPath}`,
      badge_url: `https://github.com/${o.repository}/workflows/Benchmark/badge.svg`,
    },
    repository,
    organization: source.organization,
    sender: actor,
  };
}

export interface DispatchEventOptions {
  repository: string;
  /** the workflow's dispatch inputs as the form sent them (strings); default none */
  inputs?: Record<string, string>;
  /** the branch the run was dispatched on; default main */
  ref?: string;
  sender?: FakeUser;
}

/** A `workflow_dispatch` payload: somebody with write access pressed "Run workflow". */
export function dispatchEvent(o: DispatchEventOptions): Payload {
  const payload = fixture('workflow_dispatch', o.repository);
  payload.inputs = { ...(o.inputs ?? {}) };
  payload.ref = `refs/heads/${o.ref ?? 'main'}`;
  if (o.sender) payload.sender = userJson(o.sender);
  return payload;
}
