import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  RunConfigError
} from "./chunk-43J52PCU.js";
import {
  findExecutable
} from "./chunk-22E2UFT6.js";

// src/run/cpuset.ts
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
function cpusOf(list) {
  return list.replace(/\s+/g, "").split(",").filter((part) => part !== "").flatMap((part) => {
    const [low, high = low] = part.split("-").map(Number);
    return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
  });
}
function onlineCpus(read = () => readFileSync("/sys/devices/system/cpu/online", "utf8")) {
  try {
    return cpusOf(read().trim());
  } catch {
    return cpus().map((_, index) => index);
  }
}
function checkCpusExist(cpuset, online = onlineCpus(), given = `--cpuset ${cpuset}`) {
  const have = new Set(online);
  const missing = cpusOf(cpuset).filter((cpu) => !have.has(cpu));
  if (missing.length === 0 || online.length === 0) return;
  throw new RunConfigError(
    `${given}: this machine has CPU${online.length === 1 ? "" : "s"} ${listOf(online)} only (no CPU${missing.length === 1 ? "" : "s"} ${listOf(missing)})`
  );
}
function listOf(cpus2) {
  const parts = [];
  for (let i = 0; i < cpus2.length; ) {
    let j = i;
    while (j + 1 < cpus2.length && cpus2[j + 1] === cpus2[j] + 1) j++;
    parts.push(i === j ? `${cpus2[i]}` : `${cpus2[i]}-${cpus2[j]}`);
    i = j + 1;
  }
  return parts.join(",");
}
async function resolveTaskset(cpuset, probe) {
  const taskset = findExecutable("taskset", probe.env.PATH);
  if (taskset === null) {
    throw new RunConfigError(
      `--cpuset ${cpuset} needs the taskset command, which is not on the PATH (it comes with util-linux; on Debian/Ubuntu: apt-get install util-linux), or drop --cpuset`
    );
  }
  const result = await probe.supervisor({
    command: taskset,
    args: ["-c", cpuset, probe.binary, "-e", ""],
    cwd: probe.cwd,
    env: probe.env,
    sandbox: probe.sandbox,
    limit: { ms: 3e4, cause: "timeout" }
  });
  if (result.spawnError || result.exitCode !== 0) {
    const why = result.spawnError ? result.spawnError.message : result.stderrTail.trim() || (result.killed ? `killed (${result.killed})` : `exit code ${result.exitCode ?? result.signal}`);
    throw new RunConfigError(`taskset -c ${cpuset} does not work on this machine: ${why}`);
  }
  return taskset;
}

export {
  cpusOf,
  onlineCpus,
  checkCpusExist,
  listOf,
  resolveTaskset
};
