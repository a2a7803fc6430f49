// Every bundled benchmark file, in --test mode, run by hand on the host node:
// each configuration in its own real child process, at least one result line.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { listBenchmarkFiles, runSmoke, smokeProblems } from './smoke.ts';

test('the suite has the expected groups', () => {
  const groups = new Set(listBenchmarkFiles().map((file) => file.split('/')[0]));
  for (const group of [
    'async',
    'buffers',
    'events',
    'fs',
    'fsio',
    'http',
    'loops',
    'misc',
    'module',
    'operations',
    'streams',
    'url',
    'util',
  ]) {
    assert.ok(groups.has(group), `missing group ${group}`);
  }
  assert.ok(listBenchmarkFiles().includes('buffers/tojson.js'));
});

test('every benchmark file runs in --test mode on the host node', { timeout: 5 * 60_000 }, async () => {
  const started = Date.now();
  const results = await runSmoke(process.execPath);
  const problems = smokeProblems(results);
  assert.deepEqual(problems, [], problems.join('\n\n'));
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `smoke on ${process.version}: ${results.length} files in ${Date.now() - started} ms; slowest: ` +
      slowest.map((r) => `${r.file} ${r.ms} ms`).join(', '),
  );
});
