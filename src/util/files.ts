// File-system checks shared by the runners and the builder.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

export function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first executable `name` on a PATH string, or null. A name with a slash
 * is taken as a path. Relative PATH entries are skipped: what they find would
 * depend on the directory a child happens to run in.
 */
export function findExecutable(name: string, searchPath: string | undefined): string | null {
  if (name.includes('/')) return isExecutableFile(name) ? path.resolve(name) : null;
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (dir === '' || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}
