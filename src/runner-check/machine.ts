// The runner check of this machine: its own /sys and /proc, this process, bubblewrap's sandbox as the execute
// job would set it up; as doctor prints it, as the Action warns at the start of execute and nightly, as the
// report's fingerprint keeps it (one check a run serves both). Tests check made-up trees through check.ts instead.
import type { HostEnv } from '../process/env.ts';
import { workingSandbox, type Sandbox } from '../process/sandbox.ts';
import { checkRunner, type RunnerCheck } from './check.ts';
import { fingerprintFindings, runnerCheckWarnings } from './render.ts';
import type { FingerprintFinding } from '../artifact/runner-findings.ts';

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
 * What the report's fingerprint keeps of this machine's check (the run's `sandbox` already chosen), for a run that
 * made none at its start (`node-bench compare`); undefined where there is nothing to check (not Linux).
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

/** How a job checks the runner (checkThisRunner on the machine, with the step's environment): a job's dependency. */
export type RunnerChecker = (cpuset: string | undefined) => Promise<RunnerCheck>;

/**
 * The runner check (node-bench doctor) at the start of a run: a warning line for each thing on this runner that
 * adds noise, with its fix. Advice only: the job runs whatever it says, and a check that cannot run is one line.
 * The same check is the run's: what the report's fingerprint keeps of it is returned, for every comparison of the
 * run to carry (runComparison's `runnerCheck`), undefined when it could not run.
 */
export async function runnerCheckAtStart(
  cpuset: string | undefined,
  deps: { log: (line: string) => void; checkRunner: RunnerChecker },
): Promise<FingerprintFinding[] | undefined> {
  let check: RunnerCheck;
  try {
    check = await deps.checkRunner(cpuset);
  } catch (error) {
    // advice only: whatever broke the check is one line, and the job runs
    deps.log(`runner check: not run: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  for (const line of runnerCheckWarnings(check)) deps.log(line);
  return fingerprintFindings(check);
}
