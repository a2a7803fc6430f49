// Binary specs to executables: paths and releases through the release
// resolver, git refs through the builder (worktree + build + cache by SHA).
import { join } from 'node:path';
import type { BuildTrust } from '../binaries/builder-ccache.ts';
import type { ProcessRunner } from '../binaries/builder-process.ts';
import { buildRef } from '../binaries/builder.ts';
import type { Sandbox } from '../process/sandbox.ts';
import { readNodeVersion } from '../binaries/node-version.ts';
import type { BinarySpec } from '../options/binary-spec.ts';
import { resolveBinary, type ResolvedBinary } from '../binaries/spec.ts';
import type { HostEnv } from '../process/env.ts';
import type { BinarySource } from '../options/execution.ts';
import type { Platform } from '../util/platform.ts';

export interface BinaryOptions {
  binarySource?: BinarySource;
  /** where releases, builds and their worktrees live */
  cacheDir: string;
  mirror?: string;
  /** checkout that `ref:` specs are built from */
  repo?: string;
  buildCommand?: string;
  binaryPath?: string;
  minFreeBytes?: number;
  /** the host environment: mirror, registry and cache dir defaults */
  env: HostEnv;
  /** the runner's platform: releases are downloaded for it, a path of another is refused */
  platform: Platform;
  /** how `ref:` specs are built: git runner (carries the host env), sandbox, trust, time limit, passed variables */
  build: {
    run: ProcessRunner;
    sandbox: Sandbox;
    trust: BuildTrust;
    /** untrusted builds: whose ccache and cache entries they share (see UNTRUSTED_SCOPE) */
    untrustedScope?: string;
    timeoutMs: number;
    passEnv: readonly string[];
  };
  signal?: AbortSignal;
  log: (line: string) => void;
}

/** Where builds and their worktrees live: siblings under the cache dir. */
export function buildDirs(cacheDir: string): { workDir: string; cacheDir: string; ccacheDir: string } {
  return { workDir: join(cacheDir, 'work'), cacheDir: join(cacheDir, 'builds'), ccacheDir: join(cacheDir, 'ccache') };
}

export async function resolveSpec(spec: BinarySpec, where: string, options: BinaryOptions): Promise<ResolvedBinary> {
  const cacheDir = options.cacheDir;
  if (spec.kind !== 'ref') {
    return resolveBinary(spec, {
      where,
      binarySource: options.binarySource,
      cacheDir,
      mirror: options.mirror,
      env: options.env,
      platform: options.platform,
      log: options.log,
      signal: options.signal,
    });
  }
  if (options.repo === undefined) throw new Error(`${where} ref:${spec.ref} needs a repository`);
  const { run, ...build } = options.build;
  const built = await buildRef(
    {
      repo: options.repo,
      ref: spec.ref,
      ...buildDirs(cacheDir),
      buildCommand: options.buildCommand,
      binaryPath: options.binaryPath,
      minFreeBytes: options.minFreeBytes,
      ...build,
      signal: options.signal,
      log: options.log,
    },
    { run },
  );
  const version = await readNodeVersion(built.binary, { sandbox: options.build.sandbox });
  return { path: built.binary, version, source: 'build', spec, sha: built.sha };
}
