// Untrusted state must not outlive the pull request it came from: what one
// PR's build leaves in its ccache directory or the binary cache reaches no
// other PR's build, and ccache takes its settings from a trusted file, never
// from the cache directory a PR can write. Real builds (the fake node
// checkout, whose Makefile compiles with $CC), the real ccache and the real
// bwrap sandbox.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { findExecutable } from '../../src/binaries/builder-ccache.ts';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { recordUntrustedUse } from '../../src/binaries/untrusted-ccache.ts';
import { buildRef, type BuildRefOptions } from '../../src/binaries/builder.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

const host = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' };
const ccacheInstalled = (await findExecutable('ccache', host)) !== undefined;

describe(
  'untrusted build state stays with its pull request',
  { skip: !ccacheInstalled && 'ccache is not installed' },
  () => {
    let fake: FakeNodeRepo;
    let sandbox: Sandbox;
    let ccacheRoot: string;

    before(async () => {
      fake = await createFakeNodeRepo();
      ccacheRoot = join(fake.root, 'ccache');
      sandbox = await chooseSandbox({
        mode: 'bwrap',
        untrustedCode: true,
        hide: [fake.cacheDir, ccacheRoot],
        env: host,
        uid: process.getuid!(),
        platform: 'linux-x64',
        log: () => {},
      });
      // main, built by a trusted run before any PR: the trusted ccache holds helper.c
      await buildRef(options('main', 'trusted'), { run: processRunner(host) });
    });
    after(() => fake.cleanup());

    function options(
      ref: string,
      trust: 'trusted' | 'untrusted',
      extra: Partial<BuildRefOptions> = {},
    ): BuildRefOptions {
      return {
        repo: fake.repo,
        ref,
        workDir: fake.workDir,
        cacheDir: fake.cacheDir,
        ccacheDir: ccacheRoot,
        minFreeBytes: 1024 * 1024,
        useCcache: true,
        trust,
        sandbox,
        passEnv: [],
        timeoutMs: 120_000,
        log: () => undefined,
        ...extra,
      };
    }

    /** A commit on main whose helper.c nothing has compiled yet (a ccache miss: the compiler runs). */
    async function freshCommit(files: Record<string, string> = {}): Promise<string> {
      const tag = randomBytes(6).toString('hex');
      const sha = await fake.commit(
        { 'helper.c': `int fake_node_helper_${tag}(int x) { return x * 3 + ${tag.length}; }\n`, ...files },
        `commit ${tag}`,
      );
      // the next commit starts from main's files again
      await fake.git(['checkout', '-q', 'main~1', '--', ...Object.keys(files)]).catch(() => undefined);
      return sha;
    }

    /**
     * PR code that drops a ccache.conf into the ccache directory it may write:
     * prefix_command runs a script of its own in front of every later compile,
     * and the script says so in whatever build it runs in.
     */
    async function plantingCommit(marker: string): Promise<string> {
      const configure = await fake.git(['show', 'main:configure']);
      return freshCommit({
        configure: `${configure}
cat > "$CCACHE_DIR/prefix.sh" <<'EOF'
#!/bin/sh
echo "${marker} ran in $PWD" >&2
exec "$@"
EOF
chmod +x "$CCACHE_DIR/prefix.sh"
printf 'prefix_command = %s\\n' "$CCACHE_DIR/prefix.sh" > "$CCACHE_DIR/ccache.conf"
echo "PLANTED in $CCACHE_DIR"
`,
      });
    }

    /** Every file under `dir` with its size and modification time. */
    async function snapshot(dir: string): Promise<string[]> {
      const names = await readdir(dir, { recursive: true });
      const files = await Promise.all(
        names.sort().map(async (name) => {
          const info = await stat(join(dir, name));
          return `${name} ${info.size} ${info.mtimeMs}`;
        }),
      );
      return files;
    }

    async function buildLog(ref: string, scope: string) {
      const lines: string[] = [];
      const result = await buildRef(
        options(ref, 'untrusted', { untrustedScope: scope, log: (line) => lines.push(line) }),
        { run: processRunner(host) },
      );
      return { result, log: await readFile(result.logFile, 'utf8'), lines: lines.join('\n') };
    }

    test("PR A's ccache.conf (prefix_command) does not run in PR B's later build", async () => {
      const marker = `PREFIX-${randomBytes(6).toString('hex')}`;
      const a = await buildLog(await plantingCommit(marker), 'pr-101');
      assert.match(a.log, /PLANTED in /, 'the PR wrote its ccache.conf');
      const b = await buildLog(await freshCommit(), 'pr-102');
      assert.equal(b.result.ccache?.misses, 1, 'PR B compiled helper.c: a prefix_command would have run');
      assert.doesNotMatch(b.log, new RegExp(marker));
      assert.match(b.lines, /untrusted build: CCACHE_DIR=\S*\/untrusted\/pr-102\b/);
    });

    test("the build's own ccache.conf is never read, not even by the same PR's next build", async () => {
      const marker = `PREFIX-${randomBytes(6).toString('hex')}`;
      const first = await buildLog(await plantingCommit(marker), 'pr-103');
      assert.match(first.log, /PLANTED in /);
      assert.doesNotMatch(first.log, new RegExp(marker), 'not even in the build that planted it');
      const next = await buildLog(await freshCommit(), 'pr-103');
      assert.equal(next.result.ccache?.misses, 1, 'helper.c was compiled');
      assert.doesNotMatch(next.log, new RegExp(marker));
      // ccache's settings come from <ccache root>/ccache.conf, a file no sandbox may write
      assert.match(next.log, new RegExp(`CCACHE_CONFIGPATH=${join(ccacheRoot, 'ccache.conf')}`));
    });

    test("a binary built for PR A is not PR B's, and the PR builds left the trusted ccache as it was", async () => {
      const trusted = [
        ...(await snapshot(join(ccacheRoot, 'trusted'))),
        ...(await snapshot(join(ccacheRoot, 'trusted-shared'))),
      ];
      assert.ok(trusted.length > 0, 'the trusted build filled the trusted ccache');
      const base = await freshCommit();
      const a = await buildLog(base, 'pr-104');
      assert.equal(a.result.cacheHit, false);
      const again = await buildLog(base, 'pr-104');
      assert.equal(again.result.cacheHit, true, "the PR's own next run reuses its build");
      const b = await buildLog(base, 'pr-105');
      assert.equal(b.result.cacheHit, false, "PR B builds the commit itself: PR A's ccache may have shaped A's binary");
      assert.notEqual(b.result.binary, a.result.binary);
      assert.deepEqual(
        [...(await snapshot(join(ccacheRoot, 'trusted'))), ...(await snapshot(join(ccacheRoot, 'trusted-shared')))],
        trusted,
      );
    });

    test('a PR build reads what trusted builds compiled', async () => {
      // the helper.c the trusted build in before() compiled
      const sha = await fake.commit(
        { 'helper.c': `${await fake.git(['show', 'v-fast:helper.c'])}\n` },
        "a PR whose helper.c is main's",
      );
      const built = await buildLog(sha, 'pr-108');
      assert.match(
        built.lines,
        /untrusted build: CCACHE_DIR=\S*\/untrusted\/pr-108, reading \S*\/trusted-shared read-only/,
      );
      assert.equal(built.result.ccache?.hitRate, 1, JSON.stringify(built.result.ccache));
    });

    test("ccache's settings are the operator's <ccache root>/ccache.conf, in the sandbox too", async () => {
      // what `CCACHE_DIR=<root> ccache --max-size 20G` writes; here a prefix_command that shows it is read
      const marker = `OPERATOR-${randomBytes(6).toString('hex')}`;
      const script = join(fake.repo, '.git', 'operator-prefix.sh'); // the repository is readable in the sandbox
      await writeFile(script, `#!/bin/sh\necho "${marker}" >&2\nexec "$@"\n`, { mode: 0o755 });
      await writeFile(join(ccacheRoot, 'ccache.conf'), `prefix_command = ${script}\n`);
      try {
        const built = await buildLog(await freshCommit(), 'pr-106');
        assert.match(built.log, new RegExp(marker));
      } finally {
        await rm(join(ccacheRoot, 'ccache.conf'));
      }
    });

    test('an untrusted build with no pull request or run named shares its state with nothing', async () => {
      const sha = await freshCommit();
      const lines: string[] = [];
      const first = await buildRef(options(sha, 'untrusted', { log: (line) => lines.push(line) }), {
        run: processRunner(host),
      });
      const second = await buildRef(options(sha, 'untrusted'), { run: processRunner(host) });
      assert.equal(second.cacheHit, false);
      assert.notEqual(second.binary, first.binary);
      assert.match(lines.join('\n'), /untrusted build: CCACHE_DIR=\S*\/untrusted\/build-[0-9a-f]+\b/);
      // ... and its ccache dir went with it
      assert.deepEqual(
        (await readdir(join(ccacheRoot, 'untrusted'))).filter((name) => name.startsWith('build-')),
        [],
      );
    });

    test('untrusted ccache dirs unused for long are removed, and so is the one cache all PRs once shared', async () => {
      const untrusted = join(ccacheRoot, 'untrusted');
      // last used 30 days ago, by the runner's record (a dir's own mtime its build can set: issue 55.3)
      const old = Date.now() - 30 * 24 * 3600_000;
      for (const scope of ['pr-7', 'run-99']) {
        await mkdir(join(untrusted, scope), { recursive: true });
        await recordUntrustedUse(ccacheRoot, scope, old);
      }
      // the old layout: one ccache (subdirectories 0-f, a ccache.conf) for every PR
      await mkdir(join(untrusted, 'a', 'b'), { recursive: true });
      await writeFile(join(untrusted, 'ccache.conf'), 'prefix_command = /bin/false\n');
      const built = await buildLog(await freshCommit(), 'pr-107');
      assert.match(built.lines, /removed unused untrusted ccache dir\(s\) /);
      const left = await readdir(untrusted);
      for (const name of ['pr-7', 'run-99', 'a', 'ccache.conf']) assert.ok(!left.includes(name), name);
      for (const name of ['pr-101', 'pr-102', 'pr-107']) assert.ok(left.includes(name), name);
    });
  },
);
