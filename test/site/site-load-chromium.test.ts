// The history site of a synthetic year of all of core (./synthetic-year.ts: 5,040 rows × 365 nights) opened in
// headless Chromium: the largest category page (1,000 rows) within its load budget, and every kind of page
// readable at 900 px and on a phone. The load is measured as the renderer main thread's CPU time, which a busy
// machine does not stretch (wall time is logged, never asserted).
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, LOAD_CPU_BUDGET_SECONDS } from '../../src/site/build.ts';
import { readChartLibrary, writeSite } from '../../src/nightly/history-site.ts';
import {
  DESKTOP_900,
  launchChromium,
  PHONE,
  type Chromium,
  type ChromiumTab,
  type Viewport,
} from '../helpers/chromium.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';
import { rowNames, syntheticYear } from './synthetic-year.ts';

const drawnCount = "document.querySelectorAll('.chart[data-drawn]').length";

interface Layout {
  /** how far the page is wider than the screen (CSS px) */
  overflow: number;
  /** elements reaching past the screen's right edge */
  wide: string[];
  /** text shown under 12 CSS px */
  small: string[];
  /** drawn charts, and those whose SVG does not fit its container */
  charts: number;
  overflowingCharts: number;
  /** the navigation links and the search box: their boxes */
  controls: { name: string; width: number; height: number; left: number; right: number }[];
}

/** the page's layout as a reader meets it, read in the page */
const LAYOUT = `(() => {
  const width = document.documentElement.clientWidth;
  const shown = [...document.querySelectorAll('body *')].filter((e) => e.getClientRects().length > 0);
  const name = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className : '');
  const hasText = (e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
  const svgs = [...document.querySelectorAll('.chart[data-drawn] svg')];
  const outside = (inner, outer) => inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
  return {
    overflow: document.documentElement.scrollWidth - width,
    wide: shown.filter((e) => e.getBoundingClientRect().right > width + 0.5).map(name).slice(0, 5),
    small: shown.filter((e) => hasText(e) && parseFloat(getComputedStyle(e).fontSize) < 12)
      .map((e) => name(e) + ' ' + getComputedStyle(e).fontSize + ' ' + e.textContent.trim().slice(0, 30)).slice(0, 5),
    charts: svgs.length,
    overflowingCharts: svgs.filter((svg) => outside(svg.getBoundingClientRect(), svg.closest('.chart').getBoundingClientRect())).length,
    controls: [...document.querySelectorAll('header nav a, #search')].map((e) => {
      const box = e.getBoundingClientRect();
      return { name: e.id || e.textContent, width: box.width, height: box.height, left: box.left, right: box.right };
    }),
  };
})()`;

function assertReadable(layout: Layout, where: string, width: number, controls = 4): void {
  assert.equal(
    layout.overflow,
    0,
    `${where}: the page is ${layout.overflow} px wider than the screen: ${layout.wide.join(', ')}`,
  );
  assert.deepEqual(layout.wide, [], where);
  assert.deepEqual(layout.small, [], `${where}: text under 12 px`);
  assert.equal(layout.overflowingCharts, 0, `${where}: a chart wider than its container`);
  assert.equal(layout.controls.length, controls, `${where}: three links (and the search box)`);
  for (const control of layout.controls) {
    // WCAG 2.2's minimum target size is 24 × 24 CSS px; a search box narrower than 150 px is hard to type in
    assert.ok(
      control.height >= 24 && control.width >= (control.name === 'search' ? 150 : 24),
      `${where}: ${JSON.stringify(control)}`,
    );
    assert.ok(control.left >= 0 && control.right <= width, `${where}: ${control.name} off the screen`);
  }
}

/** waits until the page's first chart is drawn and then no further chart is drawn for a second */
async function settle(tab: ChromiumTab): Promise<number> {
  await tab.waitFor("performance.getEntriesByName('first-chart').length > 0");
  let drawn = -1;
  for (let now = await tab.evaluate<number>(drawnCount); now !== drawn;) {
    drawn = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    now = await tab.evaluate<number>(drawnCount);
  }
  return drawn;
}

describe('the history site of a synthetic year of all of core, in Chromium', () => {
  let dir: string;
  let site: string;
  let browser: Chromium;

  before(async () => {
    dir = await makeTempDir('history-site-load-');
    site = join(dir, 'site');
    const nights = syntheticYear(rowNames());
    const context = { repoUrl: 'https://github.com/nodejs/node', branch: 'main', nights, problems: [] };
    await writeSite(
      buildSite({ ...context, generated: nights[nights.length - 1]!.date }, await readChartLibrary()),
      site,
    );
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(`the largest category page shows its first charts within ${LOAD_CPU_BUDGET_SECONDS} s of main-thread CPU`, async () => {
    const tab = await browser.open(`file://${join(site, 'c', '0-buffers.html')}`, DESKTOP_900);
    const drawn = await settle(tab);
    const { ThreadTime: cpu } = await tab.metrics();
    const firstChart = await tab.evaluate<number>("performance.getEntriesByName('first-chart')[0].startTime");
    console.log(
      `1,000-row page: ${drawn} charts drawn, ${cpu!.toFixed(2)} s main-thread CPU, first chart at ${(firstChart / 1000).toFixed(1)} s wall`,
    );
    // only the charts near the screen are drawn at load: a page that drew its 1,000 would blow the budget
    assert.ok(drawn >= 1 && drawn <= 12, `${drawn} charts drawn at load`);
    assert.ok(cpu! <= LOAD_CPU_BUDGET_SECONDS, `${cpu} s of main-thread CPU`);
    // the rest are drawn as they scroll into view: the last row's too
    await tab.evaluate("document.getElementById('r999').scrollIntoView()");
    await tab.waitFor("document.querySelector('#r999 .chart[data-drawn]')");
    assert.ok((await tab.evaluate<number>(drawnCount)) < 40, 'scrolling to the end draws the end, not all between');
    await tab.close();
  });

  for (const [label, viewport] of [
    ['900 px', DESKTOP_900],
    ['a phone (390 × 844 at 3x)', PHONE],
  ] as [string, Viewport][]) {
    it(`readable at ${label}: a category page, the index and the regressions`, async () => {
      const category = await browser.open(`file://${join(site, 'c', '0-buffers.html')}`, viewport);
      await settle(category);
      const layout = await category.evaluate<Layout>(LAYOUT);
      assert.ok(layout.charts >= 2, `${layout.charts} charts drawn`);
      assertReadable(layout, `${label}, category page`, viewport.width);
      // the axis reads as nights: dates and commits, never a clock
      const ticks = await category.evaluate<string[]>(
        '[...document.querySelectorAll(\'#r0 g[aria-label^="X-axis"] .role-axis-label text\')].map((t) => t.textContent)',
      );
      assert.ok(ticks.length >= 2, JSON.stringify(ticks));
      assert.ok(
        ticks.slice(1).every((t) => /^2025-\d\d-\d\d[0-9a-f]{7}$/.test(t)),
        JSON.stringify(ticks),
      );
      if (viewport.mobile && process.env.HISTORY_PHONE_SCREENSHOT)
        await writeFile(process.env.HISTORY_PHONE_SCREENSHOT, await category.screenshot());
      // the search box finds one row among 1,000, and its chart is drawn
      await category.evaluate(
        "(() => { const box = document.getElementById('search'); box.value = 'size=999 '; box.dispatchEvent(new Event('input')); })()",
      );
      assert.equal(await category.evaluate<number>("document.querySelectorAll('section.row:not([hidden])').length"), 1);
      await category.waitFor("document.querySelector('#r999 .chart[data-drawn]')");
      assertReadable(await category.evaluate<Layout>(LAYOUT), `${label}, category page searched`, viewport.width);
      await category.close();

      const index = await browser.open(`file://${join(site, 'index.html')}`, viewport);
      assertReadable(await index.evaluate<Layout>(LAYOUT), `${label}, index`, viewport.width);
      const link = await index.evaluate<{ height: number; right: number }>(
        '(() => { const box = document.querySelector(\'a[href="c/0-buffers.html"]\').getBoundingClientRect(); return { height: box.height, right: box.right }; })()',
      );
      assert.ok(link.height >= 24 && link.right <= viewport.width, `the category link: ${JSON.stringify(link)}`);
      await index.evaluate(
        "(() => { const box = document.getElementById('search'); box.value = 'size=999'; box.dispatchEvent(new Event('input')); })()",
      );
      assert.deepEqual(
        await index.evaluate<string[]>(
          "[...document.querySelectorAll('ul.categories li:not([hidden]) a')].map((a) => a.textContent)",
        ),
        ['buffers'],
      );
      await index.close();

      const regressions = await browser.open(`file://${join(site, 'regressions.html')}`, viewport);
      assertReadable(await regressions.evaluate<Layout>(LAYOUT), `${label}, regressions`, viewport.width, 3);
      await regressions.close();
    });
  }
});
