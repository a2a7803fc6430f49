import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  checkThisRunner,
  runnerCheckJson,
  runnerCheckText
} from "./chunk-OQS66D46.js";
import "./chunk-WEI2IXKL.js";
import {
  checkCpusExist,
  doctorFormat
} from "./chunk-G2IUYMHM.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import {
  cliFlags,
  cpuset
} from "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/doctor.ts
import { parseArgs } from "node:util";
var DOCTOR_USAGE = `Usage: node-bench doctor [--cpuset LIST] [--format text|json]

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
async function doctorCommand(argv, io) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...cliFlags(cpuset, doctorFormat),
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io.stdout, DOCTOR_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`doctor takes no arguments; got ${JSON.stringify(positionals[0])}`);
  const format = doctorFormat.parse(values.format, "cli");
  const cpuset2 = cpuset.parse(values.cpuset, "cli");
  if (cpuset2 !== void 0) checkCpusExist(cpuset2);
  const check = await checkThisRunner(cpuset2, io.env);
  write(io.stdout, format === "json" ? runnerCheckJson(check) : runnerCheckText(check));
  return EXIT.ok;
}
export {
  DOCTOR_USAGE,
  doctorCommand
};
