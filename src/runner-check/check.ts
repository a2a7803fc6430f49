// `node-bench doctor`, and the same check at the start of the Action's execute and nightly jobs: every check of
// checks.ts on this machine (or on a made-up tree under `root`), as data. Findings are advice: nothing here fails.
import { UserError } from '../errors.ts';
import { cpusOf } from '../run/index.ts';
import { CHECKS, type Finding } from './checks.ts';
import { CHECK_IDS } from '../artifact/runner-findings.ts';
import { HostFiles } from './host-files.ts';

export type { Finding } from './checks.ts';

export interface RunnerCheckSources {
  /** where /sys and /proc are read from: `/` on the machine */
  root: string;
  /** the CPUs the benchmarks are pinned to (--cpuset, input cpuset); absent: every online CPU */
  cpuset: string | undefined;
  /** this process: it and its ancestors are not "other load" */
  ownPid: number;
  /** null when bubblewrap's sandbox works here, else why not (sandbox-probe.ts on the machine) */
  sandboxProblem: () => Promise<string | null>;
}

export interface RunnerCheck {
  cpuset: string | null;
  findings: Finding[];
}

export async function checkRunner(sources: RunnerCheckSources): Promise<RunnerCheck> {
  const files = new HostFiles(sources.root);
  const onlineList = await files.text('/sys/devices/system/cpu/online');
  const online = onlineList === undefined ? [] : cpusOf(onlineList);
  if (online.length === 0 && (await files.text('/proc/loadavg')) === undefined) {
    throw new UserError(
      `no ${files.at('/sys/devices/system/cpu/online')} and no ${files.at('/proc/loadavg')}: ` +
        "the runner check reads Linux's /sys and /proc, and this machine has neither",
    );
  }
  const context = {
    files,
    online,
    cpus: sources.cpuset === undefined ? online : cpusOf(sources.cpuset),
    cpuset: sources.cpuset,
    ownPid: sources.ownPid,
    sandboxProblem: sources.sandboxProblem,
  };
  // one at a time: the load check must not see the bubblewrap probe as someone else's process
  const findings: Finding[] = [];
  for (const check of CHECK_IDS) findings.push({ check, ...(await CHECKS[check](context)) });
  return { cpuset: sources.cpuset ?? null, findings };
}
