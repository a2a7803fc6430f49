// --old / --new: what the user wrote, and the node binary it stands for.
//
//   a path        ./out/Release/node, /usr/bin/node, ~/node, or any existing file
//   a release     20.0.0, v18.16.0, 20 (newest 20.x), 20.1, lts, lts/hydrogen, latest
//   a git ref     ref:main, ref:v20.0.0, ref:3f1bf26, ref:HEAD~1 (built from --repo)
import { existsSync } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';

import { BinarySpecError, BinaryUnusableError } from './errors.ts';
import { readNodeVersion } from './node-version.ts';
import { resolveNormalizedRelease, type ReleaseOptions } from './releases.ts';
import { normalizeReleaseVersion } from './versions.ts';

export type BinarySpec =
  | { kind: 'path'; /** absolute */ path: string }
  | { kind: 'release'; /** normalized: `20.0.0`, `20`, `20.1`, `lts`, `lts/hydrogen` or `latest` */ version: string }
  | { kind: 'ref'; /** what followed `ref:` */ ref: string };

export type BinarySpecKind = BinarySpec['kind'];

const EXPECTED =
  'expected a path to a node executable (./node, /usr/bin/node), a release version (20.0.0, v18.16.0, 20, lts, latest) or a git ref (ref:main, ref:<sha>)';

/**
 * Reads one --old/--new value. `where` names the option in errors
 * (`--old`); `cwd` is where relative paths start (default process.cwd()).
 *
 * A value containing `/` (or `\`), starting with `.` or `~`, is a path
 * (except `lts/<codename>` and `lts/*`). A
 * value that reads as a version is a release even if a file of that name
 * exists (write `./20` for the file). Any other existing file is a path.
 */
export function parseBinarySpec(text: string, where: string, cwd: string = process.cwd()): BinarySpec {
  const value = text.trim();
  if (value === '') throw new BinarySpecError(where, text, `empty value; ${EXPECTED}`);

  if (value.toLowerCase().startsWith('ref:')) {
    const ref = value.slice(4).trim();
    if (ref === '')
      throw new BinarySpecError(where, text, 'ref: needs a branch, tag or commit after it, e.g. ref:main');
    if (ref.startsWith('-')) throw new BinarySpecError(where, text, `a git ref cannot start with "-"`);
    // eslint-disable-next-line no-control-regex
    if (/[\s\x00-\x1f\x7f]/.test(ref))
      throw new BinarySpecError(where, text, 'a git ref cannot contain spaces or control characters');
    return { kind: 'ref', ref };
  }

  // `lts/hydrogen` and `lts/*` contain a slash but are releases (write ./lts/x for such a file).
  if (/^lts\/([a-z]+|\*)$/i.test(value)) return { kind: 'release', version: normalizeReleaseVersion(value)! };

  if (value === '~' || value.startsWith('~/')) {
    return { kind: 'path', path: resolve(homedir(), value.slice(2)) };
  }
  if (value.includes('/') || value.includes('\\') || value.startsWith('.')) {
    return { kind: 'path', path: resolve(cwd, value) };
  }

  const version = normalizeReleaseVersion(value);
  if (version !== undefined) return { kind: 'release', version };

  if (existsSync(resolve(cwd, value))) return { kind: 'path', path: resolve(cwd, value) };

  if (/^v?\d+(\.\d+)*[-+.]/i.test(value) || /^v?\d+\.\d+\.\d+\.\d/.test(value)) {
    throw new BinarySpecError(
      where,
      text,
      'not a release version: give a full release like 20.0.0, a major like 20, or a major.minor like 20.1',
    );
  }
  throw new BinarySpecError(
    where,
    text,
    `no such file, and not a release version or ref:<git ref>; ${EXPECTED}. For a node on your PATH give its full path, e.g. "$(command -v node)"`,
  );
}

/** The spec as the user could write it again: `./node` comes back absolute. */
export function formatBinarySpec(spec: BinarySpec): string {
  switch (spec.kind) {
    case 'path':
      return spec.path;
    case 'release':
      return spec.version;
    case 'ref':
      return `ref:${spec.ref}`;
  }
}

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

/** Checks a path names an executable regular file and asks it its version. */
async function resolvePath(path: string, where: string, timeoutMs?: number): Promise<string> {
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
  try {
    return await readNodeVersion(path, timeoutMs);
  } catch (error) {
    if (error instanceof BinaryUnusableError) error.message = `${where}: ${error.message}`;
    throw error;
  }
}

/**
 * The node executable a spec stands for. Paths are checked and asked their
 * version; releases come from the cache or are downloaded (see
 * resolveRelease). Git refs are not handled here: they need --repo and the
 * builder, which resolve them before calling this for the built binary.
 */
export async function resolveBinary(spec: BinarySpec, options: ResolveBinaryOptions): Promise<ResolvedBinary> {
  const where = options.where ?? 'binary';
  switch (spec.kind) {
    case 'path': {
      const version = await resolvePath(spec.path, where, options.versionTimeoutMs);
      return { path: spec.path, version, source: 'path', spec };
    }
    case 'release': {
      let release;
      try {
        release = await resolveNormalizedRelease(spec.version, options);
      } catch (error) {
        if (error instanceof Error && !error.message.startsWith(where)) {
          error.message = `${where} ${spec.version}: ${error.message}`;
        }
        throw error;
      }
      const version = await readNodeVersion(release.path, options.versionTimeoutMs);
      return { path: release.path, version, source: release.source, spec };
    }
    case 'ref':
      throw new BinaryUnusableError(
        `${where} ref:${spec.ref}: git refs need --repo and the builder (building node from a checkout); this binary resolver only handles paths and releases`,
      );
  }
}
