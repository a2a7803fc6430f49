// The history site's size budget on a synthetic year of all of core: 5,000+ rows (one category of 1,000, as
// large as core's largest) × 365 nights, every row measured every night, a tenth of the nights regressed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSite, CATEGORY_PAGE_BUDGET_BYTES, SITE_BUDGET_BYTES } from '../../src/site/build.ts';
import type { NightRow, SiteNight } from '../../src/site/series.ts';
import { readChartLibrary } from '../../src/nightly/history-site.ts';

const NIGHTS = 365;
const sha = (i: number) => (0x1000000 + i).toString(16).padStart(40, 'a');

/** 5,040 rows: one category of 1,000 and 56 of 72, names as long as core's */
function rowNames(): string[] {
  const names: string[] = [];
  for (let i = 0; i < 1000; i++) names.push(`buffers/buffer-compare-offset.js method="offset" size=${i} n=1000000`);
  for (let c = 0; c < 56; c++)
    for (let i = 0; i < 72; i++) names.push(`category${c}/some-benchmark-${i % 9}.js type="a" len=${i} n=100000`);
  return names;
}

function syntheticYear(names: readonly string[]): SiteNight[] {
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: NIGHTS }, (_, i) => {
    const rows = new Map<string, NightRow>();
    for (const name of names) {
      rows.set(name, {
        logRatio: (random() - 0.5) * 0.04,
        variance: 0.0001 * (0.5 + random()),
        regressed: i % 10 === 0 && random() < 0.01,
        ran: 'own',
      });
    }
    const date = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString();
    return {
      date,
      from: sha(i),
      to: sha(i + 1),
      commits: 20,
      rewritten: false,
      runner: 'x',
      rows,
      issue: 1000 + i,
      bisect: null,
      source: `n${i}`,
    };
  });
}

describe('history site size', () => {
  it(`a synthetic year of all of core: each category page within ${CATEGORY_PAGE_BUDGET_BYTES} bytes, the site within ${SITE_BUDGET_BYTES}`, async () => {
    const names = rowNames();
    assert.ok(names.length >= 5000);
    const nights = syntheticYear(names);
    const library = await readChartLibrary();
    const files = buildSite(
      {
        repoUrl: 'https://github.com/nodejs/node',
        branch: 'main',
        nights,
        generated: nights[NIGHTS - 1]!.date,
        problems: [],
      },
      library,
    );
    const size = (content: string) => Buffer.byteLength(content);
    const pages = files.filter((f) => f.path.startsWith('c/'));
    assert.equal(pages.length, 57);
    const largest = Math.max(...pages.map((f) => size(f.content)));
    const total = files.filter((f) => f.path !== 'assets/vega.min.js').reduce((sum, f) => sum + size(f.content), 0);
    console.log(
      `largest category page ${(largest / 1e6).toFixed(2)} MB, site ${(total / 1e6).toFixed(1)} MB + chart library ${(size(library) / 1e6).toFixed(2)} MB`,
    );
    assert.ok(largest <= CATEGORY_PAGE_BUDGET_BYTES, `largest category page ${largest} bytes`);
    assert.ok(total <= SITE_BUDGET_BYTES, `site ${total} bytes`);
    // every night of every row is on its page: 1,000 series of 365 points
    const buffers = pages.find((f) => f.path.endsWith('-buffers.html'))!.content;
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(buffers)![1]!) as {
      nights: unknown[];
      rows: { l: number[] }[][];
    };
    assert.equal(data.nights.length, NIGHTS);
    assert.equal(data.rows.length, 1000);
    assert.ok(data.rows.every((segments) => segments.length === 1 && segments[0]!.l.length === NIGHTS));
  });
});
