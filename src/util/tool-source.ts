// Where this tool came from, as a reproduce line names it: a GitHub repository and the ref that ran, read from the
// Action's environment or from package.json's "repository" and "version".
/** Where this tool came from: a GitHub repository (`owner/name`) and the ref that ran (a tag, branch or SHA). */
export interface ToolSource {
  repository: string;
  ref: string;
}

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const REF = /^[A-Za-z0-9_./+-]+$/;

/** The source, when both parts are plain names (the Action's environment, package.json): else undefined. */
export function toolSource(repository: string | undefined, ref: string | undefined): ToolSource | undefined {
  if (!repository || !ref || !REPOSITORY.test(repository) || !REF.test(ref) || ref.includes('..')) return undefined;
  return { repository, ref };
}

/** `owner/name` of a package.json "repository" (`github:o/n`, `o/n`, `git+https://github.com/o/n.git`, `{url}`). */
export function githubRepositoryOf(field: unknown): string | undefined {
  const url = typeof field === 'string' ? field : (field as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return undefined;
  const match =
    /^(?:github:|(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com\/)?([^/:#]+\/[^/#]+?)(?:\.git)?$/.exec(url);
  return match && REPOSITORY.test(match[1]!) ? match[1] : undefined;
}
