// Where this package's own runtime files are: found from the package root
// (the directory of our package.json), whichever module asks. The code runs
// from src/ (tsx: tests, development), bundled into dist/ or as one of
// dist/chunks/ (a lazily loaded chunk), and installed anywhere (an npx cache
// under $HOME, a tarball under /tmp, an Action checkout under _work/_actions).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { UserError } from '../errors.ts';
import { githubRepositoryOf, toolSource, type ToolSource } from './tool-source.ts';

/** package.json's name: `node-bench` on the npm registry, as its command. */
export const PACKAGE_NAME = 'node-bench';

function isOurManifest(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** The directory of this package's package.json, above the module at `moduleUrl`. */
export function packageRoot(moduleUrl: string = import.meta.url): string {
  const from = fileURLToPath(moduleUrl);
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (isOurManifest(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new UserError(`cannot find the ${PACKAGE_NAME} package.json above ${from}: the package is incomplete`);
    }
  }
}

/**
 * A file the package ships: under dist/ when the asking module is bundled,
 * at its source path otherwise. Throws naming the file when it is missing.
 */
export function packageFile(shipped: { dist: string; source: string }, moduleUrl: string = import.meta.url): string {
  const root = packageRoot(moduleUrl);
  const bundled = fileURLToPath(moduleUrl).startsWith(path.join(root, 'dist') + path.sep);
  const file = path.join(root, bundled ? shipped.dist : shipped.source);
  if (!existsSync(file)) throw new UserError(`${file} not found: the package is incomplete`);
  return file;
}

/**
 * This package as the source of the tool a report's reproduce line fetches: package.json's "repository" at the tag
 * of its version (`v0.1.0`). The Action passes its own repository and ref instead (GITHUB_ACTION_REPOSITORY/_REF).
 */
export function packageToolSource(): ToolSource {
  const { file, manifest } = readManifest();
  const source = toolSource(
    githubRepositoryOf(manifest.repository),
    typeof manifest.version === 'string' ? `v${manifest.version}` : undefined,
  );
  if (source === undefined)
    throw new UserError(`${file} names no GitHub "repository" and "version": the package is incomplete`);
  return source;
}

/** package.json's "version" (`0.1.0`): the release whose tarball a reproduce line installs. */
export function packageVersion(): string {
  const { file, manifest } = readManifest();
  if (typeof manifest.version !== 'string' || !/^\d+\.\d+\.\d+$/.test(manifest.version))
    throw new UserError(`${file} has no "version" X.Y.Z: the package is incomplete`);
  return manifest.version;
}

function readManifest(): { file: string; manifest: { repository?: unknown; version?: unknown } } {
  const file = path.join(packageRoot(), 'package.json');
  return { file, manifest: JSON.parse(readFileSync(file, 'utf8')) as { repository?: unknown; version?: unknown } };
}
