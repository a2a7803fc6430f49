// What the nightly tests share: a GitHub client for the fake server (fast retries, no write spacing, warnings
// collected), and the scan of the fake node checkout as the Action's nightly mode makes it from its inputs.
import type { GitHubEnv } from '../../src/action/github-env.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { nightlyScanOf } from '../../src/action/nightly.ts';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.ts';
import { fetchFor } from '../../src/net/fetch.ts';
import type { NightlyScan } from '../../src/nightly/scan-options.ts';
import { join } from 'node:path';
import type { FakeGitHub } from '../helpers/fake-github.ts';
import { repoRoot } from '../helpers/paths.ts';

/**
 * A benchmark file of the test suite's `loop` group: `total += OP` n times, n = 1e7 (a loop of ~15 ms with the JIT,
 * ~10 times that without; shorter loops measure mostly the JIT warming up).
 */
export function loopBenchmark(op = 'i % 7'): string {
  const common = JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'));
  return `'use strict';
const common = require(${common});
const bench = common.createBenchmark(main, { n: [10000000] });
function main({ n }) {
  let total = 0;
  bench.start();
  for (let i = 0; i < n; i++) total += ${op};
  bench.end(n);
  if (total < 0) console.log(total);
}
`;
}

export function fakeGitHubClient(gh: FakeGitHub, token: string, logs: string[]): GitHubClient {
  return createGitHubClient({
    fetch: fetchFor({}),
    token,
    baseUrl: gh.url,
    retries: 1,
    minRetryDelayMs: 5,
    writeSpacingMs: 0,
    requestTimeoutMs: 5000,
    log: { warn: (message) => logs.push(`warn: ${message}`) },
  });
}

/**
 * The bundled runner on the test suite's `loop` group; no free-disk floor; no sandbox (the fake build
 * counts itself in a file outside its worktree, which the sandbox would not let it write); builds cut at 10 min; no
 * token.
 */
export const FAKE_CHECKOUT_INPUTS: Readonly<Record<string, string>> = {
  mode: 'nightly',
  groups: 'loop',
  suite: 'bundled',
  'min-free-gb': '0',
  sandbox: 'none',
  'build-timeout': '10m',
  'github-token': '',
};

/** A scheduled run of nodejs/node, whose default branch is main, as the nightly job is told of it. */
const SCHEDULED: GitHubEnv = {
  eventName: 'schedule',
  payload: { schedule: '0 3 * * *', repository: { full_name: 'nodejs/node', default_branch: 'main' } },
  owner: 'nodejs',
  repo: 'node',
  apiUrl: 'https://api.github.com',
  workflow: 'nightly.yml',
};

let scans = 0;

/**
 * The scan the Action's nightly mode makes of these inputs (over FAKE_CHECKOUT_INPUTS): read by its own rules
 * (readActionInputs), then its edge (nightlyScanOf) in the workspace. Each scan gets a result directory of its own
 * unless result-dir names one. `fixture` sets what no input does: the test suite's directory, a shorter history.
 */
export function nightlyScan(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  fixture: Partial<Pick<NightlyScan, 'suiteDir' | 'historyLimit'>> = {},
): NightlyScan {
  const given: Record<string, string> = {
    ...FAKE_CHECKOUT_INPUTS,
    'result-dir': `nightly-result-${++scans}`,
    ...inputs,
  };
  const scan = nightlyScanOf(
    readActionInputs((name) => given[name] ?? ''),
    SCHEDULED,
    { workspace, env: process.env },
  );
  return { ...scan, ...fixture };
}
