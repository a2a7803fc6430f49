// The history site as files: index.html, regressions.html, regressions.atom, a page per category under c/, and
// assets/ (site.js and the chart library, copied in: the site works offline and from file://). Pure: the caller
// reads the inputs and writes the files (src/nightly/history-site.ts).
import { SITE_JS } from './client.ts';
import {
  categoryPage,
  categoryPath,
  indexPage,
  regressedNights,
  regressionsFeed,
  regressionsPage,
  type SiteContext,
} from './pages.ts';
import { buildSeries, type Series } from './series.ts';

export interface SiteFile {
  /** relative to the site's root, `/`-separated */
  path: string;
  content: string;
}

/**
 * The size budget, tested on a synthetic year of all of core (test/site/site-budget.test.ts): a category page
 * (its HTML and chart data) at most this many bytes for 1,000 rows × 365 nights, so the largest of core's
 * categories opens in a second or two; the chart library (Vega, ~0.5 MB) is one file every page shares.
 */
export const CATEGORY_PAGE_BUDGET_BYTES = 4 * 1024 * 1024;
/** and the whole site, chart library excluded, for 5,000 rows × 365 nights */
export const SITE_BUDGET_BYTES = 24 * 1024 * 1024;
/**
 * The load budget, tested in headless Chromium on the same synthetic year (test/site/site-load-chromium.test.ts):
 * the largest category page (1,000 rows, 3.5 MB) costs its renderer's main thread at most this many CPU seconds
 * from navigation until its first screen of charts is drawn (the HTML and its data parsed, Vega loaded, the few
 * charts near the screen drawn; the others wait until they are scrolled to). CPU time, not wall time: it is what
 * the page costs, and a loaded machine stretches wall time without changing it.
 */
export const LOAD_CPU_BUDGET_SECONDS = 2.5;

export function buildSite(context: SiteContext, chartLibrary: string): SiteFile[] {
  const series = buildSeries(context.nights);
  const byCategory = new Map<string, Series[]>();
  for (const s of series) {
    if (s.points.length === 0) continue;
    const list = byCategory.get(s.category) ?? [];
    list.push(s);
    byCategory.set(s.category, list);
  }
  const categories = [...byCategory.keys()].sort().map((name, i) => {
    const rows = byCategory.get(name)!;
    return {
      name,
      path: categoryPath(name, i),
      series: rows,
      rows: rows.map((s) => s.name),
      regressions: rows.filter((s) => s.points.some((p) => p.regressed)).length,
    };
  });
  const regressed = regressedNights(context.nights);
  return [
    { path: 'index.html', content: indexPage(context, categories) },
    { path: 'regressions.html', content: regressionsPage(context, regressed) },
    { path: 'regressions.atom', content: regressionsFeed(context, regressed) },
    ...categories.map((c) => ({ path: c.path, content: categoryPage(context, c.name, c.series) })),
    { path: 'assets/site.js', content: SITE_JS },
    { path: 'assets/vega.min.js', content: chartLibrary },
  ];
}
