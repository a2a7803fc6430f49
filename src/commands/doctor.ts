// node-bench doctor [--cpuset LIST]: what this runner does that adds noise to benchmarks, each finding with why
// and the one command that fixes it (src/runner-check/). Findings are advice: exit 0 unless the check cannot run.
import { parseArgs } from 'node:util';
import { cpuset as cpusetOption } from '../options/execution.ts';
import { cliFlags } from '../options/option.ts';
import { doctorFormat } from '../options/output.ts';
import { checkCpusExist } from '../run/index.ts';
import { checkThisRunner } from '../runner-check/machine.ts';
import { runnerCheckJson, runnerCheckText } from '../runner-check/render.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';

export const DOCTOR_USAGE = `Usage: node-bench doctor [--cpuset LIST] [--format text|json]

Checks what this runner does that adds noise to benchmarks: CPU frequency
governor, turbo/boost, SMT siblings, transparent huge pages, ASLR, NUMA
balancing, interrupts on the benchmark CPUs, swap, other load, kernel
autogroup, cgroup v2 delegation, bubblewrap. Each finding says what it is,
why it adds noise and the one command that fixes it; what this machine does
not expose (a VM or container has no cpufreq) is "unknown here". Reads only:
it changes nothing. Exit code 0 whatever it finds.

Options:
  --cpuset LIST       the CPUs the benchmarks will be pinned to (default: every online CPU)
  --format text|json  json: {"cpuset", "findings": [{check, state, found, why, fix}]}
  -h, --help          this text`;

export async function doctorCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...cliFlags(cpusetOption, doctorFormat),
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    write(io.stdout, DOCTOR_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`doctor takes no arguments; got ${JSON.stringify(positionals[0])}`);
  const format = doctorFormat.parse(values.format, 'cli');
  const cpuset = cpusetOption.parse(values.cpuset, 'cli');
  if (cpuset !== undefined) checkCpusExist(cpuset);
  const check = await checkThisRunner(cpuset, io.env);
  write(io.stdout, format === 'json' ? runnerCheckJson(check) : runnerCheckText(check));
  return EXIT.ok;
}
