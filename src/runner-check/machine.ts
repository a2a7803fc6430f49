// The runner check of this machine: its own /sys and /proc, this process, bubblewrap's sandbox as the execute
// job would set it up; as doctor prints it, as the Action warns at the start of execute and nightly, as the
// report's fingerprint keeps it. Tests check made-up trees through check.ts instead.
import type { HostEnv } from '../process/env.ts';
import { workingSandbox, type Sandbox } from '../process/sandbox.ts';
import { checkRunner, type RunnerCheck } from './check.ts';
import { fingerprintFindings, runnerCheckWarnings } from './render.ts';
import type { FingerprintFinding } from './summary.ts';

/**
 * `env`: the PATH bubblewrap and its tools are looked up on; `chosen`: the sandbox the run already chose, when it has
 * one (a run in bubblewrap probed it as chooseSandbox does: it is not started again to ask the same)
 */
export async function checkThisRunner(
  cpuset: string | undefined,
  env: HostEnv,
  chosen?: Sandbox['kind'],
): Promise<RunnerCheck> {
  return checkRunner({
    root: '/',
    cpuset,
    ownPid: process.pid,
    sandboxProblem: async () =>
      chosen === 'bwrap' ? null : (await workingSandbox({ env, uid: process.getuid?.() ?? -1, hide: [] })).problem,
  });
}

/**
 * What the report's fingerprint keeps of this machine's check (the run's `sandbox` already chosen); undefined where
 * there is nothing to check (not Linux).
 */
export async function runnerCheckForFingerprint(
  cpuset: string | undefined,
  env: HostEnv,
  sandbox: Sandbox['kind'],
): Promise<FingerprintFinding[] | undefined> {
  try {
    return fingerprintFindings(await checkThisRunner(cpuset, env, sandbox));
  } catch {
    // advice, never a reason to lose a run: a machine the check cannot read has no findings in its fingerprint
    return undefined;
  }
}

/**
 * The runner check (node-bench doctor) at the start of a run: a warning line for each thing on this runner that
 * adds noise, with its fix. Advice only: the job runs whatever it says, and a check that cannot run is one line.
 */
export async function warnAboutRunner(
  cpuset: string | undefined,
  deps: { log: (line: string) => void; env: HostEnv },
): Promise<void> {
  try {
    for (const line of runnerCheckWarnings(await checkThisRunner(cpuset, deps.env))) deps.log(line);
  } catch (error) {
    // advice only: whatever broke the check is one line, and the job runs
    deps.log(`runner check: not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
