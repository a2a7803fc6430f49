// Getting an official Node.js release binary from one of its sources
// (release-sources.ts: the nodejs.org/dist tree or the npm registry), kept in
// the one binary store (store.ts) as releases/v<version>/node with its
// meta.json. Store writes are atomic: a release is downloaded and unpacked in
// a staging directory and renamed into place whole, so a reader never sees
// half a binary and two processes fetching the same version at once both end
// up with one intact copy.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { defaultCacheDir } from './cache-dir.ts';
import { BinaryError, CacheCorruptError, DownloadError, ReleaseNotFoundError } from './errors.ts';
import { readNodeVersion } from './node-version.ts';
import { distSource, npmSource, platformNames, type ReleaseContext, type ReleaseSource } from './release-sources.ts';
import { BinaryStore, type StoreRecord, type StoredEntry } from './store.ts';
import { normalizeReleaseVersion } from '../options/binary-spec.ts';
import { isExactVersion } from './versions.ts';
import { fetchFor, type FetchFn } from '../net/fetch.ts';
import type { HostEnv } from '../process/env.ts';
import type { BinarySource } from '../options/execution.ts';
import type { CommandWrapper } from '../process/supervisor.ts';
import { foreignBinaryProblem, type Platform } from '../util/platform.ts';

export const DEFAULT_MIRROR = 'https://nodejs.org/dist';
export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';

export interface ReleaseOptions {
  /** default `auto` */
  binarySource?: BinarySource;
  /** nodejs.org/dist-like base URL; default env NODE_BENCH_MIRROR, else https://nodejs.org/dist */
  mirror?: string;
  /** npm registry base URL; default env npm_config_registry / NPM_CONFIG_REGISTRY, else https://registry.npmjs.org */
  registry?: string;
  /** default defaultCacheDir(env) */
  cacheDir?: string;
  /** default fetchFor(env): the global fetch, or through HTTPS_PROXY/HTTP_PROXY when set */
  fetch?: FetchFn;
  /** longest wait for a metadata request, and longest stall inside a download; default 30 s */
  timeoutMs?: number;
  /** the environment the defaults are read from (NODE_BENCH_MIRROR, npm_config_registry, the cache dir) */
  env: HostEnv;
  /** the runner's platform (util/platform.ts), read once by the entry: the releases downloaded are built for it */
  platform: Platform;
  /**
   * how a binary of `platform` starts here for its version check: absent, natively (the runner's own platform); the
   * emulated tests hand in qemu-user for linux-arm64
   */
  launcher?: CommandWrapper;
  /** progress lines (downloading…, falling back…); default silent */
  log?: (line: string) => void;
  /** the caller's stop (Ctrl-C): a download in progress ends with DownloadInterruptedError */
  signal?: AbortSignal;
}

export interface ResolvedRelease {
  /** absolute path of the cached node executable */
  path: string;
  /** `v20.0.0` */
  version: string;
  /** `cache` when an earlier download was reused */
  source: 'dist' | 'npm' | 'cache';
  /** where the binary was downloaded from (now or, for `cache`, back then) */
  url: string;
}

/** What releases/v<version>/meta.json records beside the store's own record (binary name, size, sha256). */
export interface ReleaseFields {
  version: string;
  source: 'dist' | 'npm';
  url: string;
  platform: string;
  downloadedAt: string;
}

export type CacheMetadata = ReleaseFields & StoreRecord;

// ---------------------------------------------------------------------------
// Options

interface Context extends ReleaseContext {
  source: BinarySource;
  /** the cache dir's releases, one store for the lookup and the download */
  store: BinaryStore<ReleaseFields>;
  launcher: CommandWrapper | undefined;
}

function baseUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BinaryError(`${what} ${JSON.stringify(value)} is not a URL (expected http:// or https://)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BinaryError(`${what} ${JSON.stringify(value)} must be an http:// or https:// URL`);
  }
  return value.replace(/\/+$/, '');
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function makeContext(options: ReleaseOptions): Context {
  const env = options.env;
  const mirror =
    options.mirror !== undefined
      ? baseUrl(options.mirror, 'mirror')
      : nonEmpty(env.NODE_BENCH_MIRROR) !== undefined
        ? baseUrl(nonEmpty(env.NODE_BENCH_MIRROR)!, 'NODE_BENCH_MIRROR')
        : DEFAULT_MIRROR;
  const envRegistry = nonEmpty(env.npm_config_registry) ?? nonEmpty(env.NPM_CONFIG_REGISTRY);
  const registry =
    options.registry !== undefined
      ? baseUrl(options.registry, 'registry')
      : envRegistry !== undefined
        ? baseUrl(envRegistry, 'npm_config_registry')
        : DEFAULT_REGISTRY;
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(timeoutMs > 0)) throw new BinaryError(`timeoutMs must be a positive number, got ${timeoutMs}`);
  return {
    source: options.binarySource ?? 'auto',
    mirror,
    registry,
    store: releaseStore(options.cacheDir ?? defaultCacheDir(env)),
    fetch: options.fetch ?? fetchFor(env),
    timeoutMs,
    names: platformNames(options.platform),
    log: options.log ?? (() => {}),
    signal: options.signal,
    launcher: options.launcher,
  };
}

// ---------------------------------------------------------------------------
// The store

const SOURCES: Record<BinarySource, readonly ReleaseSource[]> = {
  dist: [distSource],
  npm: [npmSource],
  // dist first: it is the origin; npm when dist cannot be reached
  auto: [distSource, npmSource],
};

/**
 * A release's name in the store: v20.0.0 for linux-x64 (as before other platforms were supported, so those caches
 * stay valid), v20.0.0-linux-arm64 for the others: one cache dir may serve runners of several platforms.
 */
function releaseName(version: string, platform: unknown): string {
  return platform === 'linux-x64' || platform === undefined ? `v${version}` : `v${version}-${String(platform)}`;
}

function releaseStore(cacheDir: string): BinaryStore<ReleaseFields> {
  return new BinaryStore(join(cacheDir, 'releases'), join(cacheDir, 'tmp'), (raw, name) => {
    // entries written before the one store recorded `sha256` and no binary name
    if (raw.binarySha256 === undefined && typeof raw.sha256 === 'string') {
      raw.binarySha256 = raw.sha256;
      raw.binaryName = 'node';
    }
    if (releaseName(String(raw.version), raw.platform) !== name || (raw.source !== 'dist' && raw.source !== 'npm'))
      return 'has a meta.json for a different version or without a sha256';
    return raw as unknown as ReleaseFields;
  });
}

function corrupt(dir: string, what: string): CacheCorruptError {
  return new CacheCorruptError(
    `the cached release in ${dir} ${what}; it may have been modified or damaged. Delete ${dir} and run again to download it afresh`,
    dir,
  );
}

function cached(entry: StoredEntry<ReleaseFields>): ResolvedRelease {
  return { path: entry.binary, version: `v${entry.meta.version}`, source: 'cache', url: entry.meta.url };
}

/** The cached release of `version`, verified; undefined when not cached, an error when damaged. */
async function readCached(ctx: Context, version: string): Promise<ResolvedRelease | undefined> {
  const found = await ctx.store.lookup(releaseName(version, ctx.names.id));
  switch (found.kind) {
    case 'missing':
      return undefined;
    case 'hit':
      return cached(found.entry);
    case 'broken':
      throw corrupt(found.dir, found.why);
    case 'changed':
      throw corrupt(
        found.entry.dir,
        `holds a node binary whose sha256 ${found.actualSha256} is not the ${found.entry.meta.binarySha256} recorded when it was downloaded from ${found.entry.meta.url}`,
      );
  }
}

/** Downloads `version` from `source` into the store. */
async function install(ctx: Context, source: ReleaseSource, version: string): Promise<ResolvedRelease> {
  let url = '';
  const { entry, ours } = await ctx.store.put(releaseName(version, ctx.names.id), async (staging) => {
    // the archive and its unpacking are scratch inside the staging directory, gone before it is stored
    const work = join(staging, 'download');
    await mkdir(work);
    url = await source.fetchBinary(ctx, version, work, join(staging, 'node'));
    await rm(work, { recursive: true, force: true });
    // a package of the wrong platform (a mislabelled mirror) is named as such, not as a binary that will not start
    const foreign = await foreignBinaryProblem(join(staging, 'node'), ctx.names.id);
    if (foreign !== null) throw new BinaryError(`the binary downloaded from ${url}: ${foreign}`);
    const printed = await readNodeVersion(join(staging, 'node'), { launcher: ctx.launcher });
    if (printed !== `v${version}`) {
      throw new BinaryError(`the binary downloaded from ${url} says it is ${printed}, not v${version}`);
    }
    return {
      binaryName: 'node',
      meta: { version, source: source.name, url, platform: ctx.names.id, downloadedAt: new Date().toISOString() },
    };
  });
  // another process may have stored it first: then it is theirs, from the cache
  return ours ? { path: entry.binary, version: `v${version}`, source: source.name, url } : cached(entry);
}

async function fromSource(ctx: Context, source: ReleaseSource, wanted: string): Promise<ResolvedRelease> {
  const version = isExactVersion(wanted) ? wanted : await source.resolveVersion(ctx, wanted);
  return (await readCached(ctx, version)) ?? install(ctx, source, version);
}

/**
 * The node binary of a release, from the cache or downloaded into it.
 * `wanted` is a version as normalizeReleaseVersion accepts it (`20.0.0`,
 * `v20.0.0`, `20`, `lts`, `latest`…): the text front end of
 * resolveNormalizedRelease.
 */
export async function resolveRelease(wanted: string, options: ReleaseOptions): Promise<ResolvedRelease> {
  const normalized = normalizeReleaseVersion(wanted);
  if (normalized === undefined) {
    throw new BinaryError(
      `${JSON.stringify(wanted)} is not a Node.js release version (expected e.g. 20.0.0, v18.16.0, 20, lts or latest)`,
    );
  }
  return resolveNormalizedRelease(normalized, options);
}

/**
 * A release version already normalized (a BinarySpec's, read by the spec
 * grammar or the request's rule). An exact version already in the cache needs
 * no network at all. With several sources, the next is tried only when the
 * one before could not be reached.
 */
export async function resolveNormalizedRelease(normalized: string, options: ReleaseOptions): Promise<ResolvedRelease> {
  const ctx = makeContext(options);
  if (isExactVersion(normalized)) {
    const hit = await readCached(ctx, normalized);
    if (hit) return hit;
  }
  const [first, ...fallbacks] = SOURCES[ctx.source];
  let failure: DownloadError | undefined;
  for (const source of [first!, ...fallbacks]) {
    if (failure !== undefined) ctx.log(`${failure.message}; trying ${source.label} (${source.where(ctx)}) instead`);
    try {
      return await fromSource(ctx, source, normalized);
    } catch (error) {
      // Keep the error's class (IntegrityError stays one) but say what happened first; a source that
      // answered "no such version" leads, since that is the news (an unreachable host only says why no other said so).
      if (failure !== undefined && error instanceof ReleaseNotFoundError)
        error.message = `no Node.js release ${normalized} on ${source.label}: ${error.message} (the other source could not be asked: ${failure.message})`;
      else if (failure !== undefined && error instanceof BinaryError)
        error.message = `${failure.message}; then from ${source.label}: ${error.message}`;
      const last = source === fallbacks.at(-1) || fallbacks.length === 0;
      if (last || !(error instanceof DownloadError && error.unreachable)) throw error;
      failure = error;
    }
  }
  throw new Error('internal: no release source');
}
