// The GitHub delivery layer: an Octokit factory and the calls the Action makes
// with it. Nothing here imports @actions/*; the client is always a parameter.
export { createGitHubClient, type GitHubClient, type GitHubClientOptions, type GitHubLog } from './client.ts';
export {
  BodyTooLongError,
  GitHubApiError,
  GitHubInputError,
  GitHubPermissionError,
  GitHubRateLimitError,
  PullLookupError,
  statusOf,
  toGitHubError,
} from './errors.ts';
export { GITHUB_ACTIONS_BOT, getTokenIdentity, resolveAuthorId, type GitHubIdentity } from './identity.ts';
export {
  DEFAULT_REGRESSION_LABEL,
  regressionMarker,
  upsertRegressionIssue,
  type RegressionIssueOptions,
  type RegressionIssueResult,
} from './issues.ts';
export { ALLOWED_ROLES, getRepoPermission, type RepoPermission, type RepoPermissionQuery } from './permissions.ts';
export { findPullForSha, getPull, type PullInfo } from './pulls.ts';
export {
  addReaction,
  REACTION_CONTENTS,
  replyToComment,
  type AddReactionOptions,
  type ReactionContent,
  type ReactionResult,
  type ReplyOptions,
  type ReplyResult,
} from './reactions.ts';
export {
  MAX_COMMENT_LENGTH,
  upsertStickyComment,
  type StickyCommentOptions,
  type StickyCommentResult,
} from './sticky-comment.ts';
export { MAX_BODY_LENGTH } from './validate.ts';
