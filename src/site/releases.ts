// The release chain's page (node-bench releases): the seed article's tables regenerated. Each step of the chain
// (16.20.0 → 18.16.0, 18.16.0 → 20.0.0, ...) is one comparison; per benchmark category a table of each
// configuration's change per step, starred as the PR comment stars it, and the chain's cumulative change first →
// last with its 95 % band, chained as the history site chains nights (series.ts). Pure: the caller reads the
// steps' result directories and writes the files (src/commands/releases-site.ts).
import type { SiteFile } from './build.ts';
import { CATEGORY_SEARCH, categoryPath, escapeHtml, leftOut, page } from './pages.ts';
import { categoryOf, percentOf, Z95 } from './series.ts';

/** One configuration in one step: the change the report shows, and its log ratio for the chain. */
export interface ChainRow {
  /** the change the PR comment shows, percent of the old rate (NaN: not measured) */
  change: number;
  /** the PR comment's stars ('' when not significant or decided by runs auto) */
  stars: string;
  /** slower, faster, same or unresolved: what the PR comment calls the row */
  outcome: 'regression' | 'improvement' | 'same' | 'unresolved' | 'untested';
  /** ln(new / old) of the geometric means; null: a side unmeasured */
  logRatio: number | null;
  /** its squared standard error; null when a side has fewer than two runs */
  variance: number | null;
}

export interface ChainStep {
  old: string;
  new: string;
  /** `${filename} ${configuration}` → the row; empty when the step failed */
  rows: ReadonlyMap<string, ChainRow>;
  /** one line: why the step has no rows (it failed, its directory cannot be read); null when measured */
  failed: string | null;
  /** the step stopped early (interrupted, --max-time): its rows are what was measured */
  partial: boolean;
  /** the runner and the runs, as one line; null when unknown */
  about: string | null;
  /** the step's result directory */
  source: string;
}

export interface ChainContext {
  /** where releases and compares link, e.g. https://github.com/nodejs/node */
  repoUrl: string;
  steps: readonly ChainStep[];
  generated: string;
  /** one line each: what was left out */
  problems: readonly string[];
}

/** The chain's change of a row first → last: the steps' ln ratios summed, their variances summed (independent runs). */
export interface Cumulative {
  /** percent */
  change: number;
  /** the 95 % band's half-width, percent */
  halfWidth: number;
  /** the band (on the log scale, where the steps add) leaves out 0: surely faster or slower over the chain */
  sure: boolean;
}

/** A row's chained change over every step, or why there is none. */
export function cumulativeOf(steps: readonly ChainStep[], name: string): Cumulative | string {
  let level = 0;
  let variance = 0;
  for (const step of steps) {
    const row = step.rows.get(name);
    if (step.failed !== null) return `the step ${step.old} → ${step.new} failed`;
    if (row === undefined || row.logRatio === null) return `not measured in ${step.old} → ${step.new}`;
    if (row.variance === null) return `no known uncertainty in ${step.old} → ${step.new}`;
    level += row.logRatio;
    variance += row.variance;
  }
  const halfWidth = Z95 * Math.sqrt(variance);
  return { change: percentOf(level), halfWidth: percentOf(halfWidth), sure: Math.abs(level) > halfWidth };
}

const percent = (value: number, signed = true) =>
  Number.isFinite(value) ? `${signed && value > 0 ? '+' : ''}${value.toFixed(2)} %` : 'NA';
const stepName = (step: ChainStep) => `${step.old} → ${step.new}`;
const tag = (version: string) => (/^\d+\.\d+\.\d+$/.test(version) ? `v${version}` : version);
const compareLink = (context: ChainContext, step: ChainStep) =>
  `${context.repoUrl}/compare/${tag(step.old)}...${tag(step.new)}`;
const chainNav = (up: string) => `<a href="${up}index.html">categories</a>`;

const CLASS: Record<ChainRow['outcome'], string> = {
  regression: 'slower',
  improvement: 'faster',
  same: 'same',
  unresolved: '',
  untested: '',
};

function stepCell(row: ChainRow | undefined): string {
  if (row === undefined) return '<td class="na">—</td>';
  const mark = row.stars !== '' ? ` ${row.stars}` : row.outcome === 'same' ? ' (same)' : '';
  return `<td class="${CLASS[row.outcome]}" data-outcome="${row.outcome}">${percent(row.change)}${escapeHtml(mark)}</td>`;
}

function cumulativeCell(steps: readonly ChainStep[], name: string): string {
  const chained = cumulativeOf(steps, name);
  if (typeof chained === 'string')
    return `<td class="na" title="${escapeHtml(chained)}">— (${escapeHtml(chained)})</td>`;
  const kind = !chained.sure ? '' : chained.change < 0 ? 'slower' : 'faster';
  return `<td class="chain ${kind}">${percent(chained.change)} ±${percent(chained.halfWidth, false)}</td>`;
}

/** Every row name the steps measured, by category. */
function rowsByCategory(steps: readonly ChainStep[]): Map<string, string[]> {
  const names = new Set<string>();
  for (const step of steps) for (const name of step.rows.keys()) names.add(name);
  const byCategory = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const list = byCategory.get(categoryOf(name)) ?? [];
    list.push(name);
    byCategory.set(categoryOf(name), list);
  }
  return byCategory;
}

const STYLE = `<style>.faster{color:#060}.same{color:#555}td.chain{font-weight:600}.na{color:#888}
table{font-size:14px}td:first-child{font-family:ui-monospace,monospace;word-break:break-all}.wide{overflow-x:auto}</style>`;

const SEARCH = `<script>
const box=document.getElementById('search');box.addEventListener('input',()=>{const q=box.value.trim().toLowerCase();
for(const tr of document.querySelectorAll('tr[data-name]')){tr.hidden=q!==''&&!tr.dataset.name.toLowerCase().includes(q);}});
</script>`;

function chainTitle(context: ChainContext): string {
  const releases = context.steps.length === 0 ? [] : [context.steps[0]!.old, ...context.steps.map((s) => s.new)];
  return `Node.js ${releases.join(' → ')}`;
}

/** A category's table: a row per configuration, a column per step, the chain's change last. */
export function chainCategoryPage(context: ChainContext, category: string, names: readonly string[]): string {
  const { steps } = context;
  const chainHead =
    steps.length > 1
      ? `<th>${escapeHtml(`${steps[0]!.old} → ${steps[steps.length - 1]!.new}`)} (chained, 95 %)</th>`
      : '';
  const head =
    `<tr><th>configuration</th>` +
    steps
      .map((s) => `<th><a href="${escapeHtml(compareLink(context, s))}">${escapeHtml(stepName(s))}</a></th>`)
      .join('') +
    `${chainHead}</tr>`;
  const body = names
    .map(
      (name) =>
        `<tr data-name="${escapeHtml(name)}"><td>${escapeHtml(name)}</td>${steps.map((s) => stepCell(s.rows.get(name))).join('')}` +
        `${steps.length > 1 ? cumulativeCell(steps, name) : ''}</tr>`,
    )
    .join('\n');
  const intro =
    `<p>${names.length} ${names.length === 1 ? 'configuration' : 'configurations'}. Each step's change is the new release's rate relative to the old's ` +
    '(positive: faster), starred as the PR comment stars it (* p &lt; 0.05, ** p &lt; 0.01, *** p &lt; 0.001, Holm-corrected); ' +
    'the chained change multiplies the steps\u2019 ratios, its 95 % band from their summed variances.</p>';
  return page(
    `${chainTitle(context)}: ${category}`,
    1,
    `${STYLE}${intro}<div class="wide"><table class="chain-table"><thead>${head}</thead><tbody>${body}</tbody></table></div>${SEARCH}`,
    true,
    chainNav,
  );
}

/** The index: the steps (each measured, partial or failed), the categories, what was left out. */
export function chainIndexPage(
  context: ChainContext,
  categories: readonly { name: string; path: string; rows: readonly string[] }[],
): string {
  const steps = context.steps
    .map((s) => {
      const state =
        s.failed !== null
          ? `<span class="slower">failed: ${escapeHtml(s.failed)}</span>`
          : `${s.rows.size} rows${s.partial ? ' (stopped early: partial)' : ''}${s.about ? `; ${escapeHtml(s.about)}` : ''}`;
      return `<li class="step" data-step="${escapeHtml(stepName(s))}"><a href="${escapeHtml(compareLink(context, s))}">${escapeHtml(stepName(s))}</a>: ${state}</li>`;
    })
    .join('');
  const items = categories
    .map(
      (c) =>
        `<li data-rows="${escapeHtml(c.rows.join('\n'))}"><a href="${escapeHtml(c.path)}">${escapeHtml(c.name)}</a> (${c.rows.length} rows)</li>`,
    )
    .join('\n');
  const problems = leftOut(context.problems);
  const script = CATEGORY_SEARCH;
  return page(
    chainTitle(context),
    0,
    `<p>Release against release: each step an interleaved comparison of two releases on one runner. Built ${escapeHtml(context.generated.slice(0, 10))}.</p>` +
      `<h2>Steps</h2><ul class="steps">${steps}</ul><h2>Categories</h2><ul class="categories">${items}</ul>${problems}${script}`,
    true,
    chainNav,
  );
}

/** The chain's site: index.html and a table page per category under c/. */
export function buildChainSite(context: ChainContext): SiteFile[] {
  const categories = [...rowsByCategory(context.steps)].map(([name, rows], i) => ({
    name,
    rows,
    path: categoryPath(name, i),
  }));
  return [
    { path: 'index.html', content: chainIndexPage(context, categories) },
    ...categories.map((c) => ({ path: c.path, content: chainCategoryPage(context, c.name, c.rows) })),
  ];
}
