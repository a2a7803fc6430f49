// dist/ is committed (an Action runs without npm install): it must be exactly what the source builds to.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../helpers/paths.ts';

it('dist/ is rebuilt from the current source and committed', () => {
  const out = mkdtempSync(join(tmpdir(), 'check-dist-'));
  try {
    execFileSync(process.execPath, ['scripts/build.mjs', '--out', out], { cwd: repoRoot, stdio: 'pipe' });
    const files = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
      .sort();
    const built = files(out);
    assert.deepEqual(files(join(repoRoot, 'dist')), built, 'the files in dist/');
    for (const file of built) {
      const same = readFileSync(join(out, file)).equals(readFileSync(join(repoRoot, 'dist', file)));
      assert.ok(same, `dist/${file} differs from a fresh build: run "npm run build" and commit dist/`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
