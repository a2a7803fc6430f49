// A fake GitHub REST API: a real HTTP server on 127.0.0.1 (random port) that
// keeps repositories, collaborators, pull requests, issues, comments, labels,
// reactions, git references and releases (with their uploaded assets) in memory and answers the endpoints the Action uses, with the
// response shapes, pagination (`per_page`, `page`, `Link`) and validation
// errors GitHub gives. Faults (5xx, rate limits, permission 403s, dropped
// connections, slow answers) are queued per route or globally.
//
// It is held to GitHub's own REST description (@octokit/openapi, see
// openapi.ts): every request must match a documented operation (method + path
// template) with documented parameters and body fields, and every answer,
// faults included, must fit the schema documented for its status. Each
// departure is recorded in `gh.violations` (and on the request), and
// `close()` rejects listing those no test took with `gh.takeViolations()`: a
// test that closes the server in its teardown fails on an undocumented
// exchange. Where the description is known to be wrong (a deleted fork's
// `head.repo: null`) openapi.ts says so.
//
//   const gh = await startFakeGitHub();
//   const repo = gh.state.addRepo('nodejs/node');
//   gh.state.addCollaborator('nodejs/node', { login: 'alice', id: 1 }, 'write');
//   gh.state.addPull('nodejs/node', { number: 7, headSha: 'a'.repeat(40), headRef: 'fix' });
//   gh.faults.serverError({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', status: 502 });
//   ... createGitHubClient({ fetch: directFetch, token: 't', baseUrl: gh.url }) ...
//   gh.requests  // every request: method, path, query, body, headers, status
//   await gh.close();
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { restDescription } from './openapi.ts';

/** GitHub's limit on issue and comment bodies, in characters. */
export const GITHUB_BODY_LIMIT = 65536;

/** The user behind a workflow's GITHUB_TOKEN. */
export const GITHUB_ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export interface FakeUser {
  login: string;
  id: number;
  type?: 'User' | 'Bot' | 'Organization';
}

/** A GitHub App, as a check run names its creator (`app`); its bot user is `<slug>[bot]`. */
export interface FakeApp {
  id: number;
  slug: string;
  name: string;
  owner: FakeUser;
}

/** The app behind a workflow's GITHUB_TOKEN: the creator of every check run a workflow makes through the API. */
export const GITHUB_ACTIONS_APP: FakeApp = {
  id: 15368,
  slug: 'github-actions',
  name: 'GitHub Actions',
  owner: { login: 'github', id: 9919, type: 'Organization' },
};

export interface RecordedRequest {
  method: string;
  /** path without the query string, e.g. /repos/o/r/issues/1/comments */
  path: string;
  query: Record<string, string>;
  /** the parsed JSON body (undefined when there was none; the raw text when it was not JSON) */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** the route template that matched, e.g. `GET /repos/{owner}/{repo}/pulls/{pull_number}`, or undefined */
  route: string | undefined;
  /** the status we answered with (0 when the connection was dropped) */
  status: number;
  /** Date.now() when the request arrived */
  at: number;
  /** how this request or our answer to it departs from GitHub's REST description (empty when documented) */
  violations: string[];
}

/** Which requests a fault applies to; an empty match applies to every request. */
export interface FaultMatch {
  /** a route template as octokit writes it: `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}` */
  route?: string;
  method?: string;
  /** the exact path (no query) or a pattern tested against it */
  path?: string | RegExp;
}

export interface FaultSpec extends FaultMatch {
  /** HTTP status to answer with (ignored when `destroy` is set) */
  status?: number;
  headers?: Record<string, string>;
  /** JSON body; default `{ message, documentation_url, status }` from the status */
  body?: unknown;
  /** how many matching requests this fault answers; default 1 (Infinity for always) */
  times?: number;
  /** wait this long before answering (or before handling normally when no status is given) */
  delayMs?: number;
  /** drop the connection without answering (a network error for the client) */
  destroy?: boolean;
}

interface QueuedFault extends FaultSpec {
  remaining: number;
}

type FaultOptions = FaultMatch & { times?: number };

export class FaultQueue {
  private readonly queue: QueuedFault[] = [];
  /** how many requests were answered by a fault */
  served = 0;

  /** Queues a fault; faults are tried in the order they were added. */
  add(spec: FaultSpec): this {
    if (spec.status === undefined && !spec.destroy && spec.delayMs === undefined) {
      throw new Error('fake GitHub fault needs a status, destroy or delayMs');
    }
    this.queue.push({ ...spec, remaining: spec.times ?? 1 });
    return this;
  }

  /** 5xx (default 502 Bad Gateway). */
  serverError(options: FaultOptions & { status?: number } = {}): this {
    const status = options.status ?? 502;
    return this.add({ ...options, status, body: { message: status === 502 ? 'Server Error' : 'Internal Error' } });
  }

  /** 403 (or 429) "You have exceeded a secondary rate limit" with retry-after (null: without one). */
  secondaryRateLimit(options: FaultOptions & { retryAfter?: number | null; status?: 403 | 429 } = {}): this {
    return this.add({
      ...options,
      status: options.status ?? 403,
      headers: options.retryAfter === null ? {} : { 'retry-after': String(options.retryAfter ?? 1) },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
          'If you reach out to GitHub Support for help, please include the request ID.',
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      },
    });
  }

  /** 429 with retry-after and a message of our choosing (default a plain "Too Many Requests"). */
  tooManyRequests(options: FaultOptions & { retryAfter?: number; message?: string } = {}): this {
    return this.add({
      ...options,
      status: 429,
      headers: { 'retry-after': String(options.retryAfter ?? 1) },
      body: { message: options.message ?? 'Too Many Requests' },
    });
  }

  /** 403 (or 429) with x-ratelimit-remaining: 0 and x-ratelimit-reset = now + resetInSeconds. */
  primaryRateLimit(options: FaultOptions & { resetInSeconds?: number; status?: 403 | 429 } = {}): this {
    const reset = Math.ceil(Date.now() / 1000 + (options.resetInSeconds ?? 1));
    return this.add({
      ...options,
      status: options.status ?? 403,
      headers: {
        'x-ratelimit-limit': '1000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': '1000',
        'x-ratelimit-resource': 'core',
        'x-ratelimit-reset': String(reset),
      },
      body: {
        message: 'API rate limit exceeded for installation ID 1.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    });
  }

  /** 403 "Resource not accessible by integration": what a fork PR's read-only token gets on writes. */
  notAccessibleByIntegration(options: FaultOptions = {}): this {
    return this.add({
      ...options,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      },
    });
  }

  /** Faults still queued (with answers left). */
  get pending(): number {
    return this.queue.reduce((sum, fault) => sum + (fault.remaining > 0 ? 1 : 0), 0);
  }

  clear(): void {
    this.queue.length = 0;
  }

  /** @internal the first queued fault matching this request, consumed once */
  take(method: string, path: string, route: string | undefined): QueuedFault | undefined {
    const index = this.queue.findIndex((fault) => fault.remaining > 0 && matches(fault, method, path, route));
    if (index < 0) return undefined;
    const fault = this.queue[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.queue.splice(index, 1);
    this.served += 1;
    return fault;
  }
}

function matches(fault: FaultMatch, method: string, path: string, route: string | undefined): boolean {
  if (fault.route !== undefined && fault.route !== route) return false;
  if (fault.method !== undefined && fault.method.toUpperCase() !== method) return false;
  if (typeof fault.path === 'string' && fault.path !== path) return false;
  if (fault.path instanceof RegExp && !fault.path.test(path)) return false;
  return true;
}

export interface FakeLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface FakeIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user: FakeUser;
  labels: string[];
  /** set for pull requests: every PR is also an issue */
  isPull: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface FakePull {
  id: number;
  number: number;
  title: string;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  user: FakeUser;
  headSha: string;
  headRef: string;
  /** full name of the head repository; null when the fork was deleted */
  headRepo: string | null;
  baseRef: string;
  baseSha: string;
  /** other commits of the PR (for GET /commits/{sha}/pulls) */
  commits: string[];
  /** the changed files (GET /pulls/{n}/files lists at most 3,000 of them, as GitHub does) */
  files: FakePullFile[];
  createdAt: string;
  updatedAt: string;
}

export interface FakePullFile {
  filename: string;
  status?: 'added' | 'removed' | 'modified' | 'renamed';
  previousFilename?: string;
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  updatedAt: string;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  headSha: string;
  externalId: string;
  status: string;
  conclusion: string | null;
  title: string;
  summary: string;
  createdAt: string;
  /** the app whose token created it (only apps may create check runs) */
  app: FakeApp;
}

export interface FakeReaction {
  id: number;
  commentId: number;
  content: string;
  user: FakeUser;
  createdAt: string;
}

export interface FakeCollaborator {
  user: FakeUser;
  /** role_name: admin, maintain, write, triage, read, none or a custom role */
  role: string;
  /** legacy `permission`: admin, write, read or none (derived from role when absent) */
  permission: string;
}

export interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  collaborators: Map<string, FakeCollaborator>;
  issues: Map<number, FakeIssue>;
  pulls: Map<number, FakePull>;
  comments: Map<number, FakeComment>;
  labels: Map<string, FakeLabel>;
  reactions: FakeReaction[];
  /** check runs, oldest first (GitHub offers no way to delete one) */
  checkRuns: FakeCheckRun[];
  /** git references by full name (`refs/tags/v1.2.3`) to the commit SHA they point at */
  refs: Map<string, string>;
  /** releases, oldest first */
  releases: FakeRelease[];
  nextNumber: number;
}

export interface FakeReleaseAsset {
  id: number;
  name: string;
  contentType: string;
  /** the uploaded bytes, as a download would give them */
  data: Buffer;
  createdAt: string;
}

export interface FakeRelease {
  id: number;
  tagName: string;
  targetCommitish: string;
  name: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
  createdAt: string;
  publishedAt: string | null;
  assets: FakeReleaseAsset[];
}

export interface PullSeed {
  number?: number;
  headSha: string;
  headRef?: string;
  /** default: the repository itself; null for a deleted fork */
  headRepo?: string | null;
  baseRef?: string;
  baseSha?: string;
  state?: 'open' | 'closed';
  merged?: boolean;
  draft?: boolean;
  title?: string;
  user?: FakeUser;
  commits?: string[];
  /** changed files: paths, or entries with a status (renames with their old path) */
  files?: (string | FakePullFile)[];
}

export interface IssueSeed {
  number?: number;
  title?: string;
  body?: string | null;
  state?: 'open' | 'closed';
  labels?: string[];
  user?: FakeUser;
}

function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const LEGACY_PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

/** The in-memory GitHub: seed it directly, read it back after requests. */
export class FakeGitHubState {
  readonly repos = new Map<string, FakeRepo>();
  /** who `GET /user` says the token belongs to, and the author of everything the API creates */
  tokenUser: FakeUser;
  /** answer `GET /user` with 403 "Resource not accessible by integration", as GITHUB_TOKEN gets */
  userEndpointForbidden = false;
  private nextId = 1000;

  constructor(tokenUser: FakeUser) {
    this.tokenUser = tokenUser;
  }

  newId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  repo(fullName: string): FakeRepo | undefined {
    return this.repos.get(fullName.toLowerCase());
  }

  /** Returns the repository, creating it when missing. */
  addRepo(fullName: string, options: { defaultBranch?: string } = {}): FakeRepo {
    const existing = this.repo(fullName);
    if (existing) return existing;
    const [owner, name, ...rest] = fullName.split('/');
    if (!owner || !name || rest.length > 0)
      throw new Error(`fake GitHub: repository name must be owner/name: ${fullName}`);
    const repo: FakeRepo = {
      id: this.newId(),
      owner,
      name,
      fullName: `${owner}/${name}`,
      defaultBranch: options.defaultBranch ?? 'main',
      collaborators: new Map(),
      issues: new Map(),
      pulls: new Map(),
      comments: new Map(),
      labels: new Map(),
      reactions: [],
      checkRuns: [],
      refs: new Map(),
      releases: [],
      nextNumber: 1,
    };
    this.repos.set(fullName.toLowerCase(), repo);
    return repo;
  }

  /** Makes `user` a collaborator with role_name `role` (admin, maintain, write, triage, read, none, custom). */
  addCollaborator(fullName: string, user: FakeUser, role: string, permission?: string): FakeCollaborator {
    const collaborator: FakeCollaborator = {
      user: { type: 'User', ...user },
      role,
      permission: permission ?? LEGACY_PERMISSION[role] ?? 'read',
    };
    this.addRepo(fullName).collaborators.set(user.login.toLowerCase(), collaborator);
    return collaborator;
  }

  addPull(fullName: string, seed: PullSeed): FakePull {
    const repo = this.addRepo(fullName);
    const number = seed.number ?? repo.nextNumber;
    repo.nextNumber = Math.max(repo.nextNumber, number + 1);
    const now = timestamp();
    const user = { type: 'User' as const, ...(seed.user ?? { login: 'contributor', id: 500 }) };
    const pull: FakePull = {
      id: this.newId(),
      number,
      title: seed.title ?? `Pull request ${number}`,
      state: seed.state ?? 'open',
      merged: seed.merged ?? false,
      draft: seed.draft ?? false,
      user,
      headSha: seed.headSha,
      headRef: seed.headRef ?? `branch-${number}`,
      headRepo: seed.headRepo === undefined ? repo.fullName : seed.headRepo,
      baseRef: seed.baseRef ?? repo.defaultBranch,
      baseSha: seed.baseSha ?? 'b'.repeat(40),
      commits: seed.commits ?? [],
      files: (seed.files ?? []).map((file) => (typeof file === 'string' ? { filename: file } : file)),
      createdAt: now,
      updatedAt: now,
    };
    repo.pulls.set(number, pull);
    repo.issues.set(number, {
      id: this.newId(),
      number,
      title: pull.title,
      body: null,
      state: pull.state,
      user,
      labels: [],
      isPull: true,
      createdAt: now,
      updatedAt: now,
      closedAt: pull.state === 'closed' ? now : null,
    });
    return pull;
  }

  addIssue(fullName: string, seed: IssueSeed = {}): FakeIssue {
    const repo = this.addRepo(fullName);
    const number = seed.number ?? repo.nextNumber;
    repo.nextNumber = Math.max(repo.nextNumber, number + 1);
    const now = timestamp();
    for (const label of seed.labels ?? []) this.addLabel(fullName, label);
    const issue: FakeIssue = {
      id: this.newId(),
      number,
      title: seed.title ?? `Issue ${number}`,
      body: seed.body ?? null,
      state: seed.state ?? 'open',
      user: { type: 'User', ...(seed.user ?? this.tokenUser) },
      labels: [...(seed.labels ?? [])],
      isPull: false,
      createdAt: now,
      updatedAt: now,
      closedAt: seed.state === 'closed' ? now : null,
    };
    repo.issues.set(number, issue);
    return issue;
  }

  /** The app a bot user's token belongs to (github-actions[bot]: GitHub Actions); a user's token has none. */
  appOf(user: FakeUser): FakeApp | undefined {
    if (user.id === GITHUB_ACTIONS_BOT.id) return GITHUB_ACTIONS_APP;
    const slug = /^(.+)\[bot\]$/.exec(user.login)?.[1];
    if (user.type !== 'Bot' || slug === undefined) return undefined;
    return { id: 500_000 + user.id, slug, name: slug, owner: { login: `${slug}-owner`, id: 600_000 + user.id } };
  }

  /** Adds a check run as another app (or another workflow's token) would create it; the default: completed, neutral. */
  addCheckRun(
    fullName: string,
    seed: {
      name: string;
      headSha: string;
      externalId: string;
      app: FakeApp;
      status?: string;
      conclusion?: string | null;
    },
  ): FakeCheckRun {
    const repo = this.addRepo(fullName);
    const run: FakeCheckRun = {
      id: 70_000 + repo.checkRuns.length + 1,
      status: 'completed',
      conclusion: seed.status === undefined || seed.status === 'completed' ? 'neutral' : null,
      title: '',
      summary: '',
      createdAt: timestamp(),
      ...seed,
    };
    repo.checkRuns.push(run);
    return run;
  }

  /** Every user this GitHub knows of: the token's, collaborators, comment authors. */
  knownUsers(): FakeUser[] {
    const users = [this.tokenUser, GITHUB_ACTIONS_BOT];
    for (const repo of this.repos.values()) {
      for (const collaborator of repo.collaborators.values()) users.push(collaborator.user);
      for (const comment of repo.comments.values()) users.push(comment.user);
    }
    return users;
  }

  /** Adds a comment to an issue or PR (which must exist); default author: the token's user. */
  addComment(fullName: string, issueNumber: number, seed: { body: string; user?: FakeUser }): FakeComment {
    const repo = this.addRepo(fullName);
    if (!repo.issues.has(issueNumber)) throw new Error(`fake GitHub: ${fullName} has no issue or PR #${issueNumber}`);
    const now = timestamp();
    const comment: FakeComment = {
      id: this.newId(),
      issueNumber,
      body: seed.body,
      user: { type: 'User', ...(seed.user ?? this.tokenUser) },
      createdAt: now,
      updatedAt: now,
    };
    repo.comments.set(comment.id, comment);
    return comment;
  }

  /** Returns the label, creating it when missing. */
  addLabel(fullName: string, name: string, options: { color?: string; description?: string } = {}): FakeLabel {
    const repo = this.addRepo(fullName);
    const existing = repo.labels.get(name.toLowerCase());
    if (existing) return existing;
    const label: FakeLabel = {
      id: this.newId(),
      name,
      color: options.color ?? 'ededed',
      description: options.description ?? null,
    };
    repo.labels.set(name.toLowerCase(), label);
    return label;
  }

  /** The comments on one issue or PR, oldest first. */
  comments(fullName: string, issueNumber: number): FakeComment[] {
    const repo = this.repo(fullName);
    if (!repo) return [];
    return [...repo.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
  }

  /** Issues (not PRs) of a repository, by number. */
  issues(fullName: string): FakeIssue[] {
    const repo = this.repo(fullName);
    if (!repo) return [];
    return [...repo.issues.values()].filter((issue) => !issue.isPull).sort((a, b) => a.number - b.number);
  }

  findComment(id: number): { repo: FakeRepo; comment: FakeComment } | undefined {
    for (const repo of this.repos.values()) {
      const comment = repo.comments.get(id);
      if (comment) return { repo, comment };
    }
    return undefined;
  }
}

export interface FakeGitHubOptions {
  /** when set, requests must carry `authorization: token <token>` (or bearer); others get 401 */
  token?: string;
  /** `GET /user` and author of created comments/issues; default github-actions[bot] (41898282) */
  tokenUser?: FakeUser;
}

export interface FakeGitHub {
  /** http://127.0.0.1:<port>: use as baseUrl / GITHUB_API_URL */
  url: string;
  /** every request, in arrival order */
  requests: RecordedRequest[];
  state: FakeGitHubState;
  faults: FaultQueue;
  /** the recorded requests with this method whose path equals (or matches) `path` */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /**
   * Every departure from GitHub's REST description (@octokit/openapi) so far: a
   * request no documented operation matches, undocumented parameters or body
   * fields, an answer whose body is not the documented schema for its status.
   */
  violations: string[];
  /** Returns the violations so far and forgets them (for tests that send undocumented requests on purpose). */
  takeViolations(): string[];
  /** Stops the server; rejects, listing them, when there were violations nobody took. */
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Context {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** the request body as sent (an uploaded release asset) */
  bytes: Buffer;
  /** the request's content-type header ('' without one) */
  contentType: string;
  params: Record<string, string>;
  baseUrl: string;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (ctx: Context) => Reply;

interface Route {
  key: string;
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const REACTIONS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']);

function compile(template: string): RegExp {
  const source = template
    .split('/')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** GitHub's public API host: users' URLs are written against it (as GitHub writes them on github.com). */
const GITHUB_API = 'https://api.github.com';

/** A check run's `app` (an "integration"): who made it. */
function appJson(app: FakeApp): Record<string, unknown> {
  return {
    id: app.id,
    slug: app.slug,
    node_id: `A_${app.id}`,
    client_id: `Iv1.${app.id}`,
    owner: userJson(app.owner),
    name: app.name,
    description: '',
    external_url: `https://github.com/apps/${app.slug}`,
    html_url: `https://github.com/apps/${app.slug}`,
    created_at: '2018-07-30T09:30:16Z',
    updated_at: '2024-01-01T00:00:00Z',
    permissions: { checks: 'write', metadata: 'read' },
    events: [],
  };
}

/** A "simple user": a bot's login is percent-encoded in its API URLs and its page is its app's. */
export function userJson(user: FakeUser): Record<string, unknown> {
  const url = `${GITHUB_API}/users/${encodeURIComponent(user.login)}`;
  return {
    login: user.login,
    id: user.id,
    node_id: `U_${user.id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url,
    html_url:
      user.type === 'Bot'
        ? `https://github.com/apps/${encodeURIComponent(user.login.replace(/\[bot\]$/, ''))}`
        : `https://github.com/${encodeURIComponent(user.login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: user.type ?? 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

/** A "repository" as pull requests embed it (base.repo, head.repo), with every documented required field. */
function repositoryJson(
  apiBase: string,
  fullName: string,
  facts: { id: number; fork: boolean; defaultBranch: string; openIssues: number; createdAt: string },
): Record<string, unknown> {
  const [owner, name] = fullName.split('/') as [string, string];
  const url = `${apiBase}/repos/${fullName}`;
  return {
    id: facts.id,
    node_id: `R_${facts.id}`,
    name,
    full_name: fullName,
    private: false,
    owner: userJson({ login: owner, id: ownerId(owner), type: 'Organization' }),
    html_url: `https://github.com/${fullName}`,
    description: null,
    fork: facts.fork,
    url,
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_url: `git://github.com/${fullName}.git`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    ssh_url: `git@github.com:${fullName}.git`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
    clone_url: `https://github.com/${fullName}.git`,
    mirror_url: null,
    hooks_url: `${url}/hooks`,
    svn_url: `https://github.com/${fullName}`,
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 0,
    default_branch: facts.defaultBranch,
    open_issues_count: facts.openIssues,
    open_issues: facts.openIssues,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    license: null,
    pushed_at: facts.createdAt,
    created_at: facts.createdAt,
    updated_at: facts.createdAt,
  };
}

/** A stable made-up id for an account known only by its login (repository owners, fork owners). */
function ownerId(login: string): number {
  let hash = 7;
  for (const char of login.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000;
  return 9_000_000 + hash;
}

function bodyLength(body: string): number {
  return Array.from(body).length;
}

function validationFailed(resource: string, field: string, message: string, code = 'custom'): HttpError {
  return new HttpError(422, 'Validation Failed', { errors: [{ resource, code, field, message }] });
}

function requireBodyWithinLimit(resource: string, body: string): void {
  if (bodyLength(body) > GITHUB_BODY_LIMIT) {
    throw validationFailed(
      resource,
      'data',
      `Body is too long (maximum is ${GITHUB_BODY_LIMIT} characters)`,
      'unprocessable',
    );
  }
}

function pageOf<T>(ctx: Context, items: T[]): Reply {
  const perPageRaw = Number(ctx.query.get('per_page') ?? '30');
  const perPage = Number.isInteger(perPageRaw) && perPageRaw > 0 ? Math.min(perPageRaw, 100) : 30;
  const pageRaw = Number(ctx.query.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const link = (p: number): string => {
    const query = new URLSearchParams(ctx.query);
    query.set('per_page', String(perPage));
    query.set('page', String(p));
    return `<${ctx.baseUrl}${ctx.path}?${query.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${link(page - 1)}; rel="prev"`);
  if (page < last) links.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
  if (page > 1) links.push(`${link(1)}; rel="first"`);
  return { status: 200, body: slice, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function createRoutes(state: FakeGitHubState): Route[] {
  const routes: Route[] = [];
  const on = (key: string, handler: Handler): void => {
    const [method, template] = key.split(' ') as [string, string];
    routes.push({ key, method, pattern: compile(template), handler });
  };

  const repoOf = (ctx: Context): FakeRepo => {
    const repo = state.repo(`${ctx.params.owner}/${ctx.params.repo}`);
    if (!repo) throw new HttpError(404, 'Not Found');
    return repo;
  };
  const numberParam = (ctx: Context, name: string): number => {
    const value = Number(ctx.params[name]);
    if (!Number.isSafeInteger(value) || value <= 0) throw new HttpError(404, 'Not Found');
    return value;
  };
  const issueUrl = (ctx: Context, repo: FakeRepo, n: number): string =>
    `${ctx.baseUrl}/repos/${repo.fullName}/issues/${n}`;
  const htmlIssueUrl = (repo: FakeRepo, issue: FakeIssue): string =>
    `https://github.com/${repo.fullName}/${issue.isPull ? 'pull' : 'issues'}/${issue.number}`;
  const repoJson = (ctx: Context, fullName: string): Record<string, unknown> => {
    const known = state.repo(fullName);
    return repositoryJson(ctx.baseUrl, known?.fullName ?? fullName, {
      id: known?.id ?? ownerId(fullName),
      // a head repository we do not keep is somebody's fork
      fork: known === undefined,
      defaultBranch: known?.defaultBranch ?? 'main',
      openIssues: known ? [...known.issues.values()].filter((issue) => issue.state === 'open').length : 0,
      createdAt: '2014-11-26T19:24:36Z',
    });
  };
  const commentJson = (ctx: Context, repo: FakeRepo, comment: FakeComment): Record<string, unknown> => {
    const issue = repo.issues.get(comment.issueNumber)!;
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${ctx.baseUrl}/repos/${repo.fullName}/issues/comments/${comment.id}`,
      html_url: `${htmlIssueUrl(repo, issue)}#issuecomment-${comment.id}`,
      issue_url: issueUrl(ctx, repo, comment.issueNumber),
      body: comment.body,
      user: userJson(comment.user),
      author_association: 'NONE',
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
    };
  };
  const labelJson = (ctx: Context, repo: FakeRepo, label: FakeLabel): Record<string, unknown> => ({
    id: label.id,
    node_id: `LA_${label.id}`,
    url: `${ctx.baseUrl}/repos/${repo.fullName}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    description: label.description,
    default: false,
  });
  const labelsOf = (ctx: Context, repo: FakeRepo, names: string[]): Record<string, unknown>[] =>
    names.map((name) => labelJson(ctx, repo, state.addLabel(repo.fullName, name)));
  const issueJson = (ctx: Context, repo: FakeRepo, issue: FakeIssue): Record<string, unknown> => {
    const url = issueUrl(ctx, repo, issue.number);
    const pull = issue.isPull ? repo.pulls.get(issue.number) : undefined;
    return {
      id: issue.id,
      node_id: `I_${issue.id}`,
      url,
      repository_url: `${ctx.baseUrl}/repos/${repo.fullName}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: htmlIssueUrl(repo, issue),
      number: issue.number,
      state: issue.state,
      state_reason: issue.state === 'closed' ? 'completed' : null,
      title: issue.title,
      body: issue.body,
      user: userJson(issue.user),
      labels: labelsOf(ctx, repo, issue.labels),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      comments: [...repo.comments.values()].filter((c) => c.issueNumber === issue.number).length,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.closedAt,
      author_association: 'NONE',
      ...(issue.isPull
        ? {
            draft: pull?.draft ?? false,
            pull_request: {
              url: `${ctx.baseUrl}/repos/${repo.fullName}/pulls/${issue.number}`,
              html_url: htmlIssueUrl(repo, issue),
              diff_url: `${htmlIssueUrl(repo, issue)}.diff`,
              patch_url: `${htmlIssueUrl(repo, issue)}.patch`,
              merged_at: pull?.merged ? pull.updatedAt : null,
            },
          }
        : {}),
    };
  };
  /** a pull request: "simple" as lists give it, or `full` as GET /pulls/{pull_number} does */
  const pullJson = (ctx: Context, repo: FakeRepo, pull: FakePull, full = false): Record<string, unknown> => {
    const url = `${ctx.baseUrl}/repos/${repo.fullName}/pulls/${pull.number}`;
    const html = `https://github.com/${repo.fullName}/pull/${pull.number}`;
    const issue = issueUrl(ctx, repo, pull.number);
    const headOwner = pull.headRepo?.split('/')[0];
    const closedAt = pull.state === 'closed' ? pull.updatedAt : null;
    const simple: Record<string, unknown> = {
      url,
      id: pull.id,
      node_id: `PR_${pull.id}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issue,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${ctx.baseUrl}/repos/${repo.fullName}/pulls/comments{/number}`,
      comments_url: `${issue}/comments`,
      statuses_url: `${ctx.baseUrl}/repos/${repo.fullName}/statuses/${pull.headSha}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: userJson(pull.user),
      body: null,
      labels: labelsOf(ctx, repo, repo.issues.get(pull.number)?.labels ?? []),
      milestone: null,
      active_lock_reason: null,
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      closed_at: closedAt,
      merged_at: pull.merged ? pull.updatedAt : null,
      merge_commit_sha: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: {
        // GitHub labels the head of a deleted fork with the owner it no longer knows
        label: `${headOwner ?? 'unknown'}:${pull.headRef}`,
        ref: pull.headRef,
        sha: pull.headSha,
        user: userJson(
          headOwner === undefined ? pull.user : { login: headOwner, id: ownerId(headOwner), type: 'User' },
        ),
        repo: pull.headRepo === null ? null : repoJson(ctx, pull.headRepo),
      },
      base: {
        label: `${repo.owner}:${pull.baseRef}`,
        ref: pull.baseRef,
        sha: pull.baseSha,
        user: userJson({ login: repo.owner, id: ownerId(repo.owner), type: 'Organization' }),
        repo: repoJson(ctx, repo.fullName),
      },
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issue },
        comments: { href: `${issue}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${ctx.baseUrl}/repos/${repo.fullName}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${ctx.baseUrl}/repos/${repo.fullName}/statuses/${pull.headSha}` },
      },
      author_association: 'NONE',
      auto_merge: null,
      draft: pull.draft,
    };
    if (!full) return simple;
    return {
      ...simple,
      merged: pull.merged,
      mergeable: pull.state === 'open' ? true : null,
      rebaseable: pull.state === 'open' ? true : null,
      mergeable_state: pull.state === 'open' ? 'clean' : 'unknown',
      merged_by: null,
      comments: [...repo.comments.values()].filter((c) => c.issueNumber === pull.number).length,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: pull.commits.length + 1,
      additions: 1,
      deletions: 1,
      changed_files: pull.files.length,
    };
  };
  const setIssueLabels = (repo: FakeRepo, labels: unknown): string[] => {
    if (!Array.isArray(labels)) throw validationFailed('Issue', 'labels', 'labels must be an array');
    return labels.map((entry) => {
      const name = typeof entry === 'string' ? entry : stringField(entry, 'name');
      if (!name) throw validationFailed('Issue', 'labels', 'label names must be strings');
      return state.addLabel(repo.fullName, name).name;
    });
  };

  /** A "public user" (what GitHub gives a token that may not read the private fields). */
  const publicUserJson = (user: FakeUser) => ({
    ...userJson(user),
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2018-07-30T09:30:16Z',
    updated_at: '2024-01-01T00:00:00Z',
  });

  on('GET /user', () => {
    if (state.userEndpointForbidden) {
      throw new HttpError(403, 'Resource not accessible by integration', {
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
      });
    }
    return { status: 200, body: publicUserJson(state.tokenUser) };
  });

  on('GET /user/{account_id}', (ctx) => {
    const user = state.knownUsers().find((known) => String(known.id) === ctx.params.account_id);
    if (user === undefined) throw new HttpError(404, 'Not Found');
    return { status: 200, body: publicUserJson(user) };
  });

  on('GET /repos/{owner}/{repo}', (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: { ...repoJson(ctx, repo.fullName), network_count: 0, subscribers_count: 0 } };
  });

  on('GET /repos/{owner}/{repo}/collaborators/{username}/permission', (ctx) => {
    const repo = repoOf(ctx);
    const collaborator = repo.collaborators.get(ctx.params.username!.toLowerCase());
    if (!collaborator) throw new HttpError(404, 'Not Found');
    const role = collaborator.role;
    const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
    return {
      status: 200,
      body: {
        permission: collaborator.permission,
        role_name: role,
        user: {
          ...userJson(collaborator.user),
          permissions: {
            admin: rank >= 4,
            maintain: rank >= 3,
            push: rank >= 2,
            triage: rank >= 1,
            pull: rank >= 0,
          },
          role_name: role,
        },
      },
    };
  });

  on('GET /repos/{owner}/{repo}/pulls', (ctx) => {
    const repo = repoOf(ctx);
    const wanted = ctx.query.get('state') ?? 'open';
    const head = ctx.query.get('head');
    const base = ctx.query.get('base');
    const pulls = [...repo.pulls.values()]
      .filter((pull) => wanted === 'all' || pull.state === wanted)
      .filter((pull) => !head || `${pull.headRepo?.split('/')[0]}:${pull.headRef}` === head)
      .filter((pull) => !base || pull.baseRef === base)
      .sort((a, b) => b.number - a.number);
    return pageOf(
      ctx,
      pulls.map((pull) => pullJson(ctx, repo, pull)),
    );
  });

  on('GET /repos/{owner}/{repo}/pulls/{pull_number}', (ctx) => {
    const repo = repoOf(ctx);
    const pull = repo.pulls.get(numberParam(ctx, 'pull_number'));
    if (!pull) throw new HttpError(404, 'Not Found');
    return { status: 200, body: pullJson(ctx, repo, pull, true) };
  });

  on('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', (ctx) => {
    const repo = repoOf(ctx);
    const pull = repo.pulls.get(numberParam(ctx, 'pull_number'));
    if (!pull) throw new HttpError(404, 'Not Found');
    // GitHub lists at most 3,000 files of a pull request
    const files = pull.files.slice(0, 3000).map((file, index) => {
      const sha = createHash('sha1').update(`${pull.number}:${file.filename}`).digest('hex');
      // GitHub percent-encodes the path in these URLs
      const encoded = file.filename.split('/').map(encodeURIComponent).join('/');
      const url = (kind: string) => `https://github.com/${repo.fullName}/${kind}/${pull.headSha}/${encoded}`;
      return {
        sha,
        filename: file.filename,
        status: file.status ?? 'modified',
        additions: 1 + (index % 3),
        deletions: index % 2,
        changes: 1 + (index % 3) + (index % 2),
        blob_url: url('blob'),
        raw_url: url('raw'),
        contents_url: `${ctx.baseUrl}/repos/${repo.fullName}/contents/${encoded}?ref=${pull.headSha}`,
        patch: '@@ -1 +1 @@',
        ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
      };
    });
    return pageOf(ctx, files);
  });

  on('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', (ctx) => {
    const repo = repoOf(ctx);
    const sha = ctx.params.commit_sha!;
    const hasCommit = (pull: FakePull): boolean => pull.headSha === sha || pull.commits.includes(sha);
    const all = [...repo.pulls.values()].filter(hasCommit);
    // GitHub does not associate commits that exist only in a fork, and knows no other SHA: it answers
    // 422 "No commit found for SHA", a status the operation does not list (it documents 200 and 409).
    if (!/^[0-9a-f]{7,64}$/i.test(sha) || all.length === 0) {
      throw new HttpError(422, `No commit found for SHA: ${sha}`);
    }
    const pulls = all.filter((pull) => pull.headRepo === repo.fullName).sort((a, b) => b.number - a.number);
    return pageOf(
      ctx,
      pulls.map((pull) => pullJson(ctx, repo, pull)),
    );
  });

  // A pull request's own commits, oldest first, its head last: a fork's too. GitHub lists at most 250.
  on('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', (ctx) => {
    const repo = repoOf(ctx);
    const pull = repo.pulls.get(numberParam(ctx, 'pull_number'));
    if (pull === undefined) throw new HttpError(404, 'Not Found');
    const api = `${ctx.baseUrl}/repos/${repo.fullName}`;
    const commits = [...pull.commits, pull.headSha].slice(0, 250).map((sha) => ({
      url: `${api}/commits/${sha}`,
      sha,
      node_id: `C_${sha.slice(0, 20)}`,
      html_url: `https://github.com/${repo.fullName}/commit/${sha}`,
      comments_url: `${api}/commits/${sha}/comments`,
      commit: {
        url: `${api}/git/commits/${sha}`,
        author: { name: 'A Contributor', email: 'contributor@example.com', date: '2026-01-01T00:00:00Z' },
        committer: { name: 'A Contributor', email: 'contributor@example.com', date: '2026-01-01T00:00:00Z' },
        message: `commit ${sha.slice(0, 7)}`,
        comment_count: 0,
        tree: { sha, url: `${api}/git/trees/${sha}` },
      },
      author: null,
      committer: null,
      parents: [],
    }));
    return pageOf(ctx, commits);
  });

  on('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', (ctx) => {
    const repo = repoOf(ctx);
    const number = numberParam(ctx, 'issue_number');
    if (!repo.issues.has(number)) throw new HttpError(404, 'Not Found');
    const since = ctx.query.get('since');
    const comments = state
      .comments(repo.fullName, number)
      .filter((comment) => !since || comment.updatedAt >= since)
      .map((comment) => commentJson(ctx, repo, comment));
    return pageOf(ctx, comments);
  });

  on('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', (ctx) => {
    const repo = repoOf(ctx);
    const number = numberParam(ctx, 'issue_number');
    if (!repo.issues.has(number)) throw new HttpError(404, 'Not Found');
    const body = stringField(ctx.body, 'body');
    if (body === undefined || body.length === 0) throw validationFailed('IssueComment', 'body', 'body is missing');
    requireBodyWithinLimit('IssueComment', body);
    const comment = state.addComment(repo.fullName, number, { body, user: state.tokenUser });
    return { status: 201, body: commentJson(ctx, repo, comment) };
  });

  const findComment = (ctx: Context): { repo: FakeRepo; comment: FakeComment } => {
    const repo = repoOf(ctx);
    const comment = repo.comments.get(numberParam(ctx, 'comment_id'));
    if (!comment) throw new HttpError(404, 'Not Found');
    return { repo, comment };
  };

  on('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx) => {
    const { repo, comment } = findComment(ctx);
    return { status: 200, body: commentJson(ctx, repo, comment) };
  });

  on('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx) => {
    const { repo, comment } = findComment(ctx);
    const body = stringField(ctx.body, 'body');
    if (body === undefined || body.length === 0) throw validationFailed('IssueComment', 'body', 'body is missing');
    requireBodyWithinLimit('IssueComment', body);
    comment.body = body;
    comment.updatedAt = timestamp();
    return { status: 200, body: commentJson(ctx, repo, comment) };
  });

  on('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx) => {
    const { repo, comment } = findComment(ctx);
    repo.comments.delete(comment.id);
    return { status: 204 };
  });

  on('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', (ctx) => {
    const { repo, comment } = findComment(ctx);
    const content = stringField(ctx.body, 'content');
    if (content === undefined || !REACTIONS.has(content)) {
      throw validationFailed('Reaction', 'content', `content is not a valid reaction: ${String(content)}`, 'invalid');
    }
    const reactionJson = (reaction: FakeReaction): Record<string, unknown> => ({
      id: reaction.id,
      node_id: `REA_${reaction.id}`,
      content: reaction.content,
      user: userJson(reaction.user),
      created_at: reaction.createdAt,
    });
    const existing = repo.reactions.find(
      (r) => r.commentId === comment.id && r.content === content && r.user.id === state.tokenUser.id,
    );
    if (existing) return { status: 200, body: reactionJson(existing) };
    const reaction: FakeReaction = {
      id: state.newId(),
      commentId: comment.id,
      content,
      user: state.tokenUser,
      createdAt: timestamp(),
    };
    repo.reactions.push(reaction);
    return { status: 201, body: reactionJson(reaction) };
  });

  on('GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', (ctx) => {
    const { repo, comment } = findComment(ctx);
    const content = ctx.query.get('content');
    const reactions = repo.reactions.filter(
      (r) => r.commentId === comment.id && (content === null || r.content === content),
    );
    return pageOf(
      ctx,
      reactions.map((reaction) => ({
        id: reaction.id,
        node_id: `REA_${reaction.id}`,
        content: reaction.content,
        user: userJson(reaction.user),
        created_at: reaction.createdAt,
      })),
    );
  });

  on('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', (ctx) => {
    const { repo, comment } = findComment(ctx);
    const id = numberParam(ctx, 'reaction_id');
    const at = repo.reactions.findIndex((r) => r.id === id && r.commentId === comment.id);
    // GitHub answers 204 whether or not there was such a reaction; only its author (the token's user) may delete it
    if (at !== -1 && repo.reactions[at]!.user.id === state.tokenUser.id) repo.reactions.splice(at, 1);
    return { status: 204 };
  });

  on('GET /repos/{owner}/{repo}/issues', (ctx) => {
    const repo = repoOf(ctx);
    const wanted = ctx.query.get('state') ?? 'open';
    const labels = (ctx.query.get('labels') ?? '')
      .split(',')
      .map((label) => label.trim().toLowerCase())
      .filter((label) => label.length > 0);
    const creator = ctx.query.get('creator')?.toLowerCase();
    const sort = ctx.query.get('sort') ?? 'created';
    const direction = ctx.query.get('direction') ?? 'desc';
    const key = (issue: FakeIssue): string => (sort === 'updated' ? issue.updatedAt : issue.createdAt);
    const issues = [...repo.issues.values()]
      .filter((issue) => wanted === 'all' || issue.state === wanted)
      .filter((issue) => labels.every((label) => issue.labels.some((l) => l.toLowerCase() === label)))
      .filter((issue) => creator === undefined || issue.user.login.toLowerCase() === creator)
      .sort((a, b) => {
        const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number;
        return direction === 'asc' ? order : -order;
      });
    return pageOf(
      ctx,
      issues.map((issue) => issueJson(ctx, repo, issue)),
    );
  });

  on('POST /repos/{owner}/{repo}/issues', (ctx) => {
    const repo = repoOf(ctx);
    const title = stringField(ctx.body, 'title');
    if (!title) throw validationFailed('Issue', 'title', 'title is missing', 'missing_field');
    if (title.length > 256) throw validationFailed('Issue', 'title', 'title is too long');
    const body = stringField(ctx.body, 'body') ?? null;
    if (body !== null) requireBodyWithinLimit('Issue', body);
    const labelsField = (ctx.body as Record<string, unknown>).labels;
    const labels = labelsField === undefined ? [] : setIssueLabels(repo, labelsField);
    const issue = state.addIssue(repo.fullName, { title, body, labels, user: state.tokenUser });
    return { status: 201, body: issueJson(ctx, repo, issue) };
  });

  on('GET /repos/{owner}/{repo}/issues/{issue_number}', (ctx) => {
    const repo = repoOf(ctx);
    const issue = repo.issues.get(numberParam(ctx, 'issue_number'));
    if (!issue) throw new HttpError(404, 'Not Found');
    return { status: 200, body: issueJson(ctx, repo, issue) };
  });

  on('PATCH /repos/{owner}/{repo}/issues/{issue_number}', (ctx) => {
    const repo = repoOf(ctx);
    const issue = repo.issues.get(numberParam(ctx, 'issue_number'));
    if (!issue) throw new HttpError(404, 'Not Found');
    const fields = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
    if ('title' in fields) {
      const title = stringField(fields, 'title');
      if (!title) throw validationFailed('Issue', 'title', 'title is missing', 'missing_field');
      if (title.length > 256) throw validationFailed('Issue', 'title', 'title is too long');
      issue.title = title;
    }
    if ('body' in fields) {
      const body = fields.body === null ? null : stringField(fields, 'body');
      if (body === undefined) throw validationFailed('Issue', 'body', 'body must be a string');
      if (body !== null) requireBodyWithinLimit('Issue', body);
      issue.body = body;
    }
    if ('state' in fields) {
      const wanted = fields.state;
      if (wanted !== 'open' && wanted !== 'closed') throw validationFailed('Issue', 'state', 'state is invalid');
      issue.state = wanted;
      issue.closedAt = wanted === 'closed' ? timestamp() : null;
    }
    if ('labels' in fields) issue.labels = setIssueLabels(repo, fields.labels);
    issue.updatedAt = timestamp();
    return { status: 200, body: issueJson(ctx, repo, issue) };
  });

  const checkRunJson = (ctx: Context, repo: FakeRepo, run: FakeCheckRun) => {
    const api = `${ctx.baseUrl}/repos/${repo.fullName}/check-runs/${run.id}`;
    return {
      id: run.id,
      node_id: `CR_${run.id}`,
      head_sha: run.headSha,
      name: run.name,
      external_id: run.externalId,
      url: api,
      html_url: `https://github.com/${repo.fullName}/runs/${run.id}`,
      details_url: null,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.createdAt,
      completed_at: run.status === 'completed' ? run.createdAt : null,
      output: {
        title: run.title,
        summary: run.summary,
        text: null,
        annotations_count: 0,
        annotations_url: `${api}/annotations`,
      },
      check_suite: { id: 9000 + run.id },
      app: appJson(run.app),
      pull_requests: [],
    };
  };

  on('POST /repos/{owner}/{repo}/check-runs', (ctx) => {
    const repo = repoOf(ctx);
    const name = stringField(ctx.body, 'name');
    const headSha = stringField(ctx.body, 'head_sha');
    if (!name) throw validationFailed('CheckRun', 'name', 'name is missing');
    if (!headSha || !/^[0-9a-f]{40}$/.test(headSha))
      throw validationFailed('CheckRun', 'head_sha', 'No commit found for SHA');
    const output = (ctx.body as { output?: { title?: string; summary?: string } }).output ?? {};
    const app = state.appOf(state.tokenUser);
    if (app === undefined) throw new HttpError(403, 'You must authenticate via a GitHub App.');
    const run: FakeCheckRun = {
      id: 70_000 + repo.checkRuns.length + 1,
      name,
      headSha,
      externalId: stringField(ctx.body, 'external_id') ?? '',
      status: stringField(ctx.body, 'status') ?? 'queued',
      conclusion: stringField(ctx.body, 'conclusion') ?? null,
      title: output.title ?? '',
      summary: output.summary ?? '',
      createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      app,
    };
    repo.checkRuns.push(run);
    return { status: 201, body: checkRunJson(ctx, repo, run) };
  });

  on('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', (ctx) => {
    const repo = repoOf(ctx);
    const ref = ctx.params.ref!;
    const name = ctx.query.get('check_name');
    // filter=latest (the default) keeps the newest run of each name; all keeps every one
    const all = repo.checkRuns.filter((run) => run.headSha === ref && (name === null || run.name === name)).reverse();
    const runs =
      ctx.query.get('filter') === 'all' ? all : all.filter((run, i) => all.findIndex((r) => r.name === run.name) === i);
    const page = pageOf(
      ctx,
      runs.map((run) => checkRunJson(ctx, repo, run)),
    );
    return { ...page, body: { total_count: runs.length, check_runs: page.body } };
  });

  on('GET /repos/{owner}/{repo}/labels/{name}', (ctx) => {
    const repo = repoOf(ctx);
    const label = repo.labels.get(decodeURIComponent(ctx.params.name!).toLowerCase());
    if (!label) throw new HttpError(404, 'Not Found');
    return { status: 200, body: labelJson(ctx, repo, label) };
  });

  on('POST /repos/{owner}/{repo}/labels', (ctx) => {
    const repo = repoOf(ctx);
    const name = stringField(ctx.body, 'name');
    if (!name) throw validationFailed('Label', 'name', 'name is missing', 'missing_field');
    if (name.length > 50) throw validationFailed('Label', 'name', 'name is too long (maximum is 50 characters)');
    if (repo.labels.has(name.toLowerCase())) {
      throw validationFailed('Label', 'name', 'already_exists', 'already_exists');
    }
    const color = stringField(ctx.body, 'color') ?? 'ededed';
    if (!/^[0-9a-fA-F]{6}$/.test(color)) throw validationFailed('Label', 'color', 'color is invalid', 'invalid');
    const label = state.addLabel(repo.fullName, name, {
      color,
      description: stringField(ctx.body, 'description'),
    });
    return { status: 201, body: labelJson(ctx, repo, label) };
  });

  // git references and releases: what a release (scripts/release.ts) reads and makes
  const refJson = (ctx: Context, repo: FakeRepo, ref: string, sha: string): Record<string, unknown> => ({
    ref,
    node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
    url: `${ctx.baseUrl}/repos/${repo.fullName}/git/${ref}`,
    object: { type: 'commit', sha, url: `${ctx.baseUrl}/repos/${repo.fullName}/git/commits/${sha}` },
  });
  const shaField = (body: unknown): string => {
    const sha = stringField(body, 'sha');
    if (!sha || !/^[0-9a-f]{40}$/.test(sha)) throw validationFailed('Reference', 'sha', 'Object does not exist');
    return sha;
  };
  const assetJson = (ctx: Context, repo: FakeRepo, release: FakeRelease, asset: FakeReleaseAsset) => ({
    url: `${ctx.baseUrl}/repos/${repo.fullName}/releases/assets/${asset.id}`,
    browser_download_url: `https://github.com/${repo.fullName}/releases/download/${release.tagName}/${asset.name}`,
    id: asset.id,
    node_id: `RA_${asset.id}`,
    name: asset.name,
    label: null,
    state: 'uploaded',
    content_type: asset.contentType,
    size: asset.data.length,
    digest: `sha256:${createHash('sha256').update(asset.data).digest('hex')}`,
    download_count: 0,
    created_at: asset.createdAt,
    updated_at: asset.createdAt,
    uploader: userJson(state.tokenUser),
  });
  const releaseJson = (ctx: Context, repo: FakeRepo, release: FakeRelease): Record<string, unknown> => {
    const url = `${ctx.baseUrl}/repos/${repo.fullName}/releases/${release.id}`;
    return {
      url,
      html_url: `https://github.com/${repo.fullName}/releases/${release.draft ? `untagged-${release.id}` : `tag/${release.tagName}`}`,
      assets_url: `${url}/assets`,
      upload_url: `${ctx.baseUrl}/repos/${repo.fullName}/releases/${release.id}/assets{?name,label}`,
      tarball_url: `${ctx.baseUrl}/repos/${repo.fullName}/tarball/${release.tagName}`,
      zipball_url: `${ctx.baseUrl}/repos/${repo.fullName}/zipball/${release.tagName}`,
      id: release.id,
      node_id: `RE_${release.id}`,
      tag_name: release.tagName,
      target_commitish: release.targetCommitish,
      name: release.name,
      body: release.body,
      draft: release.draft,
      prerelease: release.prerelease,
      immutable: false,
      created_at: release.createdAt,
      published_at: release.publishedAt,
      updated_at: release.publishedAt ?? release.createdAt,
      author: userJson(state.tokenUser),
      assets: release.assets.map((asset) => assetJson(ctx, repo, release, asset)),
    };
  };
  const releaseOf = (ctx: Context): { repo: FakeRepo; release: FakeRelease } => {
    const repo = repoOf(ctx);
    const id = numberParam(ctx, 'release_id');
    const release = repo.releases.find((candidate) => candidate.id === id);
    if (!release) throw new HttpError(404, 'Not Found');
    return { repo, release };
  };
  /** Publishing a release whose tag does not exist makes the tag at its target (GitHub does). */
  const publish = (repo: FakeRepo, release: FakeRelease): void => {
    release.draft = false;
    release.publishedAt = timestamp();
    const tag = `refs/tags/${release.tagName}`;
    if (!repo.refs.has(tag)) {
      const target = repo.refs.get(`refs/heads/${release.targetCommitish}`) ?? release.targetCommitish;
      if (!/^[0-9a-f]{40}$/.test(target)) throw validationFailed('Release', 'target_commitish', 'invalid');
      repo.refs.set(tag, target);
    }
  };

  on('GET /repos/{owner}/{repo}/git/matching-refs/{ref}', (ctx) => {
    const repo = repoOf(ctx);
    const prefix = `refs/${ctx.params.ref}`;
    const refs = [...repo.refs].filter(([ref]) => ref.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : 1));
    return { status: 200, body: refs.map(([ref, sha]) => refJson(ctx, repo, ref, sha)) };
  });

  on('POST /repos/{owner}/{repo}/git/refs', (ctx) => {
    const repo = repoOf(ctx);
    const ref = stringField(ctx.body, 'ref');
    if (!ref || !/^refs\/[^/]+\/.+/.test(ref)) throw validationFailed('Reference', 'ref', 'Reference name is invalid');
    const sha = shaField(ctx.body);
    if (repo.refs.has(ref)) throw validationFailed('Reference', 'ref', 'Reference already exists');
    repo.refs.set(ref, sha);
    return { status: 201, body: refJson(ctx, repo, ref, sha) };
  });

  on('PATCH /repos/{owner}/{repo}/git/refs/{ref}', (ctx) => {
    const repo = repoOf(ctx);
    const ref = `refs/${ctx.params.ref}`;
    if (!repo.refs.has(ref)) throw validationFailed('Reference', 'ref', 'Reference does not exist');
    const sha = shaField(ctx.body);
    // a fake keeps no commit graph: every move of a tag is a force update, which a branch without force is not
    if (ref.startsWith('refs/heads/') && ctx.body !== null && (ctx.body as { force?: unknown }).force !== true)
      throw validationFailed('Reference', 'sha', 'Update is not a fast forward');
    repo.refs.set(ref, sha);
    return { status: 200, body: refJson(ctx, repo, ref, sha) };
  });

  on('POST /repos/{owner}/{repo}/releases', (ctx) => {
    const repo = repoOf(ctx);
    const tagName = stringField(ctx.body, 'tag_name');
    if (!tagName) throw validationFailed('Release', 'tag_name', 'tag_name is missing', 'missing_field');
    if (repo.releases.some((release) => release.tagName === tagName))
      throw validationFailed('Release', 'tag_name', 'already_exists', 'already_exists');
    const body = ctx.body as { draft?: boolean; prerelease?: boolean };
    const release: FakeRelease = {
      id: state.newId(),
      tagName,
      targetCommitish: stringField(ctx.body, 'target_commitish') ?? repo.defaultBranch,
      name: stringField(ctx.body, 'name') ?? null,
      body: stringField(ctx.body, 'body') ?? null,
      draft: body.draft === true,
      prerelease: body.prerelease === true,
      createdAt: timestamp(),
      publishedAt: null,
      assets: [],
    };
    if (release.body !== null && release.body.length > 125000)
      throw validationFailed('Release', 'body', 'body is too long (maximum is 125000 characters)');
    if (!release.draft) publish(repo, release);
    repo.releases.push(release);
    return { status: 201, body: releaseJson(ctx, repo, release) };
  });

  on('PATCH /repos/{owner}/{repo}/releases/{release_id}', (ctx) => {
    const { repo, release } = releaseOf(ctx);
    const body = ctx.body as { draft?: boolean; body?: string; name?: string };
    if (typeof body.body === 'string') release.body = body.body;
    if (typeof body.name === 'string') release.name = body.name;
    if (body.draft === false && release.draft) publish(repo, release);
    return { status: 200, body: releaseJson(ctx, repo, release) };
  });

  on('POST /repos/{owner}/{repo}/releases/{release_id}/assets', (ctx) => {
    const { repo, release } = releaseOf(ctx);
    const name = ctx.query.get('name');
    if (!name) throw validationFailed('ReleaseAsset', 'name', 'name is missing', 'missing_field');
    if (release.assets.some((asset) => asset.name === name))
      throw validationFailed('ReleaseAsset', 'name', 'already_exists', 'already_exists');
    if (ctx.bytes.length === 0) throw new HttpError(400, 'Bad Content-Length');
    const asset: FakeReleaseAsset = {
      id: state.newId(),
      name,
      contentType: ctx.contentType || 'application/octet-stream',
      data: Buffer.from(ctx.bytes),
      createdAt: timestamp(),
    };
    release.assets.push(asset);
    return { status: 201, body: assetJson(ctx, repo, release, asset) };
  });

  return routes;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Bad credentials',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Validation Failed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = {
    'x-github-request-id': `FAKE:${Math.random().toString(16).slice(2, 10)}`,
    'x-github-api-version-selected': '2022-11-28',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
    ...reply.headers,
  };
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

function errorBody(status: number, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    message,
    documentation_url: 'https://docs.github.com/rest',
    status: String(status),
    ...extra,
  };
}

/** The routes the fake answers, as `METHOD /template` (each must be an operation GitHub documents). */
export function fakeGitHubRoutes(): string[] {
  return createRoutes(new FakeGitHubState(GITHUB_ACTIONS_BOT)).map((route) => route.key);
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const state = new FakeGitHubState(options.tokenUser ?? GITHUB_ACTIONS_BOT);
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  const routes = createRoutes(state);
  const sockets = new Set<Socket>();
  const violations: string[] = [];
  const rest = restDescription();
  let baseUrl = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const at = Date.now();
    const url = new URL(req.url ?? '/', baseUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const bytes = await readBody(req);
    const raw = bytes.toString('utf8');
    const contentType = req.headers['content-type'] ?? '';
    let body: unknown = undefined;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    let params: Record<string, string> = {};
    const route = routes.find((candidate) => {
      if (candidate.method !== method) return false;
      const match = candidate.pattern.exec(path);
      if (!match) return false;
      params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return true;
    });
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: req.headers,
      route: route?.key,
      status: 0,
      at,
      violations: [],
    };
    requests.push(record);
    const violate = (problems: string[]): void => {
      record.violations.push(...problems);
      violations.push(...problems);
    };
    // Is this a request GitHub documents? (method + path template, parameters, JSON body)
    const operation = rest.match(method, path);
    if (!operation) {
      violate([`${method} ${path}: GitHub's REST description has no operation with this method and path`]);
    } else {
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length === 1 ? values[0]! : values;
      }
      violate(rest.validateRequest(operation, { query, body, rawBody: raw, contentType }));
      if (route && route.key !== operation.route) {
        violate([`${method} ${path}: the fake answers it as ${route.key}, GitHub documents ${operation.route}`]);
      }
      if (!route) violate([`${operation.route}: documented, but the fake GitHub does not implement it`]);
    }
    const reply = (answer: Reply): void => {
      record.status = answer.status;
      // Is this an answer GitHub documents for this operation and status?
      if (operation) violate(rest.validateResponse(operation, answer.status, answer.body));
      send(res, answer);
    };

    const fault = faults.take(method, path, route?.key);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.destroy) {
      req.socket.destroy();
      return;
    }
    if (fault?.status !== undefined) {
      const message = STATUS_MESSAGES[fault.status] ?? `HTTP ${fault.status}`;
      const defaultBody = errorBody(fault.status, message);
      const faultBody =
        fault.body === undefined
          ? defaultBody
          : typeof fault.body === 'object' && fault.body !== null && !Array.isArray(fault.body)
            ? { ...defaultBody, ...fault.body }
            : fault.body;
      reply({ status: fault.status, headers: fault.headers, body: faultBody });
      return;
    }

    if (options.token !== undefined) {
      const auth = req.headers.authorization ?? '';
      const match = /^(?:token|bearer) (.+)$/i.exec(auth);
      if (!match || match[1] !== options.token) {
        reply({ status: 401, body: errorBody(401, 'Bad credentials') });
        return;
      }
    }
    if (!route) {
      reply({ status: 404, body: errorBody(404, 'Not Found') });
      return;
    }
    try {
      reply(route.handler({ method, path, query: url.searchParams, body, bytes, contentType, params, baseUrl }));
    } catch (error) {
      if (error instanceof HttpError) {
        reply({ status: error.status, body: errorBody(error.status, error.message, error.extra) });
      } else {
        reply({ status: 500, body: errorBody(500, `fake GitHub bug: ${String(error)}`) });
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, body: errorBody(500, `fake GitHub bug: ${String(error)}`) });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    state,
    faults,
    requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
      return requests.filter(
        (r) => r.method === method.toUpperCase() && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    violations,
    takeViolations(): string[] {
      return violations.splice(0, violations.length);
    },
    async close(): Promise<void> {
      await new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
      if (violations.length > 0) {
        const list = violations.splice(0, violations.length);
        throw new Error(
          `fake GitHub: ${list.length} exchange(s) GitHub's REST description does not allow:\n- ${list.join('\n- ')}`,
        );
      }
    },
  };
}
