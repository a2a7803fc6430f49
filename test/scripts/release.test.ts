// The release script against the fake GitHub and a real git repository (a small package named node-bench whose
// `npm run build` makes dist/ from src/): the first release through the entry as the workflow runs it, the next one
// through the module, and the refusals, which write nothing to GitHub.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { createGitHubClient } from '../../src/github/client.ts';
import { fetchFor } from '../../src/net/fetch.ts';
import { releaseTarballName } from '../../src/report/reproduce.ts';
import { release } from '../../scripts/release-process.ts';
import { TSX_LOADER } from '../helpers/cli.ts';
import { startFakeGitHub, type FakeGitHub, type FakeRepo } from '../helpers/fake-github.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

const execFileAsync = promisify(execFile);
const TOKEN = 'ghs_release';
const REPOSITORY = 'acme/node-bench-action';

const BUILD = `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/cli.js', '#!/usr/bin/env node\\n' + readFileSync('src/cli.js', 'utf8'), { mode: 0o755 });
`;

/** A git repository of a package named node-bench at `version`, dist/ built and committed. */
function makePackage(): { dir: string; git: (...args: string[]) => string; commit: (subject: string) => string } {
  const dir = scratchDir('release-repo-');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'A',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'A',
        GIT_COMMITTER_EMAIL: 'a@example.com',
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  const commit = (subject: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', subject);
    return git('rev-parse', 'HEAD');
  };
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'build.mjs'), BUILD);
  writeFileSync(join(dir, 'src', 'cli.js'), "console.log('node-bench one');\n");
  setVersion(dir, '1.0.0');
  execFileSync('node', ['build.mjs'], { cwd: dir });
  commit('The first command');
  return { dir, git, commit };
}

function setVersion(dir: string, version: string): void {
  const manifest = {
    name: 'node-bench',
    version,
    type: 'module',
    bin: { 'node-bench': 'dist/cli.js' },
    files: ['dist'],
    scripts: { build: 'node build.mjs' },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

describe('scripts/release.ts against the fake GitHub', () => {
  let gh: FakeGitHub;
  let repo: FakeRepo;
  let pkg: ReturnType<typeof makePackage>;
  const octokit = () =>
    createGitHubClient({
      token: TOKEN,
      baseUrl: gh.url,
      fetch: fetchFor({}),
      retries: 0,
      writeSpacingMs: 0,
      log: { warn() {} },
    });
  const releaseAt = (version: string) =>
    release({
      octokit: octokit(),
      repository: REPOSITORY,
      dir: pkg.dir,
      version,
      build: ['npm', 'run', 'build', '--silent'],
      packDir: scratchDir('release-pack-'),
      log: () => {},
    });
  const writes = () => gh.requests.filter((request) => request.method !== 'GET');
  const tag = (name: string) => repo.refs.get(`refs/tags/${name}`);

  before(async () => {
    gh = await startFakeGitHub({ token: TOKEN });
    repo = gh.state.addRepo(REPOSITORY);
    pkg = makePackage();
  });
  after(async () => {
    await gh.close();
  });

  it('releases 1.0.0 through the entry: tag, published release with notes and the tarball, major tag v1', async () => {
    const packDir = scratchDir('release-pack-');
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', TSX_LOADER, join(repoRoot, 'scripts', 'release.ts'), '1.0.0', '--pack-dir', packDir],
      {
        cwd: pkg.dir,
        env: { ...process.env, GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: gh.url },
      },
    );
    const head = pkg.git('rev-parse', 'HEAD');
    assert.match(
      stdout,
      /^released v1\.0\.0 at [0-9a-f]{12}: https:\/\/github\.com\/acme\/node-bench-action\/releases\/tag\/v1\.0\.0$/m,
    );
    assert.equal(tag('v1.0.0'), head);
    assert.equal(tag('v1'), head);
    const [published] = repo.releases;
    assert.equal(repo.releases.length, 1);
    assert.equal(published!.draft, false);
    assert.equal(published!.targetCommitish, head);
    assert.match(
      published!.body!,
      /### Changes \(the first release\)\n\n1 commits\.\n\n- The first command \([0-9a-f]{7,}\)/,
    );
    assert.ok(published!.body!.includes(`uses: ${REPOSITORY}@${head} # v1.0.0`));
    assert.ok(
      published!.body!.includes(
        `npx --yes --package=https://github.com/${REPOSITORY}/releases/download/v1.0.0/node-bench-1.0.0.tgz -- node-bench`,
      ),
    );
    // the attached bytes are the packed tarball, which installs and runs on its own
    const [asset] = published!.assets;
    assert.equal(asset!.name, 'node-bench-1.0.0.tgz');
    assert.deepEqual(asset!.data, readFileSync(join(packDir, 'node-bench-1.0.0.tgz')));
    const prefix = scratchDir('release-install-');
    const tarball = join(prefix, asset!.name);
    writeFileSync(tarball, asset!.data);
    execFileSync('npm', ['install', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], {
      stdio: 'pipe',
    });
    const ran = execFileSync(join(prefix, 'node_modules', '.bin', 'node-bench'), { encoding: 'utf8' });
    assert.equal(ran, 'node-bench one\n');
  });

  it('releases 1.1.0 with the commits since v1.0.0 and moves v1 to it', async () => {
    const first = tag('v1.0.0');
    writeFileSync(join(pkg.dir, 'src', 'cli.js'), "console.log('node-bench two');\n");
    execFileSync('node', ['build.mjs'], { cwd: pkg.dir });
    pkg.commit('A second command');
    setVersion(pkg.dir, '1.1.0');
    const head = pkg.commit('Release 1.1.0');
    const result = await releaseAt('1.1.0');
    assert.equal(result.sha, head);
    assert.equal(tag('v1.1.0'), head);
    assert.equal(tag('v1'), head, 'the major tag moved');
    assert.equal(tag('v1.0.0'), first, 'the earlier release stays');
    const notes = repo.releases.find((r) => r.tagName === 'v1.1.0')!.body!;
    assert.match(
      notes,
      /### Changes since v1\.0\.0 \(\[compare\]\(https:\/\/github\.com\/acme\/node-bench-action\/compare\/v1\.0\.0\.\.\.v1\.1\.0\)\)/,
    );
    assert.match(notes, /2 commits\.\n\n- Release 1\.1\.0 \([0-9a-f]+\)\n- A second command \([0-9a-f]+\)\n/);
    assert.doesNotMatch(notes, /The first command/);
    assert.equal(gh.requestsTo('PATCH', '/repos/acme/node-bench-action/git/refs/tags%2Fv1').length, 1);
  });

  describe('refuses, writing nothing to GitHub', () => {
    const refuses = async (version: string, message: RegExp) => {
      const before = writes().length;
      await assert.rejects(releaseAt(version), message);
      assert.equal(writes().length, before, 'no write request');
      assert.equal(pkg.git('status', '--porcelain'), '', 'the checkout is left as it was');
    };

    it('when dist/ is not the build of the source', async () => {
      writeFileSync(join(pkg.dir, 'src', 'cli.js'), "console.log('node-bench three');\n");
      setVersion(pkg.dir, '1.2.0');
      pkg.commit('Source changed, dist not rebuilt');
      await refuses(
        '1.2.0',
        /^ReleaseError: dist\/ is not the build of the source: `npm run build --silent` changes dist\/cli\.js; commit the rebuilt dist\/ first$/,
      );
      execFileSync('node', ['build.mjs'], { cwd: pkg.dir });
      pkg.commit('dist rebuilt');
    });

    it('when the version is not newer than the latest release', async () => {
      setVersion(pkg.dir, '1.0.5');
      pkg.commit('An older version');
      await refuses('1.0.5', /^ReleaseError: version 1\.0\.5 is not newer than the latest release v1\.1\.0$/);
    });

    it('when the tag exists', async () => {
      setVersion(pkg.dir, '1.2.0');
      pkg.commit('Release 1.2.0');
      repo.refs.set('refs/tags/v1.2.0', 'f'.repeat(40));
      await refuses('1.2.0', /^ReleaseError: tag v1\.2\.0 exists already \(at ffffffffffff\): pick the next version$/);
      repo.refs.delete('refs/tags/v1.2.0');
    });

    it('when package.json says another version, or the version is no X.Y.Z', async () => {
      await refuses(
        '1.3.0',
        /^ReleaseError: \S+\/package\.json says version 1\.2\.0, not 1\.3\.0: bump it in a commit on the branch first$/,
      );
      await refuses('1.3', /^ReleaseError: version "1\.3" is not X\.Y\.Z \(e\.g\. 1\.4\.2\)$/);
    });

    it('when the checkout has uncommitted changes', async () => {
      writeFileSync(join(pkg.dir, 'stray.txt'), 'x');
      await assert.rejects(
        releaseAt('1.2.0'),
        /^ReleaseError: the checkout in \S+ has uncommitted changes: a release is of a commit$/,
      );
      execFileSync('rm', [join(pkg.dir, 'stray.txt')]);
      assert.equal(writes().filter((request) => request.path.includes('v1.2.0')).length, 0);
    });
  });
});

describe('.github/workflows/release.yml', () => {
  interface Step {
    uses?: string;
    run?: string;
    if?: string;
    with?: Record<string, unknown>;
  }
  interface Job {
    needs?: string;
    permissions?: Record<string, string>;
    steps: Step[];
  }
  const workflow = parse(readFileSync(join(repoRoot, '.github', 'workflows', 'release.yml'), 'utf8')) as {
    on: { workflow_dispatch: { inputs: { version: { required: boolean } } } };
    jobs: { test: Job; release: Job };
  };
  const { test, release: job } = workflow.jobs;

  it('releases only after the test suite passed, from the whole history, with the right to tag', () => {
    assert.equal(workflow.on.workflow_dispatch.inputs.version.required, true);
    assert.ok(test.steps.some((step) => step.run === 'bash .ci/run'));
    assert.equal(job.needs, 'test');
    assert.equal(job.permissions?.contents, 'write');
    assert.equal(job.steps[0]!.with?.['fetch-depth'], 0, 'the notes need the previous tag in the history');
  });

  it('publishes to npm, when turned on, the tarball the release attached', () => {
    const releaseStep = job.steps.find((step) => step.run?.startsWith('npm run release'))!;
    const packDir = /--pack-dir "([^"]+)"/.exec(releaseStep.run!)![1]!;
    const publish = job.steps.find((step) => step.run?.includes(' publish '))!;
    assert.equal(publish.if, "vars.NPM_PUBLISH == 'true'");
    assert.ok(
      publish.run!.endsWith(`"${packDir}/${releaseTarballName('$VERSION')}"`),
      `${publish.run} publishes ${packDir}/${releaseTarballName('$VERSION')}`,
    );
  });
});
