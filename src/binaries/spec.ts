// The node binary an --old/--new spec stands for (the spec's grammar is
// options/binary-spec.ts's): paths checked, releases downloaded or cached.
import { access, constants, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { BinarySpec } from '../options/binary-spec.ts';
import { BinaryUnusableError } from './errors.ts';
import { readNodeVersion } from './node-version.ts';
import { resolveNormalizedRelease, type ReleaseOptions } from './releases.ts';
import { foreignBinaryProblem, type Platform } from '../util/platform.ts';

export interface ResolveBinaryOptions extends ReleaseOptions {
  /** the option the spec came from, for messages (`--old`) */
  where?: string;
  /** longest `node --version` may take; default 15 s */
  versionTimeoutMs?: number;
}

export interface ResolvedBinary {
  /** absolute path of the node executable to run */
  path: string;
  /** what `<path> --version` printed, e.g. `v20.0.0` */
  version: string;
  /** `cache`: a release downloaded by an earlier run; `build`: built from a git ref */
  source: 'path' | 'dist' | 'npm' | 'cache' | 'build';
  spec: BinarySpec;
  /** the commit a `ref:` spec was built from */
  sha?: string;
}

/** Checks a path names an executable regular file of the runner's platform. */
async function checkPath(path: string, where: string, platform: Platform): Promise<void> {
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BinaryUnusableError(
      code === 'ENOENT'
        ? `${where} ${path}: no such file`
        : `${where} ${path}: cannot read it (${code ?? (error as Error).message})`,
    );
  }
  if (info.isDirectory()) {
    throw new BinaryUnusableError(
      `${where} ${path} is a directory; give the node executable itself (e.g. ${resolve(path, 'bin/node')} or ${resolve(path, 'out/Release/node')})`,
    );
  }
  if (!info.isFile()) throw new BinaryUnusableError(`${where} ${path} is not a regular file`);
  try {
    await access(path, constants.X_OK);
  } catch {
    throw new BinaryUnusableError(`${where} ${path} is not executable (chmod +x it?)`);
  }
  const foreign = await foreignBinaryProblem(path, platform);
  if (foreign !== null) throw new BinaryUnusableError(`${where} ${foreign}`);
}

/**
 * The node executable a spec stands for. Paths are checked and asked their
 * version; releases come from the cache or are downloaded (see
 * resolveRelease). Git refs are not handled here: they need --repo and the
 * builder, which resolve them before calling this for the built binary.
 */
export async function resolveBinary(spec: BinarySpec, options: ResolveBinaryOptions): Promise<ResolvedBinary> {
  const where = options.where ?? 'binary';
  const { path, source } = await locateBinary(spec, where, options);
  let version;
  try {
    version = await readNodeVersion(path, options.versionTimeoutMs);
  } catch (error) {
    // a release's messages name it already; a path's say which option gave it
    if (spec.kind === 'path' && error instanceof BinaryUnusableError) error.message = `${where}: ${error.message}`;
    throw error;
  }
  return { path, version, source, spec };
}

/** Where the executable a path or release spec stands for is, and how it came. */
async function locateBinary(
  spec: BinarySpec,
  where: string,
  options: ResolveBinaryOptions,
): Promise<{ path: string; source: ResolvedBinary['source'] }> {
  switch (spec.kind) {
    case 'path':
      await checkPath(spec.path, where, options.platform);
      return { path: spec.path, source: 'path' };
    case 'release':
      try {
        return await resolveNormalizedRelease(spec.version, options);
      } catch (error) {
        if (error instanceof Error && !error.message.startsWith(where)) {
          error.message = `${where} ${spec.version}: ${error.message}`;
        }
        throw error;
      }
    case 'ref':
      throw new BinaryUnusableError(
        `${where} ref:${spec.ref}: git refs need --repo and the builder (building node from a checkout); this binary resolver only handles paths and releases`,
      );
  }
}
