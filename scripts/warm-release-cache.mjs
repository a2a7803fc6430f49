// Downloads the Node.js releases the tests use (TEST_RELEASES: 16.20.0 to 24.21.0)
// into .cache/node-bench, so test files find them there instead of each
// downloading. CI runs it before the tests; running it again is a no-op.
//   node scripts/warm-release-cache.mjs [version...]
import { register } from 'tsx/esm/api';

register();
const { getReleaseBinary, TEST_RELEASES, TEST_CACHE_DIR } = await import('../test/helpers/releases.ts');

const versions = process.argv.length > 2 ? process.argv.slice(2) : [...TEST_RELEASES];
let failed = false;
for (const version of versions) {
  const started = Date.now();
  try {
    const path = await getReleaseBinary(version);
    console.log(`v${version}: ${path} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed = true;
    console.error(`v${version}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (failed) {
  console.error(`could not fill the release cache ${TEST_CACHE_DIR}`);
  process.exit(1);
}
