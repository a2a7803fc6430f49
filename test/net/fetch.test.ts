// Downloads behind a corporate proxy: a real HTTP proxy on 127.0.0.1 that
// forwards what it is asked for, and the real release resolver going through
// it to a fake nodejs.org/dist whose host name only the proxy knows.
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { resolveRelease } from '../../src/binaries/releases.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { fetchFor, proxySettings } from '../../src/net/fetch.ts';
import { startFakeDistServer, type FakeDistServer } from '../helpers/fake-dist-server.ts';
import { startFakeGitHub } from '../helpers/fake-github.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

interface FakeProxy {
  url: string;
  /** what it was asked for: `CONNECT host:port` tunnels and absolute-form request targets */
  seen: string[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy that sends everything for `host` to `target` (host:port on 127.0.0.1): CONNECT
 * tunnels (what undici and corporate proxies use, for http and https alike) and absolute-form requests.
 */
async function startProxy(host: string, target: string): Promise<FakeProxy> {
  const seen: string[] = [];
  const tunnels = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/');
    if (url.hostname !== host) {
      res.writeHead(502).end(`the proxy only knows ${host}`);
      return;
    }
    const [hostname, port] = target.split(':');
    const upstream = request(
      { hostname, port: Number(port), path: url.pathname + url.search, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    const [hostname] = (req.url ?? '').split(':');
    if (hostname !== host) {
      client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\nthe proxy only knows ${host}`);
      return;
    }
    const [targetHost, targetPort] = target.split(':');
    const upstream = connect(Number(targetPort), targetHost, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
      socket.on('error', () => socket.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('proxy settings from the host environment', () => {
  test('lower case wins over upper case, empty means unset, no variable means no proxy', () => {
    assert.equal(proxySettings({}), undefined);
    assert.equal(proxySettings({ HTTPS_PROXY: ' ' }), undefined);
    assert.deepEqual(proxySettings({ https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2', NO_PROXY: 'x' }), {
      httpProxy: undefined,
      httpsProxy: 'http://a:1',
      noProxy: 'x',
    });
  });

  test('a proxy that is not an http(s) URL is named', () => {
    assert.throws(() => proxySettings({ HTTPS_PROXY: 'proxy:3128' }), /HTTPS_PROXY "proxy:3128" must be an http/);
    assert.throws(() => proxySettings({ HTTP_PROXY: 'not a url' }), /HTTP_PROXY "not a url" is not a URL/);
  });
});

describe('downloads through HTTP_PROXY', () => {
  let dist: FakeDistServer;
  let proxy: FakeProxy;
  const dirs: string[] = [];
  // a name no resolver knows: only the proxy can reach it
  const host = 'dist.proxied.invalid';

  before(async () => {
    dist = await startFakeDistServer([
      { version: '16.20.0', binary: await getReleaseBinary('16.20.0'), lts: 'Gallium' },
    ]);
    proxy = await startProxy(host, new URL(dist.distUrl).host);
  });
  after(async () => {
    await proxy.close();
    await dist.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('the release resolver reaches the mirror only through the proxy', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'node-bench-proxy-'));
    dirs.push(cacheDir);
    const mirror = `http://${host}${new URL(dist.distUrl).pathname}`;
    await assert.rejects(
      resolveRelease('16', {
        platform: 'linux-x64',
        env: {},
        binarySource: 'dist',
        mirror,
        cacheDir,
        timeoutMs: 5_000,
      }),
      /cannot reach http:\/\/dist\.proxied\.invalid/,
      'without the proxy the host cannot be reached',
    );
    const release = await resolveRelease('16', {
      platform: 'linux-x64',
      env: { HTTP_PROXY: proxy.url },
      binarySource: 'dist',
      mirror,
      cacheDir,
      timeoutMs: 10_000,
    });
    assert.equal(release.version, 'v16.20.0');
    assert.equal(release.source, 'dist');
    assert.ok(proxy.seen.length > 0, 'the proxy carried the downloads');
    assert.ok(
      proxy.seen.every((asked) => asked === `CONNECT ${host}:80` || asked.startsWith(`http://${host}/`)),
      `the proxy was asked only for the mirror: ${proxy.seen.join(', ')}`,
    );
  });

  test('NO_PROXY hosts are fetched directly', async () => {
    const before = proxy.seen.length;
    const direct = fetchFor({ HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' });
    const response = await direct(`${dist.distUrl}/index.json`);
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(await response.json()));
    assert.equal(proxy.seen.length, before, 'the proxy saw nothing');
    const proxied = fetchFor({ HTTP_PROXY: proxy.url, NO_PROXY: 'example.com' });
    await assert.rejects(
      proxied(`${dist.distUrl}/index.json`),
      'a host not in NO_PROXY goes to the proxy, which refuses it',
    );
    assert.match(proxy.seen.at(-1) ?? '', /^CONNECT 127\.0\.0\.1:/);
  });
});

describe('the GitHub client through HTTPS_PROXY/HTTP_PROXY', () => {
  test('reaches an API host only the proxy knows', async () => {
    const gh = await startFakeGitHub({ token: 'ghs_proxy' });
    const host = 'api.proxied.invalid';
    const proxy = await startProxy(host, new URL(gh.url).host);
    try {
      const baseUrl = `http://${host}${new URL(gh.url).pathname.replace(/\/$/, '')}`;
      const client = (env: Record<string, string>) =>
        createGitHubClient({
          fetch: fetchFor(env),
          token: 'ghs_proxy',
          baseUrl,
          retries: 0,
          requestTimeoutMs: 5000,
          log: { warn() {} },
        });
      await assert.rejects(client({}).rest.users.getAuthenticated(), 'no proxy, no way to the host');
      const { data } = await client({ HTTP_PROXY: proxy.url }).rest.users.getAuthenticated();
      assert.equal(typeof data.login, 'string');
      assert.ok(proxy.seen.includes(`CONNECT ${host}:80`), proxy.seen.join(', '));
    } finally {
      await proxy.close();
      await gh.close();
    }
  });
});
