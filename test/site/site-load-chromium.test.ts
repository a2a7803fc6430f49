// The history site of a synthetic year of all of core (./synthetic-year.ts: 5,040 rows × 365 nights) opened in
// headless Chromium: the largest category page (1,000 rows) within its load budget, and every kind of page
// readable at 900 px and on a phone. The load is measured as the renderer main thread's CPU time, which a busy
// machine does not stretch (wall time is logged, never asserted).
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, LOAD_CPU_BUDGET_SECONDS } from '../../src/site/build.ts';
import { readChartLibrary, writeSite } from '../../src/nightly/history-site.ts';
import { DESKTOP_900, launchChromium, type Chromium, type ChromiumTab } from '../helpers/chromium.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';
import { rowNames, syntheticYear } from './synthetic-year.ts';

const drawnCount = "document.querySelectorAll('.chart[data-drawn]').length";

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
});
