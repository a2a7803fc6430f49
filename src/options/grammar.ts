// The value grammars every option is built from, each written once. A rule
// used on several surfaces (the CLI, the Action's inputs, a /benchmark
// comment, the request JSON) is imported from here, never copied.

/**
 * What a value from GitHub (a group, filter, exclude, set key or value, ref)
 * may contain: enough for every benchmark name and parameter, and nothing a
 * shell, a Markdown comment or a path could read specially.
 */
export const VALUE_ALPHABET = '[A-Za-z0-9_.,:=/-]';
export const VALUE = new RegExp(`^${VALUE_ALPHABET}+$`);

/** A git ref name as we accept it: the value alphabet minus `,:=` (git's own rules are checked on top). */
export const GIT_REF = /^[A-Za-z0-9_./-]+$/;

/**
 * A commit SHA as a request pins it: 40 lowercase hex digits, what GitHub's
 * events and pull requests carry. Never abbreviated.
 */
export const GITHUB_SHA = /^[0-9a-f]{40}$/;

/**
 * Any spelling of a 40-hex SHA (upper case too): a token that looks like one is
 * treated as a commit, lowercased, and never as a branch or tag name.
 */
export const SHA_ANY_CASE = /^[0-9a-fA-F]{40}$/;

/**
 * Any full commit id, as `git rev-parse` prints it and as we check it before
 * sending it to GitHub: 40 hex digits, or 64 in a SHA-256 repository. Never
 * abbreviated.
 */
export const GIT_OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** True for a full, lowercase 40-hex commit SHA (GITHUB_SHA). */
export function isFullSha(text: unknown): text is string {
  return typeof text === 'string' && GITHUB_SHA.test(text);
}

/** A benchmark parameter name (`--set key=value`); see set-key.ts for the keys refused besides. */
export const SET_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

// An environment variable name (--pass-env) is checked where child environments are made: src/process/env.ts.

/** `90` (seconds), `90s`, `1500ms`, `15m`, `2h` */
export const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/;
export const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
