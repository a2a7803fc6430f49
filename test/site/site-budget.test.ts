// The history site's size budget on a synthetic year of all of core (./synthetic-year.ts): 5,000+ rows (one
// category of 1,000, as large as core's largest) × 365 nights.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSite, CATEGORY_PAGE_BUDGET_BYTES, SITE_BUDGET_BYTES } from '../../src/site/build.ts';
import { readChartLibrary } from '../../src/nightly/history-site.ts';
import { NIGHTS, rowNames, syntheticYear } from './synthetic-year.ts';

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
