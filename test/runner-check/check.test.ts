// The runner check against made-up /sys and /proc trees: each check fine, bad and not there (a VM, a container).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { resultSchema } from '../../src/artifact/result-schema.ts';
import { UserError } from '../../src/errors.ts';
import { describeFingerprint } from '../../src/report/comment.ts';
import { checkRunner, type Finding, type RunnerCheck } from '../../src/runner-check/check.ts';
import {
  fingerprintFindings,
  runnerCheckJson,
  runnerCheckText,
  runnerCheckWarnings,
} from '../../src/runner-check/render.ts';
import { CHECK_IDS, type CheckId } from '../../src/artifact/runner-findings.ts';
import { describeFindings } from '../../src/report/runner-line.ts';
import { scratchDir } from '../helpers/paths.ts';

const OWN_PID = 4242;
const PARENT_PID = 4000;

/** A root holding `files` (paths as the machine names them). */
function fakeRoot(files: Record<string, string>): string {
  const root = scratchDir('runner-check-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  return root;
}

/** /proc/<pid>/stat and its one thread's */
function proc(pid: number, name: string, state: string, ppid: number): Record<string, string> {
  const stat = `${pid} (${name}) ${state} ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 5 1 0 0 20 0 1 0`;
  return { [`/proc/${pid}/stat`]: stat, [`/proc/${pid}/task/${pid}/stat`]: stat };
}

const CGROUP_MOUNT = '30 26 0:27 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw';

const QUIET: Record<string, string> = {
  '/sys/devices/system/cpu/online': '0-3',
  ...Object.fromEntries(
    [0, 1, 2, 3].flatMap((cpu) => [
      [`/sys/devices/system/cpu/cpu${cpu}/cpufreq/scaling_governor`, 'performance'],
      [`/sys/devices/system/cpu/cpu${cpu}/topology/thread_siblings_list`, `${cpu}`],
    ]),
  ),
  '/sys/devices/system/cpu/intel_pstate/no_turbo': '1',
  '/sys/devices/system/cpu/smt/control': 'on',
  '/sys/kernel/mm/transparent_hugepage/enabled': 'always madvise [never]',
  '/proc/sys/kernel/randomize_va_space': '0',
  '/proc/sys/kernel/numa_balancing': '0',
  '/proc/interrupts': [
    '           CPU0       CPU1       CPU2       CPU3',
    '  24:        120          0          0          0  IO-APIC   5-edge      eth0',
    '  25:          0          0          0          0  IO-APIC   6-edge      unused',
    ' LOC:       9999       9999       9999       9999   Local timer interrupts',
  ].join('\n'),
  '/proc/irq/24/smp_affinity_list': '0',
  '/proc/irq/25/smp_affinity_list': '0-3',
  '/proc/meminfo': 'MemTotal:       16000000 kB\nSwapTotal:             0 kB\nSwapFree:              0 kB',
  '/proc/loadavg': '0.02 0.10 0.20 1/300 4242',
  ...proc(1, 'systemd', 'S', 0),
  ...proc(PARENT_PID, 'Runner.Worker', 'R', 1),
  ...proc(OWN_PID, 'node', 'R', PARENT_PID),
  '/proc/sys/kernel/sched_autogroup_enabled': '0',
  '/proc/self/cgroup': '0::/runner',
  '/proc/self/mountinfo': CGROUP_MOUNT,
  '/sys/fs/cgroup/runner/cgroup.controllers': 'cpuset cpu io memory pids',
};

const NOISY: Record<string, string> = {
  ...QUIET,
  '/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor': 'powersave',
  '/sys/devices/system/cpu/intel_pstate/no_turbo': '0',
  '/sys/devices/system/cpu/cpu0/topology/thread_siblings_list': '0,2',
  '/sys/devices/system/cpu/cpu2/topology/thread_siblings_list': '0,2',
  '/sys/kernel/mm/transparent_hugepage/enabled': '[always] madvise never',
  '/proc/sys/kernel/randomize_va_space': '2',
  '/proc/sys/kernel/numa_balancing': '1',
  '/sys/devices/system/node/node0/cpulist': '0-1',
  '/sys/devices/system/node/node1/cpulist': '2-3',
  '/proc/irq/24/smp_affinity_list': '1',
  '/proc/meminfo': 'SwapTotal:       2097148 kB\nSwapFree:        1048574 kB',
  '/proc/loadavg': '3.50 2.10 1.20 3/300 4242',
  ...proc(99, 'stress (ng)', 'S', 1),
  '/proc/99/task/100/stat': '100 (stress (ng)) R 1 99 99 0 -1 0 0 0 0 0 900 1 0 0 20 0 2 0',
  '/proc/sys/kernel/sched_autogroup_enabled': '1',
  '/sys/fs/cgroup/runner/cgroup.controllers': 'memory pids',
};

async function check(
  files: Record<string, string>,
  cpuset?: string,
  sandboxProblem: string | null = null,
): Promise<RunnerCheck> {
  return checkRunner({
    root: fakeRoot(files),
    cpuset,
    ownPid: OWN_PID,
    sandboxProblem: () => Promise.resolve(sandboxProblem),
  });
}

function finding(result: RunnerCheck, id: CheckId): Finding {
  const found = result.findings.find((f) => f.check === id);
  assert.ok(found, `no ${id} finding`);
  return found;
}

function states(result: RunnerCheck): Record<string, string> {
  return Object.fromEntries(result.findings.map((f) => [f.check, f.state]));
}

describe('the runner check on made-up trees', () => {
  it('a tuned runner: every check ok, in the order CHECK_IDS lists them', async () => {
    const result = await check(QUIET, '1-3');
    assert.deepEqual(
      result.findings.map((f) => f.check),
      [...CHECK_IDS],
    );
    assert.deepEqual(states(result), Object.fromEntries(CHECK_IDS.map((id) => [id, 'ok'])));
    // the interrupt on CPU 0 is outside the cpuset; our own process and its parent running is not other load
    assert.match(finding(result, 'irqs').found, /no device interrupt routed to CPU 1-3/);
    assert.match(finding(result, 'load').found, /nothing else running now/);
  });

  it('a noisy runner: every check warns, with what it found and the command that fixes it', async () => {
    const result = await check(NOISY, '0-1', 'bwrap: setting up uid map: Permission denied');
    assert.deepEqual(states(result), Object.fromEntries(CHECK_IDS.map((id) => [id, 'warn'])));
    assert.equal(finding(result, 'governor').found, 'powersave on CPU 0, performance on CPU 1');
    assert.match(
      finding(result, 'turbo').fix,
      /echo 1 \| sudo tee \/sys\/devices\/system\/cpu\/intel_pstate\/no_turbo/,
    );
    assert.equal(finding(result, 'smt').found, 'CPU 0 shares its core with CPU 2 outside the cpuset');
    assert.match(finding(result, 'thp').found, /always/);
    assert.equal(finding(result, 'aslr').fix, 'sudo sysctl -w kernel.randomize_va_space=0');
    assert.match(finding(result, 'numa-balancing').found, /on 2 NUMA nodes/);
    assert.match(finding(result, 'irqs').found, /^1 interrupt routed to CPU 0-1: eth0 \(irq 24\)$/);
    // the interrupts go to the CPUs outside the cpuset
    assert.match(finding(result, 'irqs').fix, /echo 2-3 \| sudo tee \$irq\/smp_affinity_list/);
    assert.equal(finding(result, 'swap').found, '1024 MiB of 2048 MiB swap in use');
    // a thread of another process running counts; ours do not
    assert.match(
      finding(result, 'load').found,
      /^1-minute load average 3\.50 on 4 CPUs; running now besides us: stress \(ng\) \(99\)$/,
    );
    assert.equal(finding(result, 'load').fix, 'for pid in 99; do sudo taskset -apc 2-3 $pid; done');
    assert.equal(finding(result, 'autogroup').fix, 'sudo sysctl -w kernel.sched_autogroup_enabled=0');
    assert.match(finding(result, 'cgroup').found, /\/sys\/fs\/cgroup\/runner offers no cpu controller$/);
    assert.equal(finding(result, 'bubblewrap').found, 'bwrap: setting up uid map: Permission denied');
  });

  it('a VM or container without the files: unknown here, not an error', async () => {
    const result = await check({ '/sys/devices/system/cpu/online': '0-1', '/proc/loadavg': '0.00 0.00 0.00 1/10 7' });
    const unknown = CHECK_IDS.filter((id) => id !== 'load' && id !== 'bubblewrap');
    assert.deepEqual(
      result.findings.filter((f) => f.state === 'unknown').map((f) => f.check),
      unknown,
    );
    for (const id of unknown) assert.match(finding(result, id).found, /^unknown here/);
    assert.equal(finding(result, 'load').state, 'ok');
  });

  it('other ways a kernel says it: cpufreq boost, one NUMA node, SMT siblings inside the cpuset, cgroup v1', async () => {
    const { '/sys/devices/system/cpu/intel_pstate/no_turbo': _, ...noPstate } = QUIET;
    const boostOn = await check({ ...noPstate, '/sys/devices/system/cpu/cpufreq/boost': '1' });
    assert.equal(finding(boostOn, 'turbo').state, 'warn');
    assert.match(finding(boostOn, 'turbo').fix, /echo 0 \| sudo tee \/sys\/devices\/system\/cpu\/cpufreq\/boost/);
    const boostOff = await check({ ...noPstate, '/sys/devices/system/cpu/cpufreq/boost': '0' });
    assert.equal(finding(boostOff, 'turbo').state, 'ok');

    const oneNode = await check({
      ...QUIET,
      '/proc/sys/kernel/numa_balancing': '1',
      '/sys/devices/system/node/node0/cpulist': '0-3',
    });
    assert.equal(finding(oneNode, 'numa-balancing').state, 'ok');

    const siblings = await check(NOISY, '0,2');
    assert.equal(finding(siblings, 'smt').found, 'CPU 0 and 2 share a core');

    const v1 = await check({
      ...QUIET,
      '/proc/self/cgroup': '4:memory:/runner\n1:cpu,cpuacct:/',
      '/proc/self/mountinfo': '22 26 0:21 / /sys rw,relatime - sysfs sysfs rw',
    });
    assert.equal(finding(v1, 'cgroup').state, 'warn');
    assert.match(finding(v1, 'cgroup').fix, /systemd\.unified_cgroup_hierarchy=1/);
  });

  it('no /sys and no /proc at all: the check cannot run, in one line', async () => {
    await assert.rejects(check({}), (error: Error) => {
      assert.ok(error instanceof UserError);
      assert.match(error.message, /the runner check reads Linux's \/sys and \/proc, and this machine has neither$/);
      return true;
    });
  });
});

describe('the runner check rendered', () => {
  it('text: one line a check with its state; why and fix under each warning', async () => {
    const text = runnerCheckText(await check(NOISY, '0-1', 'no bwrap'));
    for (const id of CHECK_IDS) assert.match(text, new RegExp(`^warn +${id} +\\S`, 'm'));
    assert.equal(text.match(/^ +why: /gm)?.length, CHECK_IDS.length);
    assert.equal(text.match(/^ +fix: /gm)?.length, CHECK_IDS.length);
    assert.match(text, /12 warnings, 0 unknown here, 0 ok/);
    const quiet = runnerCheckText(await check(QUIET, '1-3'));
    assert.doesNotMatch(quiet, /fix: /);
  });

  it('JSON: every finding with its why and fix', async () => {
    const parsed = JSON.parse(runnerCheckJson(await check(QUIET, '1'))) as RunnerCheck;
    assert.equal(parsed.cpuset, '1');
    assert.equal(parsed.findings.length, CHECK_IDS.length);
    for (const f of parsed.findings) assert.ok(f.why.length > 0 && f.fix.length > 0);
  });

  it("the Action's start-of-run lines: a warning with its fix per warning, one summary line", async () => {
    const lines = runnerCheckWarnings(
      await check({ ...QUIET, '/proc/sys/kernel/sched_autogroup_enabled': '1' }, '1-3'),
    );
    assert.deepEqual(lines, [
      'warning: runner check: autogroup: sched_autogroup_enabled 1; fix: sudo sysctl -w kernel.sched_autogroup_enabled=0',
      'runner check: 1 warning, 0 unknown here, 11 ok: advice, the benchmarks run either way (node-bench doctor explains each)',
    ]);
  });

  it("the report's fingerprint keeps each state and what was found; the Runner line names what was not ok", async () => {
    const findings = fingerprintFindings(await check(NOISY, '0-1', 'x'.repeat(1000)));
    assert.equal(findings.length, CHECK_IDS.length);
    assert.ok(findings.every((f) => f.found.length <= 300));
    const fingerprint = {
      cpuModel: 'Test CPU',
      cores: 4,
      cpuset: '0-1',
      kernel: 'Linux 6.1',
      governor: 'powersave',
      hostNode: 'v24.0.0',
      runnerName: null,
      runnerCheck: findings,
    };
    assert.equal(resultSchema.shape.fingerprint.safeParse(fingerprint).success, true);
    assert.match(describeFingerprint(fingerprint), / · runner check: warn governor, turbo, smt, thp, aslr, /);
    assert.equal(
      describeFindings([{ check: 'governor', state: 'unknown', found: 'unknown here' }]),
      'runner check: unknown governor',
    );
  });
});
