// The package as users get it: `npm pack` of the repository, installed from the tarball with npm into a
// prefix of the test's choosing (under $HOME, like an npx cache, or under /tmp).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths.ts';

/** Files of the repository as they would be committed: tracked and untracked but not ignored, as they are now. */
function committableFiles(): string[] | undefined {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    // a tracked file deleted in the work tree is not part of the next commit
    return listed.split('\0').filter((file) => file !== '' && existsSync(join(repoRoot, file)));
  } catch {
    return undefined; // not a git checkout (a source tarball): pack the directory as it is
  }
}

/**
 * `npm pack` of the repository into `destDir`; returns the tarball's path. Packs a copy of the files git would
 * commit, so that nothing ignored (logs, CSV left by a run, caches) reaches the tarball: in CI that is exactly the
 * commit under test. npm's `files` list in package.json then picks what ships.
 */
export function packRepository(destDir: string): string {
  const files = committableFiles();
  const stage = files ? mkdtempSync(join(tmpdir(), 'node-bench-pack-')) : repoRoot;
  try {
    for (const file of files ?? []) {
      mkdirSync(dirname(join(stage, file)), { recursive: true });
      copyFileSync(join(repoRoot, file), join(stage, file));
    }
    execFileSync('npm', ['pack', '--pack-destination', destDir, '--silent'], { cwd: stage, stdio: 'pipe' });
  } finally {
    if (stage !== repoRoot) rmSync(stage, { recursive: true, force: true });
  }
  const tarballs = readdirSync(destDir).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1) throw new Error(`npm pack left ${tarballs.length} tarballs in ${destDir}`);
  return join(destDir, tarballs[0]!);
}

export interface InstalledPackage {
  /** <prefix>/node_modules/node-bench */
  dir: string;
  /** <prefix>/node_modules/.bin/node-bench, the link npm makes for package.json's bin */
  bin: string;
  /** the installed Action entry, as action.yml names it */
  actionEntry: string;
}

/** `npm install --prefix <prefix> <tarball>`: the dependencies come from the registry (or npm's cache). */
export function installTarball(tarball: string, prefix: string): InstalledPackage {
  execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: prefix,
    stdio: 'pipe',
    timeout: 300_000,
  });
  const dir = join(prefix, 'node_modules', 'node-bench');
  return { dir, bin: join(prefix, 'node_modules', '.bin', 'node-bench'), actionEntry: join(dir, 'dist', 'index.js') };
}
