// A git repository in a temp dir that builds like node core: an executable
// `configure` and a Makefile producing out/Release/node. The "node" it builds
// is a small bash wrapper around a real node binary, so the result really
// runs; the build also compiles a C file with $(CC) (so ccache has something
// to cache) and appends a line to a marker file outside the repository, so
// tests can count how many builds ran (a sandboxed build can't write it: tests
// that count builds make its directory writable, or run without a sandbox).
//
// Commits:
//   fast (tag v-fast)  the wrapper runs node unchanged
//   slow (main)        the wrapper runs node --jitless: measurably slower JS
//   broken (branch)    the build prints 100 lines and fails
import { removeAtExit } from './paths.ts';
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Committer',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
};

/** Runs git with argv in `cwd`; returns stdout without the trailing newline. */
export async function gitIn(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...IDENTITY, ...env, LC_ALL: 'C' };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete clean[name];
  const { stdout } = await execFileAsync('git', ['-c', 'commit.gpgSign=false', '-c', 'tag.gpgSign=false', ...args], {
    cwd,
    env: clean,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.replace(/\n$/, '');
}

/** A fresh directory under the system temp dir (real path: macOS /tmp is a symlink). */
export async function makeTempDir(prefix: string): Promise<string> {
  return removeAtExit(await realpath(await mkdtemp(join(tmpdir(), prefix))));
}

export interface FakeNodeRepo {
  /** temp directory holding everything below; cleanup() removes it */
  root: string;
  /** the repository, standing for the user's node checkout */
  repo: string;
  /** each build appends `<worktree> [flag1][flag2]...` here */
  markerFile: string;
  /** suggested workDir and cacheDir for buildRef */
  workDir: string;
  cacheDir: string;
  realNode: string;
  /** SHA of the fast commit (tag v-fast) */
  fast: string;
  /** SHA of the slow commit (main) */
  slow: string;
  /** SHA of the commit whose build fails (branch broken) */
  broken: string;
  /** lines in the marker file: one per build that ran */
  builds(): Promise<string[]>;
  git(args: readonly string[]): Promise<string>;
  /** writes files (path -> content) in the checkout and commits them on the current branch; returns the SHA */
  commit(files: Record<string, string>, message: string): Promise<string>;
  /** file contents that make a commit fast, slow or unbuildable, to write with commit() */
  sources: {
    /** node.sh.in of the fast and the slow build */
    fastNode: string;
    slowNode: string;
    /** the Makefile that builds, and one that fails */
    makefile: string;
    brokenMakefile: string;
  };
  cleanup(): Promise<void>;
}

function configureScript(): string {
  return `#!/usr/bin/env bash
# Stand-in for node core's configure: records its arguments, each in [brackets].
set -eu
: > flags.txt
if [ $# -gt 0 ]; then printf '[%s]' "$@" > flags.txt; fi
echo "configure: $# flag(s): $(cat flags.txt)"
`;
}

function makefile(marker: string): string {
  return `# Stand-in for node core's Makefile.
out/Release/node: node.sh.in helper.c flags.txt
\tmkdir -p out/Release
\t@i=1; while [ $$i -le $\${FAKE_BUILD_LINES:-3} ]; do echo "  CXX(target) unit$$i.o"; i=$$((i+1)); done
\tsleep $\${FAKE_BUILD_SLEEP:-0}
\t$(CC) -O1 -c helper.c -o out/Release/helper.o
\tcp node.sh.in $@.tmp
\tchmod +x $@.tmp
\tmv $@.tmp $@
\t-echo "$(CURDIR) $$(cat flags.txt)" >> '${marker}' 2>/dev/null
`;
}

function brokenMakefile(): string {
  return `# This commit does not build.
out/Release/node:
\t@i=1; while [ $$i -le 100 ]; do echo "build output line $$i"; i=$$((i+1)); done
\t@echo "error: this commit does not build" >&2
\t@exit 2
`;
}

function wrapper(realNode: string, slow: boolean): string {
  return slow
    ? `#!/usr/bin/env bash
# fake node build "slow": the JIT is off, so JavaScript runs much slower
exec '${realNode}' --jitless "$@"
`
    : `#!/usr/bin/env bash
# fake node build "fast": the real node, unchanged
exec '${realNode}' "$@"
`;
}

const HELPER_C = `/* compiled by the fake build so that ccache has work to do */
int fake_node_helper(int x) { return x * 2 + 1; }
`;

export async function createFakeNodeRepo(options: { realNode?: string } = {}): Promise<FakeNodeRepo> {
  const realNode = options.realNode ?? process.execPath;
  if (realNode.includes("'")) throw new Error(`fake node repo: cannot quote ${realNode}`);
  const root = await makeTempDir('node-bench-fake-');
  const repo = join(root, 'repo');
  const markerFile = join(root, 'markers', 'builds.log');
  await mkdir(repo);
  await mkdir(dirname(markerFile));

  const git = (args: readonly string[]): Promise<string> => gitIn(repo, args);
  const write = async (files: Record<string, string>): Promise<void> => {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(repo, path)), { recursive: true });
      await writeFile(join(repo, path), content);
    }
  };
  const commit = async (files: Record<string, string>, message: string): Promise<string> => {
    await write(files);
    await git(['add', '--', ...Object.keys(files)]);
    await git(['commit', '-q', '-m', message]);
    return git(['rev-parse', 'HEAD']);
  };

  await git(['init', '-q', '-b', 'main']);
  await write({
    configure: configureScript(),
    Makefile: makefile(markerFile),
    'helper.c': HELPER_C,
    'node.sh.in': wrapper(realNode, false),
    '.gitignore': 'flags.txt\nout/\n',
    'README.md': 'fake node checkout\n',
    'base.txt': 'line one\nline two\nline three\n',
  });
  await chmod(join(repo, 'configure'), 0o755);
  await git(['add', '-A']);
  await git(['commit', '-q', '-m', 'fast: node unchanged']);
  const fast = await git(['rev-parse', 'HEAD']);
  await git(['tag', 'v-fast']);
  const slow = await commit({ 'node.sh.in': wrapper(realNode, true) }, 'slow: node --jitless');
  await git(['checkout', '-q', '-b', 'broken']);
  const broken = await commit({ Makefile: brokenMakefile() }, 'broken: the build fails');
  await git(['checkout', '-q', 'main']);

  return {
    root,
    repo,
    markerFile,
    workDir: join(root, 'work'),
    cacheDir: join(root, 'cache'),
    realNode,
    fast,
    slow,
    broken,
    async builds() {
      const text = await readFile(markerFile, 'utf8').catch(() => '');
      return text.split('\n').filter((line) => line !== '');
    },
    git,
    commit,
    sources: {
      fastNode: wrapper(realNode, false),
      slowNode: wrapper(realNode, true),
      makefile: makefile(markerFile),
      brokenMakefile: brokenMakefile(),
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
