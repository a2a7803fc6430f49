import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  GIT_OBJECT_ID,
  childEnv,
  findExecutable,
  runSupervised
} from "./chunk-ILDHKKTL.js";
import {
  BinaryError
} from "./chunk-S77ZKJKL.js";

// src/binaries/git.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdir, mkdtemp, readFile as readFile2, readdir, realpath, rm, stat as stat2, writeFile } from "node:fs/promises";
import { hostname as hostname2, tmpdir } from "node:os";
import { basename, dirname, join, resolve, sep } from "node:path";

// src/binaries/errors.ts
var BinaryUnusableError = class extends BinaryError {
  name = "BinaryUnusableError";
};
var ReleaseNotFoundError = class extends BinaryError {
  name = "ReleaseNotFoundError";
};
var DownloadInterruptedError = class extends BinaryError {
  name = "DownloadInterruptedError";
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
import { randomBytes } from "node:crypto";
import { link, open, readFile, rename, stat, unlink, utimes } from "node:fs/promises";
import { hostname } from "node:os";
var DEFAULT_LOCK_STALE_MS = 10 * 6e4;
function isProcessAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
var heldHere = /* @__PURE__ */ new Set();
async function readHolder(path) {
  try {
    const value = JSON.parse(await readFile(path, "utf8"));
    if (typeof value.pid !== "number" || typeof value.token !== "string" || typeof value.hostname !== "string")
      return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function sleep(ms, signal) {
  return new Promise((resolve3) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve3();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
function staleReason(holder, mtimeMs, staleMs) {
  if (holder !== void 0 && holder.hostname === hostname()) {
    if (holder.pid === process.pid && !heldHere.has(holder.token))
      return `left behind by this process (pid ${holder.pid})`;
    if (holder.pid !== process.pid && !isProcessAlive(holder.pid))
      return `its owner (pid ${holder.pid}) is no longer running`;
  }
  const age = Date.now() - mtimeMs;
  if (age > staleMs) return `not touched for ${Math.round(age / 1e3)} s (stale after ${Math.round(staleMs / 1e3)} s)`;
  return void 0;
}
async function breakLock(path, seen) {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  const got = await readHolder(aside);
  if (got !== void 0 && seen !== void 0 && got.token !== seen.token) {
    await link(aside, path).catch(() => void 0);
  }
  await unlink(aside).catch(() => void 0);
}
async function acquireLock(path, options = {}) {
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const pollMs = options.pollMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 6 * 36e5;
  const started = Date.now();
  let waited = false;
  for (; ; ) {
    if (options.signal?.aborted) throw new BuildError("aborted", `gave up waiting for lock ${path}: aborted`);
    const token = randomBytes(12).toString("hex");
    const holder = {
      pid: process.pid,
      hostname: hostname(),
      acquiredAt: Date.now(),
      token,
      purpose: options.purpose
    };
    let handle;
    try {
      handle = await open(path, "wx");
    } catch (error) {
      if (error.code !== "EEXIST") {
        throw new BuildError("bad-input", `cannot create lock file ${path}: ${error.message}`, {
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
      return holdLock(path, token, staleMs, waited);
    }
    const current = await readHolder(path);
    const info = await stat(path).catch(() => void 0);
    if (info === void 0) continue;
    const why = staleReason(current, info.mtimeMs, staleMs);
    if (why !== void 0) {
      options.onStale?.(current, why);
      await breakLock(path, current);
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
        `waited ${Math.round((Date.now() - started) / 1e3)} s for ${path}, still held by ${who}; if no build is running, delete the lock file`
      );
    }
    await sleep(pollMs, options.signal);
  }
}
function holdLock(path, token, staleMs, waited) {
  const beat = setInterval(
    () => {
      const now = /* @__PURE__ */ new Date();
      utimes(path, now, now).catch(() => void 0);
    },
    Math.max(50, Math.floor(staleMs / 4))
  );
  beat.unref();
  let released = false;
  return {
    path,
    token,
    waited,
    async release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      heldHere.delete(token);
      const holder = await readHolder(path);
      if (holder?.token === token) await unlink(path).catch(() => void 0);
    }
  };
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
      const cwdExists = await stat2(cwd).then(
        (s) => s.isDirectory(),
        () => false
      );
      if (!cwdExists) throw new BuildError("bad-input", `directory ${cwd} does not exist`, { cause: error });
      throw new BuildError("git-failed", "git is not installed or not on PATH (needed to build node from a ref)", {
        cause: error
      });
    }
    if (code === "EACCES" && findExecutable("git", run.host.PATH) !== null) {
      throw new BuildError(
        "bad-input",
        `${cwd}: permission denied (uid ${process.getuid?.() ?? "?"} may not enter it)`,
        {
          cause: error
        }
      );
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
function checkRefForGit(ref, what = "ref") {
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
var FULL_SHA = GIT_OBJECT_ID;
async function checkRepository(repo, run) {
  if (typeof repo !== "string" || repo.length === 0) {
    throw new BuildError("bad-input", `repo must be the path of a git repository, got ${JSON.stringify(repo)}`);
  }
  const dir = resolve(repo);
  const info = await stat2(dir).catch(() => void 0);
  if (info === void 0) throw new BuildError("bad-input", `no git repository at ${dir}: no such folder`);
  if (!info.isDirectory()) throw new BuildError("bad-input", `no git repository at ${dir}: it is a file, not a folder`);
  const result = await git(dir, ["rev-parse", "--git-dir"], run, { allowFailure: true });
  if (result.code !== 0) {
    if (/dubious ownership/.test(result.stderr))
      throw new BuildError(
        "bad-input",
        await ownershipProblem(dir, /repository at '([^']+)'/.exec(result.stderr)?.[1])
      );
    const why = result.stderr.trim().split("\n")[0] || describeExit(result);
    throw new BuildError("bad-input", `no git repository at ${dir} (git says: ${why})`);
  }
  return dir;
}
async function ownershipProblem(dir, refused = dir) {
  const me = process.getuid?.() ?? -1;
  const owned = await Promise.all(
    [refused, join(refused, ".git"), dir, join(dir, ".git")].map(async (path) => ({
      path,
      uid: (await stat2(path).catch(() => void 0))?.uid
    }))
  );
  const foreign = owned.find(({ uid }) => uid !== void 0 && uid !== me);
  const names = await userNames();
  const who = (uid) => `uid ${uid}${names.has(uid) ? ` (${names.get(uid)})` : ""}`;
  if (foreign === void 0) {
    return `git refuses ${refused} as of "dubious ownership", though it belongs to ${who(me)}, as node-bench runs: check the owners of ${refused} and its .git (ls -ld ${refused} ${join(refused, ".git")})`;
  }
  const owner = foreign.uid;
  return `${foreign.path} belongs to ${who(owner)}, but node-bench runs as ${who(me)}: git refuses a checkout another user owns, and node-bench runs git without your global config (a safe.directory there does not apply). Run node-bench as ${who(owner)}, or take the checkout over: chown -R ${me} ${dir}`;
}
async function userNames() {
  const text = await readFile2("/etc/passwd", "utf8").catch(() => "");
  const names = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const [name, , uid] = line.split(":");
    if (name && uid && /^\d+$/.test(uid) && !names.has(Number(uid))) names.set(Number(uid), name);
  }
  return names;
}
async function resolveCommit(repo, ref, run) {
  checkRefForGit(ref);
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
async function checkNodeSource(repo, ref, sha, run) {
  const has = async (file) => (await git(repo, ["cat-file", "-e", `${sha}:${file}`], run, { allowFailure: true })).code === 0;
  if (await has("configure")) return;
  throw new BuildError(
    "bad-input",
    `${repo} is not a Node.js checkout: ${ref} (${sha.slice(0, 12)}) has no ./configure, which the default build runs (./configure && make). Give --repo a clone of nodejs/node, or --build-command for another build`
  );
}
async function checkWorkDirPlacement(repo, workDir, run) {
  const top = await git(repo, ["rev-parse", "--show-toplevel"], run, { allowFailure: true });
  if (top.code !== 0 || top.stdout.trim() === "") return;
  const root = await realpath(top.stdout.trim()).catch(() => top.stdout.trim());
  const real = await realpath(workDir).catch(() => workDir);
  if (!isInside(real, root)) return;
  const ignored = await git(repo, ["check-ignore", "-q", "--", join(real, "build-x")], run, { allowFailure: true });
  if (ignored.code === 0) return;
  throw new BuildError(
    "bad-input",
    `workDir ${workDir} is inside the working tree of ${root} and not ignored by git: the build worktrees would show up in its git status. Use a directory outside the checkout, or add it to .gitignore.`
  );
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
async function readOwner(dir) {
  try {
    const owner = JSON.parse(await readFile2(`${dir}.owner.json`, "utf8"));
    if (typeof owner.pid !== "number" || typeof owner.hostname !== "string" || typeof owner.startedAt !== "number")
      return void 0;
    return owner;
  } catch {
    return void 0;
  }
}
function ownerIsAlive(owner) {
  if (owner === void 0) return false;
  if (owner.hostname !== hostname2()) return Date.now() - owner.startedAt < FOREIGN_OWNER_MAX_AGE_MS;
  return isProcessAlive(owner.pid);
}
async function realpathOr(path) {
  return realpath(path).catch(() => resolve(path));
}
async function exists(path) {
  return stat2(path).then(
    () => true,
    () => false
  );
}
async function removeWorktree(repo, dir, run) {
  const first = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (first.code === 0 && !await exists(dir)) return;
  await rm(dir, { recursive: true, force: true });
  const stillListed = (await listWorktrees(repo, run)).some((w) => samePath(w.path, dir));
  if (!stillListed) return;
  const second = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (second.code === 0) return;
  const commonDir = resolve(repo, (await git(repo, ["rev-parse", "--git-common-dir"], run)).stdout.trim());
  const adminRoot = join(commonDir, "worktrees");
  for (const name of await readdir(adminRoot).catch(() => [])) {
    const gitdir = await readFile2(join(adminRoot, name, "gitdir"), "utf8").catch(() => "");
    if (gitdir.trim() !== "" && samePath(dirname(gitdir.trim()), dir)) {
      await rm(join(adminRoot, name), { recursive: true, force: true });
    }
  }
}
function samePath(a, b) {
  return resolve(a) === resolve(b);
}
async function addOwnedWorktree(repo, workDir, name, sha, purpose, run) {
  if (!OWNED_NAME.test(name)) throw new Error(`internal: bad worktree name ${name}`);
  if (!FULL_SHA.test(sha)) throw new Error(`internal: addOwnedWorktree needs a full SHA, got ${sha}`);
  await mkdir(workDir, { recursive: true });
  const dir = join(await realpathOr(workDir), name);
  if (await exists(dir)) await removeWorktree(repo, dir, run);
  else if ((await listWorktrees(repo, run)).some((w) => samePath(w.path, dir))) await removeWorktree(repo, dir, run);
  const owner = { pid: process.pid, hostname: hostname2(), startedAt: Date.now(), purpose };
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
    const dir = join(root, basename(worktree.path));
    registered.add(dir);
    const gone = worktree.prunable !== void 0 || !await exists(dir);
    if (!gone && ownerIsAlive(await readOwner(dir))) continue;
    await removeOwnedWorktree(repo, dir, run);
    removed.push(dir);
  }
  for (const name of await readdir(root)) {
    const dir = join(root, name);
    if (!OWNED_NAME.test(name) || registered.has(dir)) continue;
    if (!await stat2(dir).then(
      (s) => s.isDirectory(),
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
    const dir = join(root, name.slice(0, -".owner.json".length));
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
  checkRefForGit(options.base, "base");
  checkRefForGit(options.head, "head");
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
  const fresh = options.workDir === void 0 ? await mkdtemp(join(tmpdir(), "node-bench-merge-")) : void 0;
  try {
    return await mergeInWorktree(repo, options, { base, head, mergeBase }, fresh ?? resolve(options.workDir), run);
  } finally {
    if (fresh !== void 0) await rm(fresh, { recursive: true, force: true });
  }
}
async function mergeInWorktree(repo, options, { base, head, mergeBase }, workDir, run) {
  await cleanupStaleWorktrees(repo, workDir, run);
  const name = `merge-${base.sha.slice(0, 12)}-${head.sha.slice(0, 12)}-${randomBytes2(4).toString("hex")}`;
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
function isInside(path, root) {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

// src/binaries/cache-dir.ts
import { homedir } from "node:os";
import { isAbsolute, join as join2, resolve as resolve2 } from "node:path";
function defaultCacheDir(env) {
  const own = env.NODE_BENCH_CACHE_DIR;
  if (own !== void 0 && own !== "") return resolve2(own);
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== void 0 && xdg !== "" && isAbsolute(xdg)) return join2(xdg, "node-bench");
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  return join2(home, ".cache", "node-bench");
}
function cacheDirFrom(given, base, env) {
  return given === void 0 || given === "" ? defaultCacheDir(env) : resolve2(base, given);
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

export {
  BinaryUnusableError,
  ReleaseNotFoundError,
  DownloadInterruptedError,
  DownloadError,
  IntegrityError,
  CacheCorruptError,
  BuildError,
  BuildFailedError,
  isProcessAlive,
  acquireLock,
  git,
  storesGitCredentials,
  checkRefForGit,
  checkRepository,
  resolveCommit,
  checkNodeSource,
  checkWorkDirPlacement,
  addOwnedWorktree,
  removeOwnedWorktree,
  cleanupStaleWorktrees,
  resolvePrRefs,
  isInside,
  defaultCacheDir,
  cacheDirFrom,
  processRunner
};
