// The runner check reads the machine's /sys and /proc under a root it is given: `/` on the machine, a scratch
// directory holding a made-up tree in the tests. A file that is not there is `undefined` (containers and VMs
// lack cpufreq, /proc/irq, NUMA), never an error: the check says "unknown here".
import { access, constants, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export class HostFiles {
  constructor(readonly root: string) {}

  /** `file` as the machine names it (`/proc/loadavg`) -> where it is read from. */
  at(file: string): string {
    return path.join(this.root, file);
  }

  /** The file's text, trimmed; undefined when it does not exist or cannot be read. */
  async text(file: string): Promise<string | undefined> {
    try {
      return (await readFile(this.at(file), 'utf8')).trim();
    } catch {
      return undefined;
    }
  }

  /** The names in a directory; empty when it does not exist. */
  async list(dir: string): Promise<string[]> {
    try {
      return await readdir(this.at(dir));
    } catch {
      return [];
    }
  }

  async writable(file: string): Promise<boolean> {
    return access(this.at(file), constants.W_OK).then(
      () => true,
      () => false,
    );
  }
}
