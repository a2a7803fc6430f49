// Issue 55.1-3: what a pull request's build leaves in its ccache dir must not steer or break the housekeeping
// after it. Each attack is a PR's configure run in the sandbox; the builds and the housekeeping run in a child
// process as the runner user: root, and an unprivileged user (nobody, when this test runs as root; itself when not).
//   1. a read-only dir with more entries than the per-PR cap: every later build failed (its eviction threw)
//   2. the entries in a mode-000 dir: not counted against the cap
//   3. `touch -d 2100-01-01 "$CCACHE_DIR"`: never pruned, and made other PRs' dirs the eviction victims
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmod, chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { build } from 'esbuild';

import type { UntrustedCcacheCaps } from '../../src/binaries/untrusted-ccache.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import type { HousekeepingOutcome, HousekeepingPlan } from './ccache-housekeeping-child.ts';

const MiB = 1024 ** 2;
const CAPS: UntrustedCcacheCaps = {
  perScope: { bytes: 1024 * MiB, files: 1000 },
  total: { bytes: 4096 * MiB, files: 100_000 },
};
const asRoot = process.getuid!() === 0;
/** the unprivileged runner user: nobody when we are root, else ourselves */
const NOBODY = 65534;
const runners = [
  { name: 'root', uid: 0, skip: asRoot ? false : 'not running as root' },
  { name: 'an unprivileged runner user', uid: asRoot ? NOBODY : process.getuid!(), skip: false },
] as const;

/** Directories made (unreadable, or nested past PATH_MAX) by the child or for it: walkable again, then removed. */
async function removeAll(dir: string): Promise<void> {
  for (const [command, ...args] of [
    ['chmod', '-R', 'u+rwx', '--', dir],
    ['rm', '-rf', '--', dir],
  ]) {
    await new Promise((resolve) => spawn(command!, args, { stdio: 'ignore' }).on('close', resolve));
  }
}

/**
 * The child, bundled into one file in a folder every user can read: the clone (and its node_modules, tsx) may sit
 * under a folder only its owner can enter (CI's is under a 0700 mktemp dir), where the runner user finds nothing.
 */
let bundledChild: Promise<string> | undefined;
function childScript(): Promise<string> {
  bundledChild ??= (async () => {
    const dir = scratchDir('ccache-housekeeping-child-');
    await chmod(dir, 0o755);
    const outfile = join(dir, 'child.mjs');
    await build({
      entryPoints: [join(repoRoot, 'test/security/ccache-housekeeping-child.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'error',
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    await chmod(outfile, 0o644);
    return outfile;
  })();
  return bundledChild;
}

/** Runs the plan in the child as `uid`; its outcome, its temp dirs removed. */
async function runAs(uid: number, plan: HousekeepingPlan): Promise<HousekeepingOutcome> {
  const home = await makeTempDir('ccache-housekeeping-home-');
  if (uid !== process.getuid!()) await chown(home, uid, uid);
  const argv = [await childScript(), JSON.stringify(plan)];
  const [command, args] =
    uid === process.getuid!()
      ? [process.execPath, argv]
      : ['setpriv', [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', process.execPath, ...argv]];
  const child = spawn(command, args, {
    cwd: home,
    env: { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  await removeAll(home);
  assert.equal(code, 0, `the child failed: ${stderr}`);
  const outcome = JSON.parse(stdout) as HousekeepingOutcome;
  await removeAll(outcome.root);
  assert.equal(outcome.uid, uid);
  return outcome;
}

const fill = (dir: string, mode: string) =>
  `mkdir -p "$CCACHE_DIR/${dir}" && (cd "$CCACHE_DIR/${dir}" && seq 1 1500 | xargs touch) && chmod ${mode} "$CCACHE_DIR/${dir}"`;
const summary = (outcome: HousekeepingOutcome) =>
  outcome.builds.map((b) => `${b.scope}: ${b.ok ? 'ok' : b.error}\n  ${b.log.join('\n  ')}`).join('\n');

for (const runner of runners) {
  describe(`what a PR leaves in its ccache dir, with the runner user ${runner.name}`, { skip: runner.skip }, () => {
    it('1. a read-only dir of 1,500 entries (cap 1,000): removed after its build, and the next PR builds', async () => {
      const outcome = await runAs(runner.uid, {
        builds: [
          { scope: 'pr-1', plant: fill('junk', '555') },
          { scope: 'pr-2', plant: '' },
        ],
        caps: CAPS,
      });
      assert.deepEqual(
        outcome.builds.map((b) => [b.scope, b.ok]),
        [
          ['pr-1', true],
          ['pr-2', true],
        ],
        summary(outcome),
      );
      assert.match(
        outcome.builds[0]!.log.join('\n'),
        /ccache: removed untrusted ccache dir pr-1 \(.*over the per-PR cap/,
      );
      assert.deepEqual(outcome.left, ['pr-2']);
    });

    it('2. 1,500 entries in a mode-000 dir: counted against the cap, and the dir removed', async () => {
      const outcome = await runAs(runner.uid, {
        builds: [{ scope: 'pr-3', plant: fill('hidden', '000') }],
        caps: CAPS,
      });
      assert.equal(outcome.builds[0]!.ok, true, summary(outcome));
      assert.match(
        outcome.builds[0]!.log.join('\n'),
        /ccache: removed untrusted ccache dir pr-3 \(.*over the per-PR cap/,
      );
      assert.deepEqual(outcome.left, []);
    });

    it('1b. dirs nested past PATH_MAX (25 of 200 characters), the deepest read-only: over the cap, removed', async () => {
      const deep =
        'n=$(printf "a%.0s" $(seq 1 200)); ' +
        '(cd "$CCACHE_DIR" && for i in $(seq 1 25); do mkdir "$n" && cd "$n" || exit 1; done && touch f && chmod 555 .)';
      const outcome = await runAs(runner.uid, {
        builds: [
          { scope: 'pr-6', plant: deep },
          { scope: 'pr-7', plant: '' },
        ],
        caps: CAPS,
      });
      assert.deepEqual(
        outcome.builds.map((b) => b.ok),
        [true, true],
        summary(outcome),
      );
      assert.match(outcome.builds[0]!.log.join('\n'), /ccache: removed untrusted ccache dir pr-6 \(nested too deep: /);
      assert.deepEqual(outcome.left, ['pr-7']);
    });

    it('3. a ccache dir touched into 2100: pruned 15 days after its last use, and the first one evicted by age', async () => {
      const object = 'head -c 2M /dev/urandom > "$CCACHE_DIR/object"';
      // the last step of its make, after ccache has written the dir
      const future = `${object} && printf '\\t-touch -d 2100-01-01 "$$CCACHE_DIR"\\n' >> Makefile`;
      const builds = [
        { scope: 'pr-4', plant: future },
        { scope: 'pr-5', plant: object },
      ];
      const evicted = await runAs(runner.uid, {
        builds,
        caps: CAPS,
        evictWith: { ...CAPS, total: { bytes: 3 * MiB, files: 100_000 } },
      });
      assert.deepEqual(evicted.evicted?.warnings, []);
      assert.match(evicted.evicted!.removed.join('\n'), /^pr-4 \(.*the least recently used/, summary(evicted));
      assert.deepEqual(evicted.left, ['pr-5']);
      const pruned = await runAs(runner.uid, { builds, caps: CAPS, pruneAfterDays: 15 });
      assert.deepEqual(pruned.pruned, { removed: ['pr-4', 'pr-5'], warnings: [] });
      assert.deepEqual(pruned.left, []);
    });
  });
}

describe('housekeeping that cannot remove a dir warns in one line and never fails a build', () => {
  it(
    'a dir the runner user cannot write or read (made by root): one warning each, the build succeeds',
    { skip: asRoot ? false : 'needs root to make a dir the runner user cannot remove' },
    async () => {
      const root = await makeTempDir('ccache-stuck-');
      const untrusted = join(root, 'untrusted');
      await mkdir(join(untrusted, 'pr-8', 'secret'), { recursive: true });
      await mkdir(join(untrusted, 'pr-9', 'stuck'), { recursive: true });
      for (let i = 0; i < 1500; i++) await writeFile(join(untrusted, 'pr-9', 'stuck', String(i)), '');
      await writeFile(join(untrusted, 'pr-8', 'secret', 'x'), '');
      await chmod(join(untrusted, 'pr-8', 'secret'), 0o000);
      for (const dir of [root, untrusted, join(untrusted, 'pr-8'), join(untrusted, 'pr-9')]) {
        await chown(dir, NOBODY, NOBODY);
      }
      try {
        const outcome = await runAs(NOBODY, {
          builds: [{ scope: 'pr-10', plant: '' }],
          caps: CAPS,
          ccacheRoot: root,
          pruneAfterDays: 15,
        });
        const build = outcome.builds[0]!;
        assert.equal(build.ok, true, summary(outcome));
        const warnings = build.log.filter((line) => line.startsWith('ccache: warning:'));
        assert.equal(warnings.length, 2, build.log.join('\n'));
        assert.match(warnings.join('\n'), /could not remove untrusted ccache dir pr-8 \(unreadable: .*secret/);
        assert.match(
          warnings.join('\n'),
          /could not remove untrusted ccache dir pr-9 \(.*over the per-PR cap.*\): EACCES/,
        );
        assert.deepEqual(outcome.pruned?.removed, ['pr-10']);
        assert.equal(outcome.pruned?.warnings.length, 2, outcome.pruned?.warnings.join('\n'));
        assert.deepEqual(outcome.left, ['pr-8', 'pr-9']);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );
});
