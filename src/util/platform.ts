// The platform a runner is (`linux-x64`, `darwin-arm64`…), read once at the entry from the process.platform and
// process.arch it hands in, and the platform a node binary was built for, read from its header (ELF or Mach-O): a
// binary of another platform is refused in one line before anything tries to run it.
import { open } from 'node:fs/promises';

import { UserError } from '../errors.ts';

/** The platforms releases, builds and runs are supported on: nodejs.org's names, as in node-v20.0.0-linux-x64. */
export const PLATFORMS = [
  'linux-x64',
  'linux-arm64',
  'linux-ppc64le',
  'linux-s390x',
  'darwin-x64',
  'darwin-arm64',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What the entry hands in: process.platform and process.arch, never read deeper down. */
export interface HostSystem {
  platform: NodeJS.Platform | string;
  arch: string;
}

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** The runner's platform; an unsupported one refused in one line. */
export function runnerPlatform(system: HostSystem): Platform {
  const id = `${system.platform}-${system.arch}`;
  if (isPlatform(id)) return id;
  throw new UserError(
    `this runner is ${id}: node-bench runs on ${PLATFORMS.join(', ')} (releases, builds and the sandbox assume one of them)`,
  );
}

/** macOS has no sandbox for pull-request code (bubblewrap is Linux only). */
export function isMacOs(platform: Platform): boolean {
  return platform.startsWith('darwin-');
}

// ELF e_machine values (the System V ABI's registry) and Mach-O cputypes (<mach/machine.h>).
const ELF_MACHINES: Record<number, Platform> = {
  0x3e: 'linux-x64',
  0xb7: 'linux-arm64',
  0x15: 'linux-ppc64le',
  0x16: 'linux-s390x',
};
const CPU_ARCH_ABI64 = 0x0100_0000;
const MACHO_CPUS: Record<number, Platform> = {
  [CPU_ARCH_ABI64 | 7]: 'darwin-x64',
  [CPU_ARCH_ABI64 | 12]: 'darwin-arm64',
};
const MACHO_MAGIC_64 = 0xfeedfacf;
const FAT_MAGIC = 0xcafebabe;

/** What a header says a binary is built for. */
export type BinaryKind =
  | { kind: 'native'; platforms: Platform[]; format: string }
  /** not an executable format we read (a script, a wrapper): its platform cannot be told from its bytes */
  | { kind: 'unknown' };

/** The platform(s) the first bytes of an executable say it was built for. */
export function headerPlatforms(header: Buffer): BinaryKind {
  if (header.length >= 20 && header.readUInt32BE(0) === 0x7f454c46) {
    const littleEndian = header[5] === 1;
    const machine = littleEndian ? header.readUInt16LE(18) : header.readUInt16BE(18);
    const platform = ELF_MACHINES[machine];
    return platform === undefined
      ? { kind: 'native', platforms: [], format: `ELF e_machine 0x${machine.toString(16)}` }
      : { kind: 'native', platforms: [platform], format: 'ELF' };
  }
  if (header.length >= 8 && header.readUInt32LE(0) === MACHO_MAGIC_64) {
    const cpu = header.readUInt32LE(4);
    const platform = MACHO_CPUS[cpu];
    return platform === undefined
      ? { kind: 'native', platforms: [], format: `Mach-O cputype 0x${cpu.toString(16)}` }
      : { kind: 'native', platforms: [platform], format: 'Mach-O' };
  }
  if (header.length >= 8 && header.readUInt32BE(0) === FAT_MAGIC) {
    // a universal binary: nfat_arch entries of 20 bytes, big-endian, cputype first
    const count = header.readUInt32BE(4);
    const platforms: Platform[] = [];
    for (let i = 0; i < count && 8 + i * 20 + 4 <= header.length; i++) {
      const platform = MACHO_CPUS[header.readUInt32BE(8 + i * 20)];
      if (platform !== undefined) platforms.push(platform);
    }
    return { kind: 'native', platforms, format: 'universal Mach-O' };
  }
  return { kind: 'unknown' };
}

/** The platform(s) the executable `file` was built for, from its first bytes. */
export async function binaryPlatforms(file: string): Promise<BinaryKind> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(8 + 4 * 20);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    return headerPlatforms(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Why `file` cannot run on `runner`, in one line naming both platforms; null when it can (or when its bytes do
 * not say: a script, which the kernel hands to its interpreter).
 */
export async function foreignBinaryProblem(file: string, runner: Platform): Promise<string | null> {
  const found = await binaryPlatforms(file);
  if (found.kind === 'unknown' || found.platforms.includes(runner)) return null;
  const what = found.platforms.length > 0 ? found.platforms.join(' + ') : `an unsupported platform (${found.format})`;
  return `${file} is a node binary for ${what}, but this runner is ${runner}: use a binary built for ${runner} (a release is downloaded for the runner's own platform)`;
}
