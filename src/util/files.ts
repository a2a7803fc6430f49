// File-system checks shared by the runners and the builder.
import { randomBytes } from 'node:crypto';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
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

/**
 * Replaces `file` with `text` atomically and durably: written to a new temp file in the same directory, flushed to
 * disk and renamed over it, so a reader (or the machine after a crash) sees the old file or the new one, never half
 * of one; the temp file is removed when anything fails. The rename is made durable too where the filesystem lets a
 * directory be opened.
 */
export async function replaceFile(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const dirHandle = await open(dir, 'r').catch(() => null);
  if (dirHandle)
    await dirHandle
      .sync()
      .catch(() => undefined)
      .finally(() => dirHandle.close());
}
