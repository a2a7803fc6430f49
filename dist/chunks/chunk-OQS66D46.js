import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  CHECK_IDS,
  FOUND_MAX
} from "./chunk-WEI2IXKL.js";
import {
  cpusOf,
  listOf
} from "./chunk-G2IUYMHM.js";
import {
  cgroupV2Dir,
  workingSandbox
} from "./chunk-ILDHKKTL.js";
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/runner-check/render.ts
var WIDTH = Math.max(...CHECK_IDS.map((name) => name.length));
function where(check) {
  return check.cpuset === null ? "benchmarks on every online CPU (--cpuset narrows it)" : `benchmarks on CPU ${listOf(cpusOf(check.cpuset))} (--cpuset ${check.cpuset})`;
}
function runnerCheckText(check) {
  const lines = [`node-bench doctor: what on this runner adds noise to benchmarks; ${where(check)}`, ""];
  for (const finding of check.findings) {
    lines.push(`${finding.state.padEnd(7)}  ${finding.check.padEnd(WIDTH)}  ${finding.found}`);
    if (finding.state === "warn") {
      const indent = " ".repeat(9 + WIDTH + 2);
      lines.push(`${indent}why: ${finding.why}`, `${indent}fix: ${finding.fix}`);
    }
  }
  lines.push("", summaryLine(check));
  return lines.join("\n");
}
function count(findings, state) {
  return findings.filter((finding) => finding.state === state).length;
}
function summaryLine(check) {
  const warnings = count(check.findings, "warn");
  const unknown = count(check.findings, "unknown");
  return `${warnings} warning${warnings === 1 ? "" : "s"}, ${unknown} unknown here, ${count(check.findings, "ok")} ok: advice, the benchmarks run either way`;
}
function runnerCheckJson(check) {
  return JSON.stringify(check, null, 2);
}
function runnerCheckWarnings(check) {
  const warnings = check.findings.filter((finding) => finding.state === "warn").map((finding) => `warning: runner check: ${finding.check}: ${finding.found}; fix: ${finding.fix}`);
  return [...warnings, `runner check: ${summaryLine(check)} (node-bench doctor explains each)`];
}
function fingerprintFindings(check) {
  return check.findings.map(({ check: id, state, found }) => ({
    check: id,
    state,
    found: found.length > FOUND_MAX ? `${found.slice(0, FOUND_MAX - 1)}…` : found
  }));
}

// src/runner-check/checks.ts
var CPU_DIR = "/sys/devices/system/cpu";
function unknownHere(what) {
  return `unknown here (no ${what}; a VM or container leaves it to its host)`;
}
function otherCpus(context) {
  const used = new Set(context.cpus);
  return context.online.filter((cpu) => !used.has(cpu));
}
var governor = async ({ files, cpus }) => {
  const why = "a governor other than performance changes the clock with the load: the same code runs at other speeds";
  const fix = `echo performance | sudo tee ${CPU_DIR}/cpu*/cpufreq/scaling_governor`;
  const byGovernor = /* @__PURE__ */ new Map();
  for (const cpu of cpus) {
    const value = await files.text(`${CPU_DIR}/cpu${cpu}/cpufreq/scaling_governor`);
    if (value !== void 0) byGovernor.set(value, [...byGovernor.get(value) ?? [], cpu]);
  }
  if (byGovernor.size === 0) return { state: "unknown", found: unknownHere("cpufreq"), why, fix };
  const found = [...byGovernor].map(([name, on]) => `${name} on CPU ${listOf(on)}`).join(", ");
  return { state: [...byGovernor.keys()].every((name) => name === "performance") ? "ok" : "warn", found, why, fix };
};
var turbo = async ({ files }) => {
  const why = "turbo/boost clocks up while the package is cool and down as it heats: runs minutes apart differ";
  const noTurbo = await files.text(`${CPU_DIR}/intel_pstate/no_turbo`);
  if (noTurbo !== void 0) {
    const fix2 = `echo 1 | sudo tee ${CPU_DIR}/intel_pstate/no_turbo`;
    return noTurbo === "1" ? { state: "ok", found: "turbo off (intel_pstate no_turbo 1)", why, fix: fix2 } : { state: "warn", found: "turbo on (intel_pstate no_turbo 0)", why, fix: fix2 };
  }
  const boost = await files.text(`${CPU_DIR}/cpufreq/boost`);
  const fix = `echo 0 | sudo tee ${CPU_DIR}/cpufreq/boost`;
  if (boost === void 0)
    return { state: "unknown", found: unknownHere("intel_pstate/no_turbo or cpufreq/boost"), why, fix };
  return boost === "0" ? { state: "ok", found: "boost off (cpufreq boost 0)", why, fix } : { state: "warn", found: `boost on (cpufreq boost ${boost})`, why, fix };
};
var smt = async ({ files, cpus, online }) => {
  const why = "SMT siblings share one core: work on a sibling (another lane, a thread, another job) takes cycles from the benchmark";
  const fix = `echo off | sudo tee ${CPU_DIR}/smt/control`;
  const control = await files.text(`${CPU_DIR}/smt/control`);
  if (control === "off" || control === "forceoff" || control === "notsupported") {
    return { state: "ok", found: `SMT ${control}`, why, fix };
  }
  const isOnline = new Set(online);
  const inSet = new Set(cpus);
  const shared = [];
  let known = false;
  for (const cpu of cpus) {
    const list = await files.text(`${CPU_DIR}/cpu${cpu}/topology/thread_siblings_list`);
    if (list === void 0) continue;
    known = true;
    const siblings = cpusOf(list).filter((other) => other !== cpu && isOnline.has(other));
    const inside = siblings.filter((other) => inSet.has(other) && other > cpu);
    const outside = siblings.filter((other) => !inSet.has(other));
    if (inside.length > 0) shared.push(`CPU ${cpu} and ${listOf(inside)} share a core`);
    if (outside.length > 0) shared.push(`CPU ${cpu} shares its core with CPU ${listOf(outside)} outside the cpuset`);
  }
  if (!known) return { state: "unknown", found: unknownHere("CPU topology"), why, fix };
  return shared.length === 0 ? { state: "ok", found: `no SMT sibling of CPU ${listOf(cpus)} online`, why, fix } : { state: "warn", found: shared.join("; "), why, fix };
};
var thp = async ({ files }) => {
  const why = "with transparent huge pages always on, khugepaged and compaction stall a run at moments of their choosing";
  const fix = "echo madvise | sudo tee /sys/kernel/mm/transparent_hugepage/enabled";
  const enabled = await files.text("/sys/kernel/mm/transparent_hugepage/enabled");
  const mode = enabled === void 0 ? void 0 : /\[(\w+)\]/.exec(enabled)?.[1] ?? enabled;
  if (mode === void 0) return { state: "unknown", found: unknownHere("transparent_hugepage"), why, fix };
  return { state: mode === "always" ? "warn" : "ok", found: `transparent huge pages: ${mode}`, why, fix };
};
var aslr = async ({ files }) => {
  const why = "each run places code and heap at other addresses, which moves cache and branch-predictor collisions: variance between runs (interleaved runs average it out, at the cost of more runs; on a runner of pull-request code, keeping it on is the safer choice)";
  const fix = "sudo sysctl -w kernel.randomize_va_space=0";
  const value = await files.text("/proc/sys/kernel/randomize_va_space");
  if (value === void 0) return { state: "unknown", found: unknownHere("randomize_va_space"), why, fix };
  return { state: value === "0" ? "ok" : "warn", found: `randomize_va_space ${value}`, why, fix };
};
var numaBalancing = async ({ files }) => {
  const why = "NUMA balancing unmaps pages to see who touches them and moves them between nodes during the run";
  const fix = "sudo sysctl -w kernel.numa_balancing=0";
  const value = await files.text("/proc/sys/kernel/numa_balancing");
  if (value === void 0) return { state: "unknown", found: unknownHere("numa_balancing"), why, fix };
  if (value === "0") return { state: "ok", found: "numa_balancing 0", why, fix };
  const nodes = (await files.list("/sys/devices/system/node")).filter((name) => /^node\d+$/.test(name)).length;
  return nodes === 1 ? { state: "ok", found: `numa_balancing ${value}, one NUMA node: nothing to move`, why, fix } : { state: "warn", found: `numa_balancing ${value} on ${nodes || "several"} NUMA nodes`, why, fix };
};
function parseInterrupts(text) {
  const [header = "", ...lines] = text.split("\n");
  const columns = header.trim().split(/\s+/).map((name) => Number(/^CPU(\d+)$/.exec(name)?.[1] ?? NaN));
  return lines.flatMap((line) => {
    const match = /^\s*(\d+):(.*)$/.exec(line);
    if (!match) return [];
    const fields = match[2].trim().split(/\s+/);
    const counts = new Map(columns.map((cpu, i) => [cpu, Number(fields[i] ?? 0)]));
    return [{ irq: match[1], counts, device: fields.at(-1) ?? "" }];
  });
}
var irqs = async (context) => {
  const { files, cpus, cpuset } = context;
  const why = "a device interrupt on a benchmark CPU stops the benchmark while its handler runs";
  const others = otherCpus(context);
  const fix = others.length === 0 ? "give --cpuset (input cpuset) fewer CPUs than the machine has, then run node-bench doctor --cpuset LIST for the command that routes interrupts to the others" : `sudo systemctl disable --now irqbalance; for irq in /proc/irq/[0-9]*; do echo ${listOf(others)} | sudo tee $irq/smp_affinity_list; done >/dev/null`;
  const text = await files.text("/proc/interrupts");
  if (text === void 0) return { state: "unknown", found: unknownHere("/proc/interrupts"), why, fix };
  const benchmark = new Set(cpus);
  const routed = [];
  for (const line of parseInterrupts(text)) {
    const affinity = await files.text(`/proc/irq/${line.irq}/effective_affinity_list`) || await files.text(`/proc/irq/${line.irq}/smp_affinity_list`);
    const onBenchmark = affinity !== void 0 ? cpusOf(affinity).some((cpu) => benchmark.has(cpu)) && [...line.counts.values()].some((n) => n > 0) : cpus.some((cpu) => (line.counts.get(cpu) ?? 0) > 0);
    if (onBenchmark) routed.push(line);
  }
  const where2 = cpuset === void 0 ? `every CPU (no cpuset)` : `CPU ${listOf(cpus)}`;
  if (routed.length === 0) return { state: "ok", found: `no device interrupt routed to ${where2}`, why, fix };
  const named = routed.slice(0, 4).map((line) => `${line.device} (irq ${line.irq})`);
  const more = routed.length > named.length ? ` and ${routed.length - named.length} more` : "";
  return {
    state: "warn",
    found: `${routed.length} interrupt${routed.length === 1 ? "" : "s"} routed to ${where2}: ${named.join(", ")}${more}`,
    why,
    fix
  };
};
var swap = async ({ files }) => {
  const why = "a page swapped out is read back from disk in the middle of a run";
  const fix = "sudo swapoff -a";
  const meminfo = await files.text("/proc/meminfo");
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(meminfo ?? "")?.[1] ?? NaN);
  const total = kib("SwapTotal");
  const free = kib("SwapFree");
  if (!Number.isFinite(total) || !Number.isFinite(free)) {
    return { state: "unknown", found: unknownHere("SwapTotal in /proc/meminfo"), why, fix };
  }
  const mib = (value) => `${Math.round(value / 1024)} MiB`;
  if (total === 0) return { state: "ok", found: "no swap", why, fix };
  return total - free > 0 ? { state: "warn", found: `${mib(total - free)} of ${mib(total)} swap in use`, why, fix } : { state: "ok", found: `${mib(total)} swap, none in use`, why, fix };
};
function parseStat(stat) {
  const close = stat.lastIndexOf(")");
  const open = stat.indexOf("(");
  if (open < 0 || close < open) return void 0;
  const [state = "", ppid = ""] = stat.slice(close + 1).trim().split(/\s+/);
  return { state, ppid: Number(ppid), name: stat.slice(open + 1, close) };
}
async function processState(files, pid) {
  const main = parseStat(await files.text(`/proc/${pid}/stat`) ?? "");
  if (main === void 0) return void 0;
  const threads = main.state === "R" ? [] : await Promise.all(
    (await files.list(`/proc/${pid}/task`)).map(
      async (tid) => parseStat(await files.text(`/proc/${pid}/task/${tid}/stat`) ?? "")
    )
  );
  return {
    pid,
    ppid: main.ppid,
    name: main.name,
    running: main.state === "R" || threads.some((t) => t?.state === "R")
  };
}
async function runningOthers(files, ownPid) {
  const pids = (await files.list("/proc")).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const processes = (await Promise.all(pids.map((pid) => processState(files, pid)))).filter((p) => p !== void 0);
  const parents = new Map(processes.map(({ pid, ppid }) => [pid, ppid]));
  const ours = /* @__PURE__ */ new Set();
  for (let pid = ownPid; pid !== void 0 && pid > 0 && !ours.has(pid); pid = parents.get(pid)) {
    ours.add(pid);
  }
  return processes.filter(({ pid, running }) => running && !ours.has(pid)).map(({ pid, name }) => ({ pid, name }));
}
var load = async (context) => {
  const { files, ownPid, online } = context;
  const why = "another process on the benchmark CPUs takes time slices, caches and memory bandwidth from it";
  const others = otherCpus(context);
  const loadavg = await files.text("/proc/loadavg");
  const oneMinute = Number(loadavg?.split(/\s+/)[0] ?? NaN);
  const running = await runningOthers(files, ownPid);
  const pids = running.map(({ pid }) => pid).join(" ");
  const fix = running.length > 0 && others.length > 0 ? `for pid in ${pids}; do sudo taskset -apc ${listOf(others)} $pid; done` : running.length > 0 ? `stop them (sudo kill ${pids}), or give --cpuset CPUs they do not use` : "run nothing else on the runner while it benchmarks (or keep it off the --cpuset CPUs)";
  if (!Number.isFinite(oneMinute)) return { state: "unknown", found: unknownHere("/proc/loadavg"), why, fix };
  const named = running.slice(0, 4).map(({ pid, name }) => `${name} (${pid})`);
  const found = `1-minute load average ${oneMinute.toFixed(2)} on ${online.length} CPUs` + (running.length > 0 ? `; running now besides us: ${named.join(", ")}${running.length > 4 ? ` and ${running.length - 4} more` : ""}` : "; nothing else running now");
  return { state: running.length > 0 || oneMinute >= 1 ? "warn" : "ok", found, why, fix };
};
var autogroup = async ({ files }) => {
  const why = 'with autogroup on, a busy CPU is shared between sessions before processes: nice does not protect a benchmark child from load in another session (docs/time-to-verdict.md, "Its own session")';
  const fix = "sudo sysctl -w kernel.sched_autogroup_enabled=0";
  const value = await files.text("/proc/sys/kernel/sched_autogroup_enabled");
  if (value === void 0) return { state: "unknown", found: unknownHere("sched_autogroup_enabled"), why, fix };
  return { state: value === "0" ? "ok" : "warn", found: `sched_autogroup_enabled ${value}`, why, fix };
};
var cgroup = async ({ files }) => {
  const why = "without a cgroup v2 cpu controller of its own, the runner cannot give benchmarks CPUs and a CPU weight to themselves: jobs and daemons beside them compete on equal terms (node-bench does not use one yet)";
  const [own, mountinfo] = await Promise.all([files.text("/proc/self/cgroup"), files.text("/proc/self/mountinfo")]);
  const hybridFix = "boot with cgroup v2 only: add systemd.unified_cgroup_hierarchy=1 to GRUB_CMDLINE_LINUX, sudo update-grub, reboot";
  const delegateFix = 'sudo systemctl edit <the runner service> and add "[Service]" "Delegate=yes", then restart the runner';
  if (own === void 0 || mountinfo === void 0) {
    return { state: "unknown", found: unknownHere("/proc/self/cgroup"), why, fix: delegateFix };
  }
  const dir = cgroupV2Dir(own, mountinfo);
  if (dir === void 0) return { state: "warn", found: "no cgroup v2 (cgroup v1 only)", why, fix: hybridFix };
  const controllers = await files.text(`${dir}/cgroup.controllers`);
  if (controllers === void 0) {
    return { state: "unknown", found: `unknown here (${dir}/cgroup.controllers not readable)`, why, fix: delegateFix };
  }
  const offered = new Set(controllers.split(/\s+/));
  if (!offered.has("cpu")) {
    const hybrid = /^\d+:[^:]*\bcpu\b/m.test(own);
    return {
      state: "warn",
      found: `${dir} offers no cpu controller${hybrid ? " (a hybrid: cpu is on cgroup v1)" : ""}`,
      why,
      fix: hybrid ? hybridFix : delegateFix
    };
  }
  if (!await files.writable(dir)) {
    return {
      state: "warn",
      found: `${dir} has the cpu controller but is not delegated to this user`,
      why,
      fix: delegateFix
    };
  }
  return { state: "ok", found: `${dir} has the cpu controller, delegated to this user`, why, fix: delegateFix };
};
var bubblewrap = async ({ sandboxProblem }) => {
  const why = "not noise but safety: without a working bubblewrap the execute job refuses pull-request code (docs/security.md)";
  const fix = "sudo apt-get install bubblewrap (and allow unprivileged user namespaces)";
  const problem = await sandboxProblem();
  return problem === null ? { state: "ok", found: "bwrap works here", why, fix } : { state: "warn", found: problem, why, fix };
};
var CHECKS = {
  governor,
  turbo,
  smt,
  thp,
  aslr,
  "numa-balancing": numaBalancing,
  irqs,
  swap,
  load,
  autogroup,
  cgroup,
  bubblewrap
};

// src/runner-check/host-files.ts
import { access, constants, readdir, readFile } from "node:fs/promises";
import path from "node:path";
var HostFiles = class {
  constructor(root) {
    this.root = root;
  }
  /** `file` as the machine names it (`/proc/loadavg`) -> where it is read from. */
  at(file) {
    return path.join(this.root, file);
  }
  /** The file's text, trimmed; undefined when it does not exist or cannot be read. */
  async text(file) {
    try {
      return (await readFile(this.at(file), "utf8")).trim();
    } catch {
      return void 0;
    }
  }
  /** The names in a directory; empty when it does not exist. */
  async list(dir) {
    try {
      return await readdir(this.at(dir));
    } catch {
      return [];
    }
  }
  async writable(file) {
    return access(this.at(file), constants.W_OK).then(
      () => true,
      () => false
    );
  }
};

// src/runner-check/check.ts
async function checkRunner(sources) {
  const files = new HostFiles(sources.root);
  const onlineList = await files.text("/sys/devices/system/cpu/online");
  const online = onlineList === void 0 ? [] : cpusOf(onlineList);
  if (online.length === 0 && await files.text("/proc/loadavg") === void 0) {
    throw new UserError(
      `no ${files.at("/sys/devices/system/cpu/online")} and no ${files.at("/proc/loadavg")}: the runner check reads Linux's /sys and /proc, and this machine has neither`
    );
  }
  const context = {
    files,
    online,
    cpus: sources.cpuset === void 0 ? online : cpusOf(sources.cpuset),
    cpuset: sources.cpuset,
    ownPid: sources.ownPid,
    sandboxProblem: sources.sandboxProblem
  };
  const findings = [];
  for (const check of CHECK_IDS) findings.push({ check, ...await CHECKS[check](context) });
  return { cpuset: sources.cpuset ?? null, findings };
}

// src/runner-check/machine.ts
async function checkThisRunner(cpuset, env, chosen) {
  return checkRunner({
    root: "/",
    cpuset,
    ownPid: process.pid,
    sandboxProblem: async () => chosen === "bwrap" ? null : (await workingSandbox({ env, uid: process.getuid?.() ?? -1, hide: [] })).problem
  });
}
async function runnerCheckForFingerprint(cpuset, env, sandbox) {
  try {
    return fingerprintFindings(await checkThisRunner(cpuset, env, sandbox));
  } catch {
    return void 0;
  }
}
async function runnerCheckAtStart(cpuset, deps) {
  let check;
  try {
    check = await deps.checkRunner(cpuset);
  } catch (error) {
    deps.log(`runner check: not run: ${error instanceof Error ? error.message : String(error)}`);
    return void 0;
  }
  for (const line of runnerCheckWarnings(check)) deps.log(line);
  return fingerprintFindings(check);
}

export {
  runnerCheckText,
  runnerCheckJson,
  checkThisRunner,
  runnerCheckForFingerprint,
  runnerCheckAtStart
};
