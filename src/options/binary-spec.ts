// --old / --new: what the user wrote for a side (the binary it stands for is
// binaries/spec.ts's to resolve), and the release version grammar inside it.
//
//   a path        ./out/Release/node, /usr/bin/node, ~/node, or any existing file
//   a release     20.0.0, v18.16.0, 20 (newest 20.x), 20.1, lts, lts/hydrogen, latest
//   a git ref     ref:main, ref:v20.0.0, ref:3f1bf26, ref:HEAD~1 (built from --repo)
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';

import { BinaryError } from '../errors.ts';

/** The text given for --old/--new is not a path, a release version or a ref. */
export class BinarySpecError extends BinaryError {
  override name = 'BinarySpecError';
  constructor(
    readonly option: string,
    readonly value: string,
    reason: string,
  ) {
    super(`${option} ${JSON.stringify(value)}: ${reason}`);
  }
}

/**
 * A release version as the user may write it, normalized: `20.0.0`
 * (a leading v dropped), `20` or `20.1` (newest matching release), `lts`
 * (newest LTS), `lts/<codename>` (newest of that LTS line, lowercased) or
 * `latest`. Returns undefined for anything else.
 */
export function normalizeReleaseVersion(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'latest' || t === 'current' || t === 'node') return 'latest';
  if (t === 'lts' || t === 'lts/*') return 'lts';
  const codename = /^lts\/([a-z]+)$/.exec(t);
  if (codename) return `lts/${codename[1]}`;
  const m = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?)?$/.exec(t);
  if (!m) return undefined;
  return [m[1], m[2], m[3]].filter((part) => part !== undefined).join('.');
}

export type BinarySpec =
  | { kind: 'path'; /** absolute */ path: string }
  | { kind: 'release'; /** normalized: `20.0.0`, `20`, `20.1`, `lts`, `lts/hydrogen` or `latest` */ version: string }
  | { kind: 'ref'; /** what followed `ref:` */ ref: string };

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
