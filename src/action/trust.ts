// Whose code the Action builds, and so which caches its builds may write.
// Trusted builds write the trusted ccache and binary cache, which every later
// build reads; so only the code of a protected branch may be built trusted:
// the event's own push to the default or a protected branch, or a schedule
// (which runs on the default branch). A pull request, a dispatch (whose
// inputs may name any commit, a PR's included) and every other event are
// untrusted: their builds get a ccache dir and cache entries of their own,
// per pull request or per workflow run, and read the trusted ones only.
import { pullRequestScope, type BuildTrust } from '../binaries/builder-ccache.ts';
import type { Request } from '../request/request.ts';

/** The workflow variables the decision reads (GitHub sets them for every step). */
export interface TrustVariables {
  /** the ref the run is for: refs/heads/<branch>, refs/tags/<tag>, refs/pull/<n>/merge */
  GITHUB_REF?: string;
  /** 'true' when branch protection or rulesets protect GITHUB_REF */
  GITHUB_REF_PROTECTED?: string;
  GITHUB_RUN_ID?: string;
}

export interface RunTrust {
  trust: BuildTrust;
  /** untrusted: whose ccache and cache entries the builds share (`pr-<n>` or `run-<id>`) */
  untrustedScope?: string;
  /** one line for the log */
  reason: string;
}

const TRUSTED_EVENTS = new Set(['push', 'schedule']);

function defaultBranch(payload: unknown): string | undefined {
  const repository = (payload as { repository?: { default_branch?: unknown } } | null)?.repository;
  return typeof repository?.default_branch === 'string' ? repository.default_branch : undefined;
}

/** A pull request's code: untrusted, its builds sharing state with that pull request's only. */
export function pullRequestTrust(pr: { number: number }): RunTrust {
  const scope = pullRequestScope(pr.number);
  return { trust: 'untrusted', untrustedScope: scope, reason: `pull request #${pr.number} (${scope})` };
}

/**
 * The trust of a request's builds: a pull request's are always untrusted
 * (scope `pr-<number>`); otherwise trusted only for a push to the default
 * branch or a protected one, or a schedule, and untrusted (scope
 * `run-<GITHUB_RUN_ID>`) for anything else. `env` is the step's environment,
 * passed by the caller.
 */
export function requestTrust(
  request: Pick<Request, 'pr'>,
  github: { eventName: string; payload: unknown },
  env: TrustVariables,
): RunTrust {
  if (request.pr !== undefined) return pullRequestTrust(request.pr);
  const ref = env.GITHUB_REF ?? '';
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  if (branch !== undefined) {
    // a schedule always runs on the default branch
    const on =
      env.GITHUB_REF_PROTECTED === 'true'
        ? 'the protected branch'
        : github.eventName === 'schedule' || branch === defaultBranch(github.payload)
          ? 'the default branch'
          : undefined;
    if (TRUSTED_EVENTS.has(github.eventName) && on !== undefined) {
      return { trust: 'trusted', reason: `${github.eventName} on ${on} ${branch}` };
    }
  }
  // without a run id (not on GitHub), each build keeps to itself
  const runId = env.GITHUB_RUN_ID ?? '';
  const scope = /^[1-9][0-9]{0,19}$/.test(runId) ? `run-${runId}` : undefined;
  return {
    trust: 'untrusted',
    ...(scope !== undefined ? { untrustedScope: scope } : {}),
    reason:
      `${github.eventName || 'no event'} on ${ref || 'no ref'} (${scope ?? 'each build its own'}): ` +
      'only a push to or a schedule on the default or a protected branch builds trusted',
  };
}
