// Whether this runner could bound a benchmark row's memory and processes as a
// whole: a cgroup v2 directory of ours, delegated to our user, offering the
// memory and pids controllers. The sandbox's limits hold per process
// (prlimit); until rows get a cgroup each, the sandbox says which of the two
// holds here, in one line.
import { access, constants, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The cgroup v2 directory we are in, from /proc/self/cgroup (`0::<path>`) and /proc/self/mountinfo. */
export function cgroupV2Dir(procCgroup: string, mountinfo: string): string | undefined {
  const own = /^0::(\/.*)$/m.exec(procCgroup)?.[1];
  // mountinfo: id parent dev root mountpoint options [optional...] - fstype source superoptions
  const mount = mountinfo
    .split('\n')
    .map((line) => line.split(' '))
    .find((fields) => fields[fields.indexOf('-') + 1] === 'cgroup2')?.[4];
  if (own === undefined || mount === undefined) return undefined;
  return own === '/' ? mount : path.join(mount, own);
}

/** The controllers named in a cgroup.controllers file that a row's limits need, missing ones listed. */
export function missingControllers(controllers: string): string[] {
  const offered = new Set(controllers.trim().split(/\s+/));
  return ['memory', 'pids'].filter((name) => !offered.has(name));
}

/**
 * A delegated cgroup v2 directory with memory and pids, or why there is none
 * (one line: cgroup v1 only, a hybrid whose v2 part has no controllers, a
 * directory this user may not write).
 */
export async function delegatedCgroup(): Promise<{ dir: string } | { missing: string }> {
  if (process.platform !== 'linux') return { missing: 'cgroups are Linux only' };
  const [procCgroup, mountinfo] = await Promise.all(
    ['/proc/self/cgroup', '/proc/self/mountinfo'].map((file) => readFile(file, 'utf8').catch(() => '')),
  );
  const dir = cgroupV2Dir(procCgroup!, mountinfo!);
  if (dir === undefined) return { missing: 'no cgroup v2 here (cgroup v1 only)' };
  const controllers = await readFile(path.join(dir, 'cgroup.controllers'), 'utf8').catch(() => undefined);
  if (controllers === undefined) return { missing: `no cgroup v2 directory of ours at ${dir}` };
  const missing = missingControllers(controllers);
  if (missing.length > 0) {
    return {
      missing: `the cgroup v2 directory ${dir} offers no ${missing.join(' or ')} controller (a hybrid or undelegated setup)`,
    };
  }
  const writable = await access(dir, constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable) return { missing: `the cgroup v2 directory ${dir} is not delegated to this user` };
  return { dir };
}
