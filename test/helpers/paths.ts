import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** ../shared beside the repository: seeds, fixtures, design documents */
export const sharedDir = join(repoRoot, '..', 'shared');
export const compareCsvFixtures = join(sharedDir, 'fixtures', 'compare-csv');
export const testFixtures = join(repoRoot, 'test', 'fixtures');

// Scratch directories a test file makes are removed when its process exits, whatever the tests did:
// one `npm test` used to leave hundreds behind in the temp dir.
const scratchDirs: string[] = [];
process.once('exit', () => {
  for (const dir of scratchDirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a directory a test made unreadable: leave it rather than fail the exit
    }
  }
});

/** A fresh directory under the temp dir, removed when this test process exits. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/** Registers a directory made elsewhere for removal at exit. */
export function removeAtExit(dir: string): string {
  scratchDirs.push(dir);
  return dir;
}
