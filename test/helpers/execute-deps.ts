// What an execute job's entry hands runExecute in a test of releases only: a trusted run on this machine, its own
// runner check, PATH and HOME of the test's process and nothing else of its environment. A test overrides what it
// watches (the log, the progress, the runner check).
import type { ExecuteDeps } from '../../src/action/execute.ts';
import { checkThisRunner } from '../../src/runner-check/machine.ts';

export function localExecuteDeps(workspace: string): ExecuteDeps {
  return {
    log: () => {},
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    trust: { trust: 'trusted', reason: 'releases only' },
    workspace,
    checkRunner: (cpuset) => checkThisRunner(cpuset, { PATH: process.env.PATH }),
    platform: 'linux-x64',
  };
}
