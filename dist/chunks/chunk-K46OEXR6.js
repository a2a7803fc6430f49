import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  Option,
  checkPassEnv,
  duration,
  durationOrOff,
  findExecutable,
  flag,
  gibibytes,
  isAbsent,
  oneOf,
  orUnset,
  runSupervised,
  spelled
} from "./chunk-22E2UFT6.js";
import {
  RequestError,
  UserError
} from "./chunk-S77ZKJKL.js";

// src/util/platform.ts
import { open } from "node:fs/promises";
var PLATFORMS = [
  "linux-x64",
  "linux-arm64",
  "linux-ppc64le",
  "linux-s390x",
  "darwin-x64",
  "darwin-arm64"
];
function isPlatform(value) {
  return PLATFORMS.includes(value);
}
function runnerPlatform(system) {
  const id = `${system.platform}-${system.arch}`;
  if (isPlatform(id)) return id;
  throw new UserError(
    `this runner is ${id}: node-bench runs on ${PLATFORMS.join(", ")} (releases, builds and the sandbox assume one of them)`
  );
}
function isMacOs(platform) {
  return platform.startsWith("darwin-");
}
var ELF_MACHINES = {
  62: "linux-x64",
  183: "linux-arm64",
  21: "linux-ppc64le",
  22: "linux-s390x"
};
var CPU_ARCH_ABI64 = 16777216;
var MACHO_CPUS = {
  [CPU_ARCH_ABI64 | 7]: "darwin-x64",
  [CPU_ARCH_ABI64 | 12]: "darwin-arm64"
};
var MACHO_MAGIC_64 = 4277009103;
var FAT_MAGIC = 3405691582;
function headerPlatforms(header) {
  if (header.length >= 20 && header.readUInt32BE(0) === 2135247942) {
    const littleEndian = header[5] === 1;
    const machine = littleEndian ? header.readUInt16LE(18) : header.readUInt16BE(18);
    const platform = ELF_MACHINES[machine];
    return platform === void 0 ? { kind: "native", platforms: [], format: `ELF e_machine 0x${machine.toString(16)}` } : { kind: "native", platforms: [platform], format: "ELF" };
  }
  if (header.length >= 8 && header.readUInt32LE(0) === MACHO_MAGIC_64) {
    const cpu = header.readUInt32LE(4);
    const platform = MACHO_CPUS[cpu];
    return platform === void 0 ? { kind: "native", platforms: [], format: `Mach-O cputype 0x${cpu.toString(16)}` } : { kind: "native", platforms: [platform], format: "Mach-O" };
  }
  if (header.length >= 8 && header.readUInt32BE(0) === FAT_MAGIC) {
    const count = header.readUInt32BE(4);
    const platforms = [];
    for (let i = 0; i < count && 8 + i * 20 + 4 <= header.length; i++) {
      const platform = MACHO_CPUS[header.readUInt32BE(8 + i * 20)];
      if (platform !== void 0) platforms.push(platform);
    }
    return { kind: "native", platforms, format: "universal Mach-O" };
  }
  return { kind: "unknown" };
}
async function binaryPlatforms(file) {
  const handle = await open(file, "r");
  try {
    const header = Buffer.alloc(8 + 4 * 20);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    return headerPlatforms(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
async function foreignBinaryProblem(file, runner) {
  const found = await binaryPlatforms(file);
  if (found.kind === "unknown" || found.platforms.includes(runner)) return null;
  const what = found.platforms.length > 0 ? found.platforms.join(" + ") : `an unsupported platform (${found.format})`;
  return `${file} is a node binary for ${what}, but this runner is ${runner}: use a binary built for ${runner} (a release is downloaded for the runner's own platform)`;
}

// src/process/sandbox.ts
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import path2 from "node:path";

// src/process/cgroup.ts
import { access, constants, readFile } from "node:fs/promises";
import path from "node:path";
function cgroupV2Dir(procCgroup, mountinfo) {
  const own = /^0::(\/.*)$/m.exec(procCgroup)?.[1];
  const mount = mountinfo.split("\n").map((line) => line.split(" ")).find((fields) => fields[fields.indexOf("-") + 1] === "cgroup2")?.[4];
  if (own === void 0 || mount === void 0) return void 0;
  return own === "/" ? mount : path.join(mount, own);
}
function missingControllers(controllers) {
  const offered = new Set(controllers.trim().split(/\s+/));
  return ["memory", "pids"].filter((name) => !offered.has(name));
}
async function delegatedCgroup() {
  if (process.platform !== "linux") return { missing: "cgroups are Linux only" };
  const [procCgroup, mountinfo] = await Promise.all(
    ["/proc/self/cgroup", "/proc/self/mountinfo"].map((file) => readFile(file, "utf8").catch(() => ""))
  );
  const dir = cgroupV2Dir(procCgroup, mountinfo);
  if (dir === void 0) return { missing: "no cgroup v2 here (cgroup v1 only)" };
  const controllers = await readFile(path.join(dir, "cgroup.controllers"), "utf8").catch(() => void 0);
  if (controllers === void 0) return { missing: `no cgroup v2 directory of ours at ${dir}` };
  const missing = missingControllers(controllers);
  if (missing.length > 0) {
    return {
      missing: `the cgroup v2 directory ${dir} offers no ${missing.join(" or ")} controller (a hybrid or undelegated setup)`
    };
  }
  const writable = await access(dir, constants.W_OK).then(
    () => true,
    () => false
  );
  if (!writable) return { missing: `the cgroup v2 directory ${dir} is not delegated to this user` };
  return { dir };
}

// src/process/sandbox.ts
var SANDBOX_MODES = ["auto", "bwrap", "none"];
var SANDBOX_HOME = "/tmp/home";
var UNPRIVILEGED_ID = 65534;
var GiB = 1024 ** 3;
var BENCHMARK_LIMITS = { processes: 256, memoryBytes: 4 * GiB, tmpBytes: 1 * GiB };
var BUILD_LIMITS = { processes: 4096, memoryBytes: 8 * GiB, tmpBytes: 4 * GiB };
var NO_SANDBOX = { kind: "none", confine: () => Promise.resolve(void 0) };
var SYSTEM_PATHS = [
  "/usr",
  "/bin",
  "/sbin",
  "/lib",
  "/lib32",
  "/lib64",
  "/libx32",
  "/etc",
  "/sys/devices/system/cpu",
  "/sys/fs/cgroup"
];
var SYSTEM_SECRETS = [
  "/etc/shadow",
  "/etc/shadow-",
  "/etc/gshadow",
  "/etc/gshadow-",
  "/etc/sudoers",
  "/etc/sudoers.d",
  "/etc/ssh",
  "/etc/ssl/private",
  "/etc/security/opasswd"
];
function realExisting(paths) {
  const out = [];
  for (const p of paths) {
    const absolute = path2.resolve(p);
    if (!existsSync(absolute)) continue;
    try {
      out.push(realpathSync(absolute));
    } catch {
      out.push(absolute);
    }
  }
  return [...new Set(out)];
}
var depth = (p) => p === "/" ? 0 : p.split(path2.sep).length - 1;
var isInside = (p, dir) => p === dir || dir === "/" || p.startsWith(dir + path2.sep);
function systemArgs() {
  const args = [];
  for (const p of SYSTEM_PATHS) {
    const stat = lstatSync(p, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) args.push("--symlink", readlinkSync(p), p);
    else if (stat?.isDirectory()) args.push("--ro-bind", p, p);
  }
  for (const p of SYSTEM_SECRETS) {
    const stat = lstatSync(p, { throwIfNoEntry: false });
    if (stat?.isDirectory()) args.push("--tmpfs", p, "--remount-ro", p);
    else if (stat?.isFile()) args.push("--ro-bind", "/dev/null", p);
  }
  return args;
}
function chdirArgs(policy, cwd) {
  return policy.unprivileged === void 0 ? ["--chdir", cwd] : ["--chdir", "/"];
}
function fileSystemArgs(policy, paths) {
  const limits = paths.limits ?? policy.limits;
  const args = [
    "--unshare-pid",
    "--unshare-net",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    "--die-with-parent",
    // a new session: no TIOCSTI into a terminal we might have
    "--new-session"
  ];
  if (policy.unprivileged === void 0) args.push("--unshare-user", "--disable-userns", "--cap-drop", "ALL");
  args.push(...systemArgs(), "--proc", "/proc", "--dev", "/dev");
  args.push("--perms", "1777", "--size", String(limits.tmpBytes), "--tmpfs", "/tmp");
  const tools = [policy.prlimit, ...policy.unprivileged ? [policy.unprivileged.setpriv, policy.bwrap] : []];
  const readable = realExisting([...tools, ...paths.readable ?? []]);
  const writable = realExisting(paths.writable ?? []);
  const exposed = [...readable, ...writable];
  const hidden = realExisting(policy.hidden).filter((h) => h !== "/" && exposed.some((e) => isInside(h, e)));
  const rank = { "--tmpfs": 0, "--ro-bind": 1, "--bind": 2 };
  const mounts = [
    ...hidden.map((p) => ["--tmpfs", p]),
    ...readable.map((p) => ["--ro-bind", p]),
    ...writable.map((p) => ["--bind", p])
  ];
  mounts.sort((a, b) => depth(a[1]) - depth(b[1]) || rank[a[0]] - rank[b[0]] || a[1].localeCompare(b[1]));
  const bound = /* @__PURE__ */ new Set([...SYSTEM_PATHS, ...readable, ...writable]);
  const targets = [...bound, "/tmp", ...hidden];
  const isReal = (dir) => {
    const holder = targets.filter((m) => isInside(dir, m)).sort((x, y) => depth(y) - depth(x))[0];
    return holder !== void 0 && bound.has(holder);
  };
  const made = /* @__PURE__ */ new Set();
  const makeParents = (target) => {
    const parents = [];
    for (let dir = path2.dirname(target); dir !== "/"; dir = path2.dirname(dir)) parents.unshift(dir);
    for (const dir of parents) {
      if (made.has(dir) || targets.includes(dir) || isReal(dir)) continue;
      made.add(dir);
      args.push("--perms", "0755", "--dir", dir);
    }
  };
  for (const [flag2, p] of mounts) {
    makeParents(p);
    if (flag2 === "--tmpfs") args.push(flag2, p);
    else args.push(flag2, p, p);
  }
  for (const dir of hidden) args.push("--remount-ro", dir);
  if (policy.unprivileged === void 0) args.push("--dir", SANDBOX_HOME);
  return args;
}
function sandboxLauncher(policy, paths) {
  const limits = paths.limits ?? policy.limits;
  const prlimit = [policy.prlimit, `--nproc=${limits.processes}`, `--data=${limits.memoryBytes}`, "--core=0", "--"];
  const outer = fileSystemArgs(policy, paths);
  const user = policy.unprivileged;
  const inner = user === void 0 ? [] : [
    user.setpriv,
    `--reuid=${user.uid}`,
    `--regid=${user.gid}`,
    "--clear-groups",
    "--no-new-privs",
    "--bounding-set=-all",
    "--inh-caps=-all",
    "--",
    policy.bwrap,
    "--unshare-user",
    "--disable-userns",
    "--cap-drop",
    "ALL",
    "--die-with-parent",
    // the file system root built above, read-only parts kept read-only; HOME made by the user it belongs to
    "--dev-bind",
    // (a plain --bind is nodev: /dev/null would be refused)
    "/",
    "/",
    "--dir",
    SANDBOX_HOME
  ];
  return (command, args, cwd) => ({
    command: policy.bwrap,
    args: [
      ...outer,
      ...chdirArgs(policy, cwd),
      "--",
      ...user === void 0 ? [] : [...inner, "--chdir", cwd, "--"],
      ...prlimit,
      command,
      ...args
    ]
  });
}
function sandboxCommand(policy, paths, cwd, command, args) {
  return sandboxLauncher(policy, paths)(command, args, cwd);
}
var BwrapSandbox = class {
  constructor(policy, chown) {
    this.policy = policy;
    this.chown = chown;
  }
  kind = "bwrap";
  async confine(paths) {
    const user = this.policy.unprivileged;
    if (user !== void 0 && (paths.writable ?? []).length > 0) {
      await this.chown(realExisting(paths.writable ?? []), user.uid, user.gid);
    }
    return { wrap: sandboxLauncher(this.policy, paths) };
  }
};
async function probeSandbox(policy, env) {
  const { command, args } = sandboxCommand(policy, {}, "/", "true", []);
  const result = await runSupervised({
    command,
    args,
    cwd: "/",
    env: { PATH: env.PATH ?? "/usr/bin:/bin" },
    limit: { ms: 1e4, cause: "timeout" }
  });
  if (result.exitCode === 0) return null;
  if (result.spawnError) return result.spawnError.message;
  return result.stderrTail.trim().split("\n").at(-1) || `exit ${result.exitCode ?? result.signal}`;
}
function defaultHiddenPlaces(env) {
  const places = [];
  if (env.HOME) places.push(env.HOME);
  if (env.RUNNER_TEMP) places.push(env.RUNNER_TEMP);
  if (env.RUNNER_TOOL_CACHE) places.push(env.RUNNER_TOOL_CACHE);
  const workspace = env.RUNNER_WORKSPACE;
  if (workspace && path2.basename(path2.dirname(workspace)) === "_work")
    places.push(path2.dirname(path2.dirname(workspace)));
  return places;
}
async function workingSandbox(choice) {
  const tools = { bwrap: "bubblewrap", prlimit: "util-linux", setpriv: "util-linux", chown: "coreutils" };
  const found = {};
  const missing = [];
  for (const [tool, pkg] of Object.entries(tools)) {
    if (choice.uid !== 0 && (tool === "setpriv" || tool === "chown")) continue;
    const file = findExecutable(tool, choice.env.PATH);
    if (file === null) missing.push(`${tool} (${pkg})`);
    else found[tool] = file;
  }
  const policy = missing.length > 0 ? void 0 : {
    bwrap: found.bwrap,
    prlimit: found.prlimit,
    hidden: [...defaultHiddenPlaces(choice.env), ...choice.hide],
    limits: BENCHMARK_LIMITS,
    ...choice.uid === 0 ? { unprivileged: { uid: UNPRIVILEGED_ID, gid: UNPRIVILEGED_ID, setpriv: found.setpriv } } : {}
  };
  const problem = policy === void 0 ? `${missing.join(", ")} not installed or not on PATH` : await probeSandbox(policy, choice.env);
  return { policy, problem, found };
}
function macOsRefusal(platform) {
  return `sandbox: this runner is ${platform} and macOS has no sandbox for pull-request code (bubblewrap is Linux only): refusing to run it here. The safe modes on macOS run trusted code only: releases (--old/--new versions), a workflow_dispatch of refs of protected branches, and the nightly of main; benchmark pull requests on a Linux runner`;
}
function macOsSandbox(choice) {
  if (choice.untrustedCode) throw new UserError(macOsRefusal(choice.platform));
  if (choice.mode === "bwrap") {
    throw new UserError(
      `sandbox: bwrap is Linux only and this runner is ${choice.platform}: use sandbox auto or none (trusted code runs unsandboxed on macOS)`
    );
  }
  choice.log(
    `sandbox: none on ${choice.platform} (macOS has no bubblewrap): trusted code runs with this user's rights`
  );
  return NO_SANDBOX;
}
async function chooseSandbox(choice) {
  if (isMacOs(choice.platform)) return macOsSandbox(choice);
  if (choice.mode === "none") {
    if (choice.untrustedCode) {
      choice.log("sandbox: none — PR code runs with this user's rights (safe only on an ephemeral runner)");
    }
    return NO_SANDBOX;
  }
  const { policy, problem, found } = await workingSandbox(choice);
  if (problem !== null || policy === void 0) {
    if (choice.mode === "auto" && !choice.untrustedCode) {
      choice.log(`sandbox: not used (${problem}); install bubblewrap to confine builds and benchmarks`);
      return NO_SANDBOX;
    }
    throw new UserError(
      `sandbox: ${problem}. ` + (choice.untrustedCode ? "Refusing to run pull-request code without a sandbox: install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set `sandbox: none` if this runner is ephemeral." : "Install bubblewrap or use --sandbox none.")
    );
  }
  const chown = found.chown;
  const env = { PATH: choice.env.PATH ?? "/usr/bin:/bin" };
  choice.log(
    `sandbox: bwrap (${policy.bwrap}), ${policy.unprivileged ? `running as root: PR code runs as uid ${UNPRIVILEGED_ID}, ` : ""}no capabilities, only the run's own files visible`
  );
  const cgroup = await delegatedCgroup();
  choice.log(
    `sandbox: memory is bounded per process (${policy.limits.memoryBytes / GiB} GiB each), not per benchmark row: ` + ("dir" in cgroup ? `rows do not use the delegated cgroup v2 at ${cgroup.dir} yet` : cgroup.missing)
  );
  return new BwrapSandbox(policy, async (paths, uid, gid) => {
    const result = await runSupervised({
      command: chown,
      args: ["-R", `${uid}:${gid}`, "--", ...paths],
      cwd: "/",
      env,
      stdout: "capture",
      limit: { ms: 3e5, cause: "timeout" }
    });
    if (result.exitCode !== 0) {
      throw new UserError(
        `sandbox: could not hand ${paths.join(", ")} to uid ${uid}: ${result.spawnError?.message ?? result.stderrTail.trim()}`
      );
    }
  });
}

// src/options/execution.ts
import { randomInt } from "node:crypto";
var DEFAULT_BUILD_TIMEOUT_MS = 3 * 36e5;
var flagAndInput = (name) => ({ cli: name, input: name });
var sandbox = new Option({ names: flagAndInput("sandbox"), schema: oneOf(SANDBOX_MODES), default: "auto" });
var buildTimeout = new Option({
  names: flagAndInput("build-timeout"),
  schema: duration,
  default: DEFAULT_BUILD_TIMEOUT_MS
});
var timeout = new Option({ names: flagAndInput("timeout"), schema: orUnset(duration), default: void 0 });
var maxTime = new Option({ names: flagAndInput("max-time"), schema: orUnset(duration), default: void 0 });
var DEFAULT_CHILD_TIME_MS = 300;
var childTime = new Option({
  names: flagAndInput("child-time"),
  schema: durationOrOff,
  default: DEFAULT_CHILD_TIME_MS
});
function childTimeMsOf(value) {
  return value === "off" ? {} : { childTimeMs: value };
}
var minFreeGb = new Option({
  names: flagAndInput("min-free-gb"),
  schema: orUnset(gibibytes),
  default: void 0
});
var BINARY_SOURCES = ["auto", "dist", "npm"];
var binarySource = new Option({
  names: flagAndInput("binary-source"),
  schema: oneOf(BINARY_SOURCES, true),
  default: "auto"
});
var CORE_ENGINES = ["node-bench", "compare.js"];
var engine = new Option({
  names: { cli: "engine" },
  schema: oneOf(CORE_ENGINES),
  default: void 0
});
var suite = new Option({
  names: flagAndInput("suite"),
  schema: oneOf(["auto", "bundled", "core"]),
  default: "auto"
});
var passEnv = {
  names: flagAndInput("pass-env"),
  repeatable: true,
  default: [],
  parse(values, surface) {
    const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
    try {
      return checkPassEnv(names, spelled(passEnv.names, surface));
    } catch (error) {
      throw new RequestError(error.message);
    }
  }
};
function executionPolicy(text, surface) {
  return {
    sandbox: sandbox.parse(text.sandbox, surface),
    passEnv: passEnv.parse(text.passEnv, surface),
    buildTimeoutMs: buildTimeout.parse(text.buildTimeout, surface)
  };
}
var shard = {
  names: flagAndInput("shard"),
  parse(text, surface) {
    if (isAbsent(text, surface)) return void 0;
    return shardOf(text, spelled(shard.names, surface));
  }
};
function shardOf(text, name) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new RequestError(
      `${name} must look like i/n (for example 1/4: the first of four shards); got ${JSON.stringify(text)}`
    );
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) throw new RequestError(`${name} ${text}: the shard count must be at least 1`);
  if (index < 1 || index > count) {
    throw new RequestError(`${name} ${text}: the shard number must be from 1 to ${count} (shards are numbered from 1)`);
  }
  return { index, count };
}
var cpuset = {
  names: flagAndInput("cpuset"),
  parse(text, surface) {
    if (isAbsent(text, surface)) return void 0;
    return cpuListOf(text, spelled(cpuset.names, surface));
  }
};
function cpuListOf(text, name) {
  const value = text.replace(/\s+/g, "");
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(value)) {
    throw new RequestError(
      `${name} ${JSON.stringify(text)} is not a CPU list: use a CPU number (0), a range (0-3) or a comma-separated list of both (0,2-3)`
    );
  }
  for (const part of value.split(",")) {
    const [low, high] = part.split("-").map(Number);
    if (high !== void 0 && high < low) {
      throw new RequestError(`${name} ${JSON.stringify(text)}: range ${part} ends before it starts`);
    }
  }
  return value;
}
var MAX_SEED = 4294967295;
var seed = {
  names: { cli: "seed" },
  parse(text, surface) {
    if (isAbsent(text, surface)) return void 0;
    return seedOf(text, spelled(seed.names, surface));
  }
};
function seedOf(text, name) {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_SEED) {
    throw new RequestError(`${name} must be a whole number from 0 to ${MAX_SEED}; got ${JSON.stringify(text)}`);
  }
  return Number(trimmed);
}
function drawSeed() {
  return randomInt(0, MAX_SEED + 1);
}
var MAX_LANES = 4096;
var duet = new Option({ names: flagAndInput("duet"), schema: flag, default: false });
var lanes = {
  names: flagAndInput("lanes"),
  parse(text, withDuet, surface) {
    const name = spelled(lanes.names, surface);
    if (isAbsent(text, surface)) return withDuet ? { count: 2, cpusets: null, duet: true, surface } : void 0;
    const option = laneOptionOf(text.trim(), withDuet, surface);
    if (withDuet && option.count !== "auto" && option.count % 2 === 1) {
      throw new RequestError(
        `${spelled(duet.names, surface)} runs old and new side by side on pairs of lanes: ${name} ${text.trim()} gives ${option.count} lane${option.count === 1 ? "" : "s"}; give an even number`
      );
    }
    return option;
  }
};
function laneOptionOf(text, withDuet, surface) {
  const name = spelled(lanes.names, surface);
  if (text === "auto") return { count: "auto", cpusets: null, duet: withDuet, surface };
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count < 1 || count > MAX_LANES) {
      throw new RequestError(`${name} must be a number of lanes from 1 to ${MAX_LANES}; got ${JSON.stringify(text)}`);
    }
    return { count, cpusets: null, duet: withDuet, surface };
  }
  if (!text.includes("/")) {
    throw new RequestError(
      `${name} must be a number of lanes (2), auto (one a physical core) or each lane's CPUs separated by / (0-3/4-7); got ${JSON.stringify(text)}${/^[\d,-]+$/.test(text) ? ` (one lane on CPUs ${text} is ${spelled(cpuset.names, surface)} ${text})` : ""}`
    );
  }
  const cpusets = text.split("/").map((part, index) => {
    if (part.trim() === "") {
      throw new RequestError(`${name} ${text}: lane ${index + 1} has no CPUs (give each lane's CPUs between the /)`);
    }
    return cpuListOf(part, `${name} ${text}: lane ${index + 1}`);
  });
  return { count: cpusets.length, cpusets, duet: withDuet, surface };
}

export {
  PLATFORMS,
  runnerPlatform,
  foreignBinaryProblem,
  cgroupV2Dir,
  SANDBOX_HOME,
  BUILD_LIMITS,
  workingSandbox,
  chooseSandbox,
  sandbox,
  buildTimeout,
  timeout,
  maxTime,
  DEFAULT_CHILD_TIME_MS,
  childTime,
  childTimeMsOf,
  minFreeGb,
  binarySource,
  CORE_ENGINES,
  engine,
  suite,
  passEnv,
  executionPolicy,
  shard,
  cpuset,
  cpuListOf,
  MAX_SEED,
  seed,
  drawSeed,
  duet,
  lanes
};
