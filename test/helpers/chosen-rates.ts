// A pull request for flow tests whose verdicts do not depend on the machine's load: the base commit carries node
// core's own benchmark harness (compare.js, common.js and what they load, from NODE_CORE_SOURCE) and one benchmark
// that reports rates it chooses (bench.report) instead of timing anything; the head commit's node wrapper exports
// FAKE_NODE_SIDE=new, so that benchmark knows which side it runs on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeNodeRepo } from './fake-node-repo.ts';

/** Commits base (on a new branch pr-base from the fast commit) and head; `benchmarks`: path under benchmark/ → source. */
export async function chosenRatesPullRequest(
  fake: FakeNodeRepo,
  coreTree: string,
  benchmarks: Record<string, string>,
): Promise<{ base: string; head: string }> {
  const file = (name: string) => readFileSync(join(coreTree, 'benchmark', name), 'utf8');
  const harness = ['compare.js', '_cli.js', '_benchmark_progress.js', 'common.js', '_http-benchmarkers.js'];
  // a Node.js checkout to the Action (benchmark/compare.js): node core's own common.js runs the benchmark
  await fake.git(['checkout', '-q', '-b', 'pr-base', fake.fast]);
  const files: Record<string, string> = {};
  for (const name of harness) files[`benchmark/${name}`] = file(name);
  for (const [name, source] of Object.entries(benchmarks)) files[`benchmark/${name}`] = source;
  const base = await fake.commit(files, 'benchmark/: a benchmark of chosen rates');
  const head = await fake.commit(
    { 'node.sh.in': `#!/usr/bin/env bash\nexport FAKE_NODE_SIDE=new\nexec '${fake.realNode}' "$@"\n` },
    'PR: the head build says it is the new side',
  );
  return { base, head };
}
