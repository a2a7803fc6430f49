// The development install: `npm ci` on the lowest Node that package.json's `engines` admits must print no
// EBADENGINE warning. npm warns for every package in package-lock.json (runtime or dev) whose own `engines.node`
// leaves that version out, so the claim in package.json is only true when each of them admits it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../helpers/paths.ts';

// semver is in node_modules through autocannon and typescript-eslint (npm's own range grammar, no types of its own).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface Manifest {
  engines?: { node?: string };
}

const readJson = (name: string): unknown => JSON.parse(readFileSync(join(repoRoot, name), 'utf8'));

it("every package in package-lock.json admits the lowest Node package.json's engines allows", () => {
  const range = (readJson('package.json') as Manifest).engines?.node;
  assert.ok(range, 'package.json states engines.node');
  const lowest = semver.minVersion(range)?.version;
  assert.ok(lowest, `engines.node ${range} admits some version`);
  const lock = readJson('package-lock.json') as { packages: Record<string, Manifest> };
  const refusing = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(lowest, entry.engines!.node!))
    .map(([path, entry]) => `${path.replace(/^node_modules\//, '')} needs node ${entry.engines!.node}`);
  assert.deepEqual(refusing, [], `package.json says node ${range}, so npm ci on node ${lowest} warns EBADENGINE for`);
});
