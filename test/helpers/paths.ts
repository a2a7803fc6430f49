import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** ../shared beside the repository: seeds, fixtures, design documents */
export const sharedDir = join(repoRoot, '..', 'shared');
export const compareCsvFixtures = join(sharedDir, 'fixtures', 'compare-csv');
export const testFixtures = join(repoRoot, 'test', 'fixtures');
