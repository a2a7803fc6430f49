// A report's reproduce line as a reader runs it: npx of the release tarball by its URL, behind a redirect as GitHub
// serves release downloads, with a fresh npm cache and a registry that records every request and answers none. The
// tarball must be all npx fetches: dist/ bundles what node-bench runs, so nothing else is installed.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { releaseTarballName } from '../../src/report/reproduce.ts';
import { packRepository } from '../helpers/packed.ts';
import { repoRoot, scratchDir, testFixtures } from '../helpers/paths.ts';

const execFileAsync = promisify(execFile);
const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** An HTTP server on 127.0.0.1 answering `handle`, recording each request's method and path. */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

async function serve(handle: (path: string) => Answer) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const answer = handle(req.url ?? '/');
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('npx of the release tarball by URL', () => {
  let tarball: Buffer;
  let downloads: Awaited<ReturnType<typeof serve>>;
  let registry: Awaited<ReturnType<typeof serve>>;
  const name = releaseTarballName(version);
  const release = `/acme/node-bench-action/releases/download/v${version}/${name}`;

  before(
    async () => {
      const packed = packRepository(scratchDir('release-tarball-pack-'));
      assert.equal(packed.endsWith(`/${name}`), true, packed);
      tarball = readFileSync(packed);
      // github.com answers a release download with a redirect to its object store
      downloads = await serve((path): Answer =>
        path === release
          ? { status: 302, headers: { location: '/objects/asset-1' } }
          : path === '/objects/asset-1'
            ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: tarball }
            : { status: 404 },
      );
      registry = await serve(() => ({ status: 500 }));
    },
    { timeout: 300_000 },
  );
  after(async () => {
    await downloads?.close();
    await registry?.close();
  });

  it('installs the tarball and nothing else, and runs node-bench', { timeout: 300_000 }, async (t) => {
    const cwd = scratchDir('release-tarball-run-');
    const fixture = join(testFixtures, 'analyze', 'confidence.csv');
    const started = process.hrtime.bigint();
    const { stdout } = await execFileAsync(
      'npx',
      ['--yes', `--package=${downloads.url}${release}`, '--', 'node-bench', 'analyze', fixture],
      {
        cwd,
        env: {
          ...process.env,
          npm_config_cache: scratchDir('release-tarball-cache-'),
          npm_config_registry: `${registry.url}/`,
          npm_config_update_notifier: 'false',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
        },
        timeout: 300_000,
      },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    t.diagnostic(`cold npx of a ${(tarball.length / 1024).toFixed(0)} KiB tarball over loopback: ${seconds.toFixed(1)} s`);
    assert.equal(stdout, readFileSync(join(testFixtures, 'analyze', 'confidence.expected.txt'), 'utf8'));
    // npm reads the tarball more than once (its manifest, then the install): the tarball and nothing else
    assert.deepEqual([...new Set(downloads.seen)], [`GET ${release}`, 'GET /objects/asset-1']);
    t.diagnostic(`${downloads.seen.length} requests for the tarball and its redirect`);
    assert.deepEqual(registry.seen, [], 'the registry was never asked');
  });
});
