// Which processes are alive, as /proc sees them: tests of the supervisor and
// the sandbox check that nothing they started outlives them.
import { readdirSync, readFileSync } from 'node:fs';

/** Running, not a zombie waiting for a reaper (a container's init may never reap). */
export function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Live processes whose command line contains `marker`. */
export function processesWith(marker: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker) && isAlive(pid);
      } catch {
        return false; // gone meanwhile
      }
    });
}
