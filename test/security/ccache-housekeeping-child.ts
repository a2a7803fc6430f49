// The runner's side of test/security/ccache-housekeeping.test.ts, started as the runner user under test (root,
// or an unprivileged user): pull requests' builds of a fake node repository, each with what its configure plants
// in its ccache dir, then the housekeeping a later run does. Prints one JSON line: each build's outcome and log,
// what is left in the untrusted ccache dirs, and what a later prune and eviction removed.
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import {
  evictUntrustedCcaches,
  pruneUntrustedCcaches,
  type UntrustedCcacheCaps,
} from '../../src/binaries/untrusted-ccache.ts';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { buildRef } from '../../src/binaries/builder.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo } from '../helpers/fake-node-repo.ts';

export interface HousekeepingPlan {
  /** the builds, in order: the pull request's scope and the shell lines its configure runs first */
  builds: { scope: string; plant: string }[];
  caps: UntrustedCcacheCaps;
  /** afterwards: the eviction again under these caps, and the prune as if this many days had passed */
  evictWith?: UntrustedCcacheCaps;
  pruneAfterDays?: number;
  /** an existing ccache root (made by the test beforehand), else the fake repository's */
  ccacheRoot?: string;
}

export interface HousekeepingOutcome {
  uid: number;
  root: string;
  builds: { scope: string; ok: boolean; error?: string; log: string[] }[];
  left: string[];
  evicted?: { removed: string[]; warnings: string[] };
  pruned?: { removed: string[]; warnings: string[] };
}

const host = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' };

async function sandboxFor(cacheDir: string, ccacheRoot: string, markers: string): Promise<Sandbox> {
  const real = await chooseSandbox({
    mode: 'bwrap',
    untrustedCode: true,
    hide: [cacheDir, ccacheRoot],
    env: host,
    uid: process.getuid!(),
    platform: 'linux-x64',
    log: () => {},
  });
  return {
    kind: real.kind,
    confine: (paths) => real.confine({ ...paths, writable: [...(paths.writable ?? []), markers] }),
  };
}

async function main(plan: HousekeepingPlan): Promise<HousekeepingOutcome> {
  const fake = await createFakeNodeRepo();
  const ccacheRoot = plan.ccacheRoot ?? join(fake.root, 'ccache');
  const sandbox = await sandboxFor(fake.cacheDir, ccacheRoot, dirname(fake.markerFile));
  const original = await fake.git(['show', `${fake.slow}:configure`]);
  const outcome: HousekeepingOutcome = { uid: process.getuid!(), root: fake.root, builds: [], left: [] };
  for (const [i, { scope, plant }] of plan.builds.entries()) {
    const body = original.replace('#!/usr/bin/env bash\n', '');
    const sha = await fake.commit({ configure: `#!/usr/bin/env bash\n${plant}\n${body}` }, `build ${i} of ${scope}`);
    const log: string[] = [];
    try {
      await buildRef(
        {
          repo: fake.repo,
          ref: sha,
          workDir: fake.workDir,
          cacheDir: fake.cacheDir,
          ccacheDir: ccacheRoot,
          minFreeBytes: 1024 * 1024,
          useCcache: true,
          trust: 'untrusted',
          untrustedScope: scope,
          untrustedCcacheCaps: plan.caps,
          sandbox,
          passEnv: [],
          timeoutMs: 120_000,
          log: (line) => log.push(line),
        },
        { run: processRunner(host) },
      );
      outcome.builds.push({ scope, ok: true, log });
    } catch (error) {
      outcome.builds.push({ scope, ok: false, error: (error as Error).message, log });
    }
  }
  if (plan.evictWith !== undefined)
    outcome.evicted = await evictUntrustedCcaches(ccacheRoot, plan.evictWith, Date.now());
  if (plan.pruneAfterDays !== undefined) {
    const later = Date.now() + plan.pruneAfterDays * 86_400_000;
    outcome.pruned = await pruneUntrustedCcaches(ccacheRoot, '', later);
  }
  outcome.left = (await readdir(join(ccacheRoot, 'untrusted')).catch(() => [])).sort();
  return outcome;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as HousekeepingPlan;
process.stdout.write(`${JSON.stringify(await main(plan))}\n`);
