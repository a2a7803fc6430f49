// A release of this repository at the commit checked out: checks that the version is new and is package.json's,
// that dist/ is the build of the source, then packs the npm tarball, makes a draft release with notes written from
// the commits since the previous release, attaches the tarball, tags the commit `vX.Y.Z`, publishes the release and
// moves the major tag `vX` to it. Everything GitHub holds goes through the Octokit it is given (the workflow's, or a
// test's pointed at the fake GitHub); git and npm run in `dir`. Nothing is written to GitHub before every check passed.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GitHubClient } from '../src/github/client.ts';
import { releaseTarballName, releaseTarballUrl } from '../src/report/reproduce.ts';

const execFileAsync = promisify(execFile);

/** A release refused or failed: one line saying what and why, for the workflow log. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface ReleaseOptions {
  octokit: GitHubClient;
  /** owner/name of the repository released */
  repository: string;
  /** the git checkout at the commit to release (history back to the previous release) */
  dir: string;
  /** X.Y.Z, which package.json must already say */
  version: string;
  /** the command that rebuilds dist/ from the source, run in `dir` */
  build: readonly string[];
  /** where `npm pack` leaves the tarball */
  packDir: string;
  log: (line: string) => void;
}

export interface ReleaseResult {
  tag: string;
  sha: string;
  /** the tarball, in packDir */
  tarball: string;
  releaseUrl: string;
  notes: string;
}

type Version = [number, number, number];
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
/** The most commits release notes list; older ones are in the compare link. */
const MAX_NOTED_COMMITS = 200;

function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

async function run(dir: string, command: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    const detail = (failed.stderr ?? '').trim().split('\n').slice(-3).join(' / ') || failed.message;
    throw new ReleaseError(`${[command, ...args].join(' ')} failed in ${dir}: ${detail}`);
  }
}

export async function release(options: ReleaseOptions): Promise<ReleaseResult> {
  const { octokit, dir, version, log } = options;
  const [owner, repo] = options.repository.split('/') as [string, string];
  const wanted = parseVersion(version);
  if (wanted === undefined) throw new ReleaseError(`version ${JSON.stringify(version)} is not X.Y.Z (e.g. 1.4.2)`);
  const tag = `v${version}`;
  await checkManifest(dir, version);
  const sha = (await run(dir, 'git', ['rev-parse', 'HEAD'])).trim();
  const status = await run(dir, 'git', ['status', '--porcelain']);
  if (status.trim() !== '')
    throw new ReleaseError(`the checkout in ${dir} has uncommitted changes: a release is of a commit`);

  const tags = await versionTags(octokit, owner, repo);
  const taken = tags.find((existing) => existing.name === tag);
  if (taken) throw new ReleaseError(`tag ${tag} exists already (at ${taken.sha.slice(0, 12)}): pick the next version`);
  const previous = tags.filter((existing) => existing.version !== undefined).at(-1);
  if (previous && compareVersions(wanted, previous.version!) <= 0)
    throw new ReleaseError(`version ${version} is not newer than the latest release ${previous.name}`);

  await checkDist(dir, options.build);
  log(`dist/ is the build of the source at ${sha.slice(0, 12)}`);
  const tarball = await pack(dir, options.packDir, version);
  const notes = await releaseNotes({ dir, repository: options.repository, version, sha, previous });

  const draft = await octokit.rest.repos.createRelease({
    owner,
    repo,
    tag_name: tag,
    target_commitish: sha,
    name: tag,
    body: notes,
    draft: true,
  });
  await octokit.request({
    method: 'POST',
    url: draft.data.upload_url,
    name: path.basename(tarball),
    data: await readFile(tarball),
    headers: { 'content-type': 'application/octet-stream' },
  });
  log(`draft release ${tag} with ${path.basename(tarball)}`);
  await octokit.rest.git.createRef({ owner, repo, ref: `refs/tags/${tag}`, sha });
  const published = await octokit.rest.repos.updateRelease({ owner, repo, release_id: draft.data.id, draft: false });
  log(`released ${tag} at ${sha.slice(0, 12)}: ${published.data.html_url}`);
  await moveMajorTag(octokit, owner, repo, `v${wanted[0]}`, sha, tags);
  log(`v${wanted[0]} now points at ${tag}`);
  return { tag, sha, tarball, releaseUrl: published.data.html_url, notes };
}

/** package.json must name the version released (bumped in a commit before) and the package its tarball is. */
async function checkManifest(dir: string, version: string): Promise<void> {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
  if (manifest.version !== version)
    throw new ReleaseError(
      `${file} says version ${String(manifest.version)}, not ${version}: bump it in a commit on the branch first`,
    );
}

interface VersionTag {
  name: string;
  sha: string;
  /** X.Y.Z for a release tag; undefined for a major tag (v1) or another v* tag */
  version?: Version;
}

/** The repository's tags starting with v, release tags in version order (oldest first). */
async function versionTags(octokit: GitHubClient, owner: string, repo: string): Promise<VersionTag[]> {
  const refs = await octokit.paginate(octokit.rest.git.listMatchingRefs, { owner, repo, ref: 'tags/v' });
  const tags = refs.map((ref) => {
    const name = ref.ref.slice('refs/tags/'.length);
    return { name, sha: ref.object.sha, version: parseVersion(name.slice(1)) };
  });
  return tags.sort((a, b) =>
    a.version && b.version ? compareVersions(a.version, b.version) : a.version ? 1 : b.version ? -1 : 0,
  );
}

/** Rebuilds dist/ and refuses when that changed anything git tracks or would track there. */
async function checkDist(dir: string, build: readonly string[]): Promise<void> {
  const [command, ...args] = build;
  if (command === undefined) throw new ReleaseError('no build command');
  await run(dir, command, args);
  // porcelain lines: two status letters (the first may be a space), a space, the path
  const changed = (await run(dir, 'git', ['status', '--porcelain', '--', 'dist'])).split('\n').filter(Boolean);
  // leave the checkout as it was
  await run(dir, 'git', ['checkout', '--', 'dist']);
  await run(dir, 'git', ['clean', '-fdq', '--', 'dist']);
  if (changed.length > 0) {
    const files = changed.map((line) => line.slice(3));
    throw new ReleaseError(
      `dist/ is not the build of the source: \`${build.join(' ')}\` changes ${files.slice(0, 5).join(', ')}` +
        `${files.length > 5 ? ` and ${files.length - 5} more` : ''}; commit the rebuilt dist/ first`,
    );
  }
}

/** `npm pack` into packDir: the tarball users install, named as the reproduce lines name it. */
async function pack(dir: string, packDir: string, version: string): Promise<string> {
  const output = await run(dir, 'npm', ['pack', '--json', '--pack-destination', packDir]);
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (packed?.filename !== releaseTarballName(version))
    throw new ReleaseError(
      `npm pack made ${String(packed?.filename)}, not ${releaseTarballName(version)}: is package.json's name node-bench?`,
    );
  return path.join(packDir, packed.filename);
}

/** How to use the release, and the commits since the previous one (all of them for the first). */
async function releaseNotes(context: {
  dir: string;
  repository: string;
  version: string;
  sha: string;
  previous: VersionTag | undefined;
}): Promise<string> {
  const { dir, repository, version, sha, previous } = context;
  const range = previous ? `${previous.sha}..${sha}` : sha;
  const log = await run(dir, 'git', ['log', '--no-merges', '--format=%h%x09%s', range]).catch((error: unknown) => {
    throw new ReleaseError(
      `cannot list the commits since ${previous?.name ?? 'the start'}: ${(error as Error).message} ` +
        '(check out the whole history: actions/checkout with fetch-depth: 0)',
    );
  });
  const commits = log.split('\n').filter((line) => line !== '');
  const listed = commits
    .slice(0, MAX_NOTED_COMMITS)
    .map((line) => {
      const [short, subject] = line.split('\t') as [string, string];
      return `- ${subject} (${short})`;
    })
    .join('\n');
  const more = commits.length > MAX_NOTED_COMMITS ? `\n- … and ${commits.length - MAX_NOTED_COMMITS} older` : '';
  const major = version.split('.')[0];
  const since = previous
    ? `### Changes since ${previous.name} ([compare](https://github.com/${repository}/compare/${previous.name}...v${version}))`
    : '### Changes (the first release)';
  return [
    '### Use it',
    '',
    `- The Action, pinned: \`uses: ${repository}@${sha} # v${version}\` (or \`@v${major}\`, which follows each ${major}.x.y release)`,
    `- The CLI, this release's tarball (one package, no dependencies): \`npx --yes --package=${releaseTarballUrl(repository, version)} -- node-bench --help\``,
    '',
    since,
    '',
    `${commits.length} commits.`,
    '',
    listed + more,
    '',
  ].join('\n');
}

/** Points the major tag at the release: updated when it exists, made when this is the major's first release. */
async function moveMajorTag(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  major: string,
  sha: string,
  tags: readonly VersionTag[],
): Promise<void> {
  if (tags.some((existing) => existing.name === major))
    await octokit.rest.git.updateRef({ owner, repo, ref: `tags/${major}`, sha, force: true });
  else await octokit.rest.git.createRef({ owner, repo, ref: `refs/tags/${major}`, sha });
}
