// What a runner does that adds noise to benchmarks, one check each: what was found, why it matters, the one
// command that fixes it. Each reads the machine's files under a root (host-files.ts) and nothing else, so the
// tests hand it a made-up /sys and /proc; a file that is not there makes the finding "unknown here".
import { cgroupV2Dir } from '../process/cgroup.ts';
import { cpusOf, listOf } from '../run/index.ts';
import type { HostFiles } from './host-files.ts';

import type { CheckId, FindingState } from '../artifact/runner-findings.ts';

export interface Finding {
  check: CheckId;
  state: FindingState;
  /** what this machine has, in a few words */
  found: string;
  /** why it adds noise */
  why: string;
  /** the one command that sets it right (also when it already is: what keeps it so) */
  fix: string;
}

export interface CheckContext {
  files: HostFiles;
  /** the CPUs benchmarks run on: the cpuset, else every online CPU */
  cpus: number[];
  online: number[];
  cpuset: string | undefined;
  /** this process: it and its ancestors are not "other load" */
  ownPid: number;
  /** null when bubblewrap's sandbox works here, else why not */
  sandboxProblem: () => Promise<string | null>;
}

type Check = (context: CheckContext) => Promise<Omit<Finding, 'check'>>;

const CPU_DIR = '/sys/devices/system/cpu';

/** `found` of a file that is not there: a VM or container hides what its host decides. */
function unknownHere(what: string): string {
  return `unknown here (no ${what}; a VM or container leaves it to its host)`;
}

/** The CPUs `other` lists beside the benchmark's: where interrupts and other work may go. */
function otherCpus(context: CheckContext): number[] {
  const used = new Set(context.cpus);
  return context.online.filter((cpu) => !used.has(cpu));
}

const governor: Check = async ({ files, cpus }) => {
  const why = 'a governor other than performance changes the clock with the load: the same code runs at other speeds';
  const fix = `echo performance | sudo tee ${CPU_DIR}/cpu*/cpufreq/scaling_governor`;
  const byGovernor = new Map<string, number[]>();
  for (const cpu of cpus) {
    const value = await files.text(`${CPU_DIR}/cpu${cpu}/cpufreq/scaling_governor`);
    if (value !== undefined) byGovernor.set(value, [...(byGovernor.get(value) ?? []), cpu]);
  }
  if (byGovernor.size === 0) return { state: 'unknown', found: unknownHere('cpufreq'), why, fix };
  const found = [...byGovernor].map(([name, on]) => `${name} on CPU ${listOf(on)}`).join(', ');
  return { state: [...byGovernor.keys()].every((name) => name === 'performance') ? 'ok' : 'warn', found, why, fix };
};

const turbo: Check = async ({ files }) => {
  const why = 'turbo/boost clocks up while the package is cool and down as it heats: runs minutes apart differ';
  const noTurbo = await files.text(`${CPU_DIR}/intel_pstate/no_turbo`);
  if (noTurbo !== undefined) {
    const fix = `echo 1 | sudo tee ${CPU_DIR}/intel_pstate/no_turbo`;
    return noTurbo === '1'
      ? { state: 'ok', found: 'turbo off (intel_pstate no_turbo 1)', why, fix }
      : { state: 'warn', found: 'turbo on (intel_pstate no_turbo 0)', why, fix };
  }
  const boost = await files.text(`${CPU_DIR}/cpufreq/boost`);
  const fix = `echo 0 | sudo tee ${CPU_DIR}/cpufreq/boost`;
  if (boost === undefined)
    return { state: 'unknown', found: unknownHere('intel_pstate/no_turbo or cpufreq/boost'), why, fix };
  return boost === '0'
    ? { state: 'ok', found: 'boost off (cpufreq boost 0)', why, fix }
    : { state: 'warn', found: `boost on (cpufreq boost ${boost})`, why, fix };
};

const smt: Check = async ({ files, cpus, online }) => {
  const why =
    'SMT siblings share one core: work on a sibling (another lane, a thread, another job) takes cycles from the benchmark';
  const fix = `echo off | sudo tee ${CPU_DIR}/smt/control`;
  const control = await files.text(`${CPU_DIR}/smt/control`);
  if (control === 'off' || control === 'forceoff' || control === 'notsupported') {
    return { state: 'ok', found: `SMT ${control}`, why, fix };
  }
  const isOnline = new Set(online);
  const inSet = new Set(cpus);
  const shared: string[] = [];
  let known = false;
  for (const cpu of cpus) {
    const list = await files.text(`${CPU_DIR}/cpu${cpu}/topology/thread_siblings_list`);
    if (list === undefined) continue;
    known = true;
    const siblings = cpusOf(list).filter((other) => other !== cpu && isOnline.has(other));
    const inside = siblings.filter((other) => inSet.has(other) && other > cpu);
    const outside = siblings.filter((other) => !inSet.has(other));
    if (inside.length > 0) shared.push(`CPU ${cpu} and ${listOf(inside)} share a core`);
    if (outside.length > 0) shared.push(`CPU ${cpu} shares its core with CPU ${listOf(outside)} outside the cpuset`);
  }
  if (!known) return { state: 'unknown', found: unknownHere('CPU topology'), why, fix };
  return shared.length === 0
    ? { state: 'ok', found: `no SMT sibling of CPU ${listOf(cpus)} online`, why, fix }
    : { state: 'warn', found: shared.join('; '), why, fix };
};

const thp: Check = async ({ files }) => {
  const why =
    'with transparent huge pages always on, khugepaged and compaction stall a run at moments of their choosing';
  const fix = 'echo madvise | sudo tee /sys/kernel/mm/transparent_hugepage/enabled';
  const enabled = await files.text('/sys/kernel/mm/transparent_hugepage/enabled');
  const mode = enabled === undefined ? undefined : (/\[(\w+)\]/.exec(enabled)?.[1] ?? enabled);
  if (mode === undefined) return { state: 'unknown', found: unknownHere('transparent_hugepage'), why, fix };
  return { state: mode === 'always' ? 'warn' : 'ok', found: `transparent huge pages: ${mode}`, why, fix };
};

const aslr: Check = async ({ files }) => {
  const why =
    'each run places code and heap at other addresses, which moves cache and branch-predictor collisions: ' +
    'variance between runs (interleaved runs average it out, at the cost of more runs; on a runner of ' +
    'pull-request code, keeping it on is the safer choice)';
  const fix = 'sudo sysctl -w kernel.randomize_va_space=0';
  const value = await files.text('/proc/sys/kernel/randomize_va_space');
  if (value === undefined) return { state: 'unknown', found: unknownHere('randomize_va_space'), why, fix };
  return { state: value === '0' ? 'ok' : 'warn', found: `randomize_va_space ${value}`, why, fix };
};

const numaBalancing: Check = async ({ files }) => {
  const why = 'NUMA balancing unmaps pages to see who touches them and moves them between nodes during the run';
  const fix = 'sudo sysctl -w kernel.numa_balancing=0';
  const value = await files.text('/proc/sys/kernel/numa_balancing');
  if (value === undefined) return { state: 'unknown', found: unknownHere('numa_balancing'), why, fix };
  if (value === '0') return { state: 'ok', found: 'numa_balancing 0', why, fix };
  const nodes = (await files.list('/sys/devices/system/node')).filter((name) => /^node\d+$/.test(name)).length;
  return nodes === 1
    ? { state: 'ok', found: `numa_balancing ${value}, one NUMA node: nothing to move`, why, fix }
    : { state: 'warn', found: `numa_balancing ${value} on ${nodes || 'several'} NUMA nodes`, why, fix };
};

/** One line of /proc/interrupts with a number: the IRQ, its count on each CPU, the device. */
interface InterruptLine {
  irq: string;
  counts: Map<number, number>;
  device: string;
}

function parseInterrupts(text: string): InterruptLine[] {
  const [header = '', ...lines] = text.split('\n');
  const columns = header
    .trim()
    .split(/\s+/)
    .map((name) => Number(/^CPU(\d+)$/.exec(name)?.[1] ?? NaN));
  return lines.flatMap((line) => {
    const match = /^\s*(\d+):(.*)$/.exec(line);
    if (!match) return [];
    const fields = match[2]!.trim().split(/\s+/);
    const counts = new Map(columns.map((cpu, i) => [cpu, Number(fields[i] ?? 0)] as const));
    return [{ irq: match[1]!, counts, device: fields.at(-1) ?? '' }];
  });
}

const irqs: Check = async (context) => {
  const { files, cpus, cpuset } = context;
  const why = 'a device interrupt on a benchmark CPU stops the benchmark while its handler runs';
  const others = otherCpus(context);
  const fix =
    others.length === 0
      ? 'give --cpuset (input cpuset) fewer CPUs than the machine has, then run node-bench doctor --cpuset LIST for the command that routes interrupts to the others'
      : `sudo systemctl disable --now irqbalance; for irq in /proc/irq/[0-9]*; do echo ${listOf(others)} | sudo tee $irq/smp_affinity_list; done >/dev/null`;
  const text = await files.text('/proc/interrupts');
  if (text === undefined) return { state: 'unknown', found: unknownHere('/proc/interrupts'), why, fix };
  const benchmark = new Set(cpus);
  const routed: InterruptLine[] = [];
  for (const line of parseInterrupts(text)) {
    const affinity =
      (await files.text(`/proc/irq/${line.irq}/effective_affinity_list`)) ||
      (await files.text(`/proc/irq/${line.irq}/smp_affinity_list`));
    const onBenchmark =
      affinity !== undefined
        ? cpusOf(affinity).some((cpu) => benchmark.has(cpu)) && [...line.counts.values()].some((n) => n > 0)
        : cpus.some((cpu) => (line.counts.get(cpu) ?? 0) > 0);
    if (onBenchmark) routed.push(line);
  }
  const where = cpuset === undefined ? `every CPU (no cpuset)` : `CPU ${listOf(cpus)}`;
  if (routed.length === 0) return { state: 'ok', found: `no device interrupt routed to ${where}`, why, fix };
  const named = routed.slice(0, 4).map((line) => `${line.device} (irq ${line.irq})`);
  const more = routed.length > named.length ? ` and ${routed.length - named.length} more` : '';
  return {
    state: 'warn',
    found: `${routed.length} interrupt${routed.length === 1 ? '' : 's'} routed to ${where}: ${named.join(', ')}${more}`,
    why,
    fix,
  };
};

const swap: Check = async ({ files }) => {
  const why = 'a page swapped out is read back from disk in the middle of a run';
  const fix = 'sudo swapoff -a';
  const meminfo = await files.text('/proc/meminfo');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(meminfo ?? '')?.[1] ?? NaN);
  const total = kib('SwapTotal');
  const free = kib('SwapFree');
  if (!Number.isFinite(total) || !Number.isFinite(free)) {
    return { state: 'unknown', found: unknownHere('SwapTotal in /proc/meminfo'), why, fix };
  }
  const mib = (value: number) => `${Math.round(value / 1024)} MiB`;
  if (total === 0) return { state: 'ok', found: 'no swap', why, fix };
  return total - free > 0
    ? { state: 'warn', found: `${mib(total - free)} of ${mib(total)} swap in use`, why, fix }
    : { state: 'ok', found: `${mib(total)} swap, none in use`, why, fix };
};

/** `pid (comm) S ppid …` -> state, parent and name; comm may hold spaces and parentheses. */
function parseStat(stat: string): { state: string; ppid: number; name: string } | undefined {
  const close = stat.lastIndexOf(')');
  const open = stat.indexOf('(');
  if (open < 0 || close < open) return undefined;
  const [state = '', ppid = ''] = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  return { state, ppid: Number(ppid), name: stat.slice(open + 1, close) };
}

/** A process's parent, name, and whether one of its threads is running or runnable now; undefined when gone. */
async function processState(
  files: HostFiles,
  pid: number,
): Promise<{ pid: number; ppid: number; name: string; running: boolean } | undefined> {
  const main = parseStat((await files.text(`/proc/${pid}/stat`)) ?? '');
  if (main === undefined) return undefined;
  // the main thread's state says nothing of the others: a busy worker thread counts too
  const threads =
    main.state === 'R'
      ? []
      : await Promise.all(
          (await files.list(`/proc/${pid}/task`)).map(async (tid) =>
            parseStat((await files.text(`/proc/${pid}/task/${tid}/stat`)) ?? ''),
          ),
        );
  return {
    pid,
    ppid: main.ppid,
    name: main.name,
    running: main.state === 'R' || threads.some((t) => t?.state === 'R'),
  };
}

/** Processes with a thread running or runnable now, other than this process and its ancestors. */
async function runningOthers(files: HostFiles, ownPid: number): Promise<{ pid: number; name: string }[]> {
  const pids = (await files.list('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const processes = (await Promise.all(pids.map((pid) => processState(files, pid)))).filter((p) => p !== undefined);
  const parents = new Map(processes.map(({ pid, ppid }) => [pid, ppid]));
  const ours = new Set<number>();
  for (let pid: number | undefined = ownPid; pid !== undefined && pid > 0 && !ours.has(pid); pid = parents.get(pid)) {
    ours.add(pid);
  }
  return processes.filter(({ pid, running }) => running && !ours.has(pid)).map(({ pid, name }) => ({ pid, name }));
}

const load: Check = async (context) => {
  const { files, ownPid, online } = context;
  const why = 'another process on the benchmark CPUs takes time slices, caches and memory bandwidth from it';
  const others = otherCpus(context);
  const loadavg = await files.text('/proc/loadavg');
  const oneMinute = Number(loadavg?.split(/\s+/)[0] ?? NaN);
  const running = await runningOthers(files, ownPid);
  const pids = running.map(({ pid }) => pid).join(' ');
  const fix =
    running.length > 0 && others.length > 0
      ? `for pid in ${pids}; do sudo taskset -apc ${listOf(others)} $pid; done`
      : running.length > 0
        ? `stop them (sudo kill ${pids}), or give --cpuset CPUs they do not use`
        : 'run nothing else on the runner while it benchmarks (or keep it off the --cpuset CPUs)';
  if (!Number.isFinite(oneMinute)) return { state: 'unknown', found: unknownHere('/proc/loadavg'), why, fix };
  const named = running.slice(0, 4).map(({ pid, name }) => `${name} (${pid})`);
  const found =
    `1-minute load average ${oneMinute.toFixed(2)} on ${online.length} CPUs` +
    (running.length > 0
      ? `; running now besides us: ${named.join(', ')}${running.length > 4 ? ` and ${running.length - 4} more` : ''}`
      : '; nothing else running now');
  return { state: running.length > 0 || oneMinute >= 1 ? 'warn' : 'ok', found, why, fix };
};

const autogroup: Check = async ({ files }) => {
  const why =
    'with autogroup on, a busy CPU is shared between sessions before processes: nice does not protect a ' +
    'benchmark child from load in another session (docs/time-to-verdict.md, "Its own session")';
  const fix = 'sudo sysctl -w kernel.sched_autogroup_enabled=0';
  const value = await files.text('/proc/sys/kernel/sched_autogroup_enabled');
  if (value === undefined) return { state: 'unknown', found: unknownHere('sched_autogroup_enabled'), why, fix };
  return { state: value === '0' ? 'ok' : 'warn', found: `sched_autogroup_enabled ${value}`, why, fix };
};

const cgroup: Check = async ({ files }) => {
  const why =
    'without a cgroup v2 cpu controller of its own, the runner cannot give benchmarks CPUs and a CPU weight ' +
    'to themselves: jobs and daemons beside them compete on equal terms (node-bench does not use one yet)';
  const [own, mountinfo] = await Promise.all([files.text('/proc/self/cgroup'), files.text('/proc/self/mountinfo')]);
  const hybridFix =
    'boot with cgroup v2 only: add systemd.unified_cgroup_hierarchy=1 to GRUB_CMDLINE_LINUX, sudo update-grub, reboot';
  const delegateFix =
    'sudo systemctl edit <the runner service> and add "[Service]" "Delegate=yes", then restart the runner';
  if (own === undefined || mountinfo === undefined) {
    return { state: 'unknown', found: unknownHere('/proc/self/cgroup'), why, fix: delegateFix };
  }
  const dir = cgroupV2Dir(own, mountinfo);
  if (dir === undefined) return { state: 'warn', found: 'no cgroup v2 (cgroup v1 only)', why, fix: hybridFix };
  const controllers = await files.text(`${dir}/cgroup.controllers`);
  if (controllers === undefined) {
    return { state: 'unknown', found: `unknown here (${dir}/cgroup.controllers not readable)`, why, fix: delegateFix };
  }
  const offered = new Set(controllers.split(/\s+/));
  if (!offered.has('cpu')) {
    const hybrid = /^\d+:[^:]*\bcpu\b/m.test(own);
    return {
      state: 'warn',
      found: `${dir} offers no cpu controller${hybrid ? ' (a hybrid: cpu is on cgroup v1)' : ''}`,
      why,
      fix: hybrid ? hybridFix : delegateFix,
    };
  }
  if (!(await files.writable(dir))) {
    return {
      state: 'warn',
      found: `${dir} has the cpu controller but is not delegated to this user`,
      why,
      fix: delegateFix,
    };
  }
  return { state: 'ok', found: `${dir} has the cpu controller, delegated to this user`, why, fix: delegateFix };
};

const bubblewrap: Check = async ({ sandboxProblem }) => {
  const why =
    'not noise but safety: without a working bubblewrap the execute job refuses pull-request code (docs/security.md)';
  const fix = 'sudo apt-get install bubblewrap (and allow unprivileged user namespaces)';
  const problem = await sandboxProblem();
  return problem === null
    ? { state: 'ok', found: 'bwrap works here', why, fix }
    : { state: 'warn', found: problem, why, fix };
};

export const CHECKS: Record<CheckId, Check> = {
  governor,
  turbo,
  smt,
  thp,
  aslr,
  'numa-balancing': numaBalancing,
  irqs,
  swap,
  load,
  autogroup,
  cgroup,
  bubblewrap,
};
