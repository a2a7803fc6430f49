// The history site's pages: an index (categories, a search box, the problems met), a page per category (one
// chart per row, drawn in the browser by Vega from the page's own data, and under each chart the row's regressed
// nights as plain links), the regressions newest first and an Atom feed of them. Every text from a result
// directory or the state is escaped here; nothing is fetched from elsewhere (the chart library is a file of the site).
import { BREAK_WORDS, percentOf, type BreakReason, type Series, type SiteNight } from './series.ts';

export interface SiteContext {
  /** e.g. `https://github.com/nodejs/node`: issues, commits and ranges link there */
  repoUrl: string;
  branch: string;
  nights: readonly SiteNight[];
  /** when the site was built (ISO): the feed's updated time when nothing regressed */
  generated: string;
  /** one line each: a state or result directory that could not be read, and was left out */
  problems: readonly string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values alike (also valid in XML, so the feed uses it too). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const short = (sha: string) => sha.slice(0, 10);
const day = (date: string) => date.slice(0, 10);
export const commitUrl = (context: SiteContext, sha: string) => `${context.repoUrl}/commit/${sha}`;
export const compareUrl = (context: SiteContext, night: SiteNight) =>
  `${context.repoUrl}/compare/${night.from}...${night.to}`;
/** The night's issue, or a search for its range (the issue's title names it) when the number is not known. */
export function issueUrl(context: SiteContext, night: SiteNight): string {
  if (night.issue !== null) return `${context.repoUrl}/issues/${night.issue}`;
  const query = `is:issue "${short(night.from).slice(0, 7)}..${short(night.to).slice(0, 7)}"`;
  return `${context.repoUrl}/issues?q=${encodeURIComponent(query)}`;
}
const issueText = (night: SiteNight) => (night.issue !== null ? `issue #${night.issue}` : 'its issue');

/** A category's file: plain characters only, so a name cannot reach outside the site. */
export function categoryPath(category: string, index: number): string {
  const slug = category.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80);
  return `c/${index}-${slug || 'category'}.html`;
}

// Readable at 900 px and on a phone (test/site/site-load-chromium.test.ts): no text under 12 px, links and the
// search box big enough to tap, nothing wider than the screen (the regressions table stacks its cells when narrow).
const CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 12px;color:#1b1b1b;overflow-wrap:anywhere}
header{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;border-bottom:1px solid #ddd;padding:8px 0}
header h1{font-size:18px;margin:0}header nav a{display:inline-block;padding:6px 0;margin-right:12px}
input[type=search]{font:inherit;font-size:16px;padding:6px 8px;flex:1 1 14em;min-width:0;max-width:28em}
.row{border-bottom:1px solid #eee;padding:6px 0}.row h3{font:600 14px/1.3 ui-monospace,monospace;margin:4px 0;word-break:break-all}
.chart{min-height:170px;width:100%}.marks,.breaks{font-size:13px;margin:2px 0;padding-left:18px}
.breaks{color:#8a5a00}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:4px;text-align:left;vertical-align:top}
code{word-break:break-all}.problems{color:#a00}ul.categories{columns:3 14em}ul.categories a{display:inline-block;padding:4px 0}.slower{color:#b00}
@media (max-width:600px){table,tbody,tr,td{display:block}thead{display:none}tr{border-bottom:1px solid #ddd;padding:6px 0}td{border:0;padding:2px 0}td ul{padding-left:18px;margin:2px 0}}`;

const historyNav = (up: string) =>
  `<a href="${up}index.html">categories</a><a href="${up}regressions.html">regressions</a><a href="${up}regressions.atom">feed</a>`;

/** A page of the site: its header (the navigation, a search box when searchable) and the body given. */
export function page(
  title: string,
  depth: 0 | 1,
  body: string,
  searchable: boolean,
  nav: (up: string) => string = historyNav,
): string {
  const up = depth === 1 ? '../' : '';
  const search = searchable
    ? `<input type="search" id="search" placeholder="search rows" aria-label="search rows">`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style>
${nav === historyNav ? `<link rel="alternate" type="application/atom+xml" title="regressions" href="${up}regressions.atom">\n` : ''}</head><body><header><h1>${escapeHtml(title)}</h1><nav>${nav(up)}</nav>${search}</header>
${body}
</body></html>
`;
}

/** The index: every category with its rows and regressions, a search over all row names, the problems met. */
/** The index's list of what a site left out (a corrupted night, a failed step), one line each. */
export function leftOut(problems: readonly string[]): string {
  return problems.length > 0
    ? `<h2>Left out</h2><ul class="problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
}

/** The index's search box: a category is shown while its name or one of its rows contains the query. */
export const CATEGORY_SEARCH = `<script>
const box=document.getElementById('search');box.addEventListener('input',()=>{const q=box.value.trim().toLowerCase();
for(const li of document.querySelectorAll('ul.categories li')){li.hidden=q!==''&&!(li.textContent.toLowerCase().includes(q)||li.dataset.rows.toLowerCase().includes(q));}});
</script>`;

export function indexPage(
  context: SiteContext,
  categories: readonly { name: string; path: string; rows: readonly string[]; regressions: number }[],
): string {
  const items = categories
    .map(
      (c) =>
        `<li data-rows="${escapeHtml(c.rows.join('\n'))}"><a href="${escapeHtml(c.path)}">${escapeHtml(c.name)}</a> ` +
        `(${c.rows.length} rows${c.regressions > 0 ? `, <span class="slower">${c.regressions} regressed</span>` : ''})</li>`,
    )
    .join('\n');
  const first = context.nights[0];
  const last = context.nights[context.nights.length - 1];
  const span =
    first && last
      ? `<p>${context.nights.length} nights of <code>${escapeHtml(context.branch)}</code> from ${day(first.date)} to ${day(last.date)}. ` +
        'Each chart chains the nights: a row\u2019s change relative to the commit its series starts at, with the 95 % band that chaining implies; a break in a series is shown, never joined over.</p>'
      : '<p>No nights yet.</p>';
  const problems = leftOut(context.problems);
  const script = CATEGORY_SEARCH;
  return page(
    `${context.branch}: performance history`,
    0,
    `${span}<h2>Categories</h2><ul class="categories">${items}</ul>${problems}${script}`,
    true,
  );
}

/** The data a category page's charts are drawn from: levels and half-widths in 1/1000 of ln units (0.1 %). */
function chartData(context: SiteContext, series: readonly Series[]) {
  const seen = new Uint8Array(context.nights.length);
  for (const s of series) for (const point of s.points) seen[point.night] = 1;
  const used = [...seen.keys()].filter((i) => seen[i] === 1);
  const at = new Map(used.map((night, i) => [night, i]));
  // a night's from only where it is not the night before's to (the first night, a gap): the chart's baseline commits
  const nights = used.map((i, k) => {
    const night = context.nights[i]!;
    const row = [night.date, night.to, regressionLink(context, night)];
    return k > 0 && context.nights[used[k - 1]!]!.to === night.from ? row : [...row, night.from];
  });
  const rows = series.map((s) => {
    const segments: { s: number; b: string; l: number[]; h: number[]; r: number[] }[] = [];
    for (const point of s.points) {
      if (point.breakReason !== undefined || segments.length === 0) {
        segments.push({ s: at.get(point.night)!, b: point.breakReason ?? 'start', l: [], h: [], r: [] });
      }
      const segment = segments[segments.length - 1]!;
      if (point.regressed) segment.r.push(segment.l.length);
      segment.l.push(Math.round(point.level * 1000));
      segment.h.push(Math.round(point.halfWidth * 1000));
    }
    return segments;
  });
  return { nights, rows };
}

/** Where a regressed night's mark links: the bisect's culprit when it found one, else the issue. */
function regressionLink(context: SiteContext, night: SiteNight): string {
  return night.bisect?.culprit ? commitUrl(context, night.bisect.culprit.sha) : issueUrl(context, night);
}

function rowMarks(context: SiteContext, s: Series): string {
  const marks = s.points
    .filter((p) => p.regressed)
    .map((p) => {
      const night = context.nights[p.night]!;
      const culprit = night.bisect?.culprit
        ? `, culprit <a class="culprit" href="${escapeHtml(commitUrl(context, night.bisect.culprit.sha))}">${short(night.bisect.culprit.sha)}</a> ${escapeHtml(night.bisect.culprit.subject)}`
        : '';
      return (
        `<li class="regressed" data-to="${night.to}">${day(night.date)}: regressed (<a href="${escapeHtml(compareUrl(context, night))}">${short(night.from)}..${short(night.to)}</a>), ` +
        `<a class="issue" href="${escapeHtml(issueUrl(context, night))}">${issueText(night)}</a>${culprit}</li>`
      );
    });
  const breaks = s.points
    .filter((p) => p.breakReason !== undefined && p.breakReason !== 'start')
    .map((p) => {
      const night = context.nights[p.night]!;
      return `<li class="break" data-reason="${p.breakReason}">${day(night.date)}: series restarts at ${short(night.from)}: ${escapeHtml(BREAK_WORDS[p.breakReason as BreakReason])}</li>`;
    });
  const last = s.points[s.points.length - 1];
  const now = last
    ? ` Latest: ${formatPercent(percentOf(last.level))} (±${formatPercent(percentOf(last.halfWidth), false)}) vs ${short(baselineOf(context, s))}.`
    : '';
  return (
    `<p class="latest">${escapeHtml(now.trim())}</p>` +
    (marks.length > 0 ? `<ul class="marks">${marks.join('')}</ul>` : '') +
    (breaks.length > 0 ? `<ul class="breaks">${breaks.join('')}</ul>` : '')
  );
}

/** The commit the row's last segment is relative to: the from of its first night. */
function baselineOf(context: SiteContext, s: Series): string {
  let start = s.points[0]!;
  for (const p of s.points) if (p.breakReason !== undefined) start = p;
  return context.nights[start.night]!.from;
}

const formatPercent = (value: number, signed = true) => `${signed && value > 0 ? '+' : ''}${value.toFixed(1)} %`;

/** A category's page: a section per row; site.js draws each chart as it scrolls into view. */
export function categoryPage(context: SiteContext, category: string, series: readonly Series[]): string {
  const sections = series
    .map(
      (s, i) =>
        `<section class="row" id="r${i}" data-name="${escapeHtml(s.name)}"><h3>${escapeHtml(s.name)}</h3>` +
        `<div class="chart" data-row="${i}" role="img" aria-label="${escapeHtml(`change over time of ${s.name}`)}"></div>${rowMarks(context, s)}</section>`,
    )
    .join('\n');
  // </script> cannot occur in JSON.stringify's output once < is escaped
  const data = JSON.stringify(chartData(context, series)).replace(/</g, '\\u003c');
  const body =
    `<p>${series.length} ${series.length === 1 ? 'row' : 'rows'}. Change relative to the commit each series starts at (its baseline, ○ at 0 %); one step per night, labelled with its date and head commit; the band is the 95 % interval chaining implies; ▼ a night that regressed (links to its culprit or issue); a dashed line a break.</p>` +
    `${sections}\n<script type="application/json" id="site-data">${data}</script>` +
    '<script src="../assets/vega.min.js"></script><script src="../assets/site.js"></script>';
  return page(`${context.branch}: ${category}`, 1, body, true);
}

export interface RegressedNight {
  night: SiteNight;
  rows: { name: string; change: number }[];
}

/** The regressed nights, newest first. */
export function regressedNights(nights: readonly SiteNight[]): RegressedNight[] {
  const entries: RegressedNight[] = [];
  for (const night of nights) {
    const rows: RegressedNight['rows'] = [];
    for (const [name, row] of night.rows) {
      if (row.regressed && row.logRatio !== null) rows.push({ name, change: percentOf(row.logRatio) });
    }
    if (rows.length > 0) entries.push({ night, rows: rows.sort((a, b) => a.change - b.change) });
  }
  return entries.reverse();
}

function culpritHtml(context: SiteContext, night: SiteNight): string {
  const culprit = night.bisect?.culprit;
  if (culprit)
    return `<a class="culprit" href="${escapeHtml(commitUrl(context, culprit.sha))}">${short(culprit.sha)}</a> ${escapeHtml(culprit.subject)}`;
  if (night.bisect) return `among ${short(night.bisect.good)}..${short(night.bisect.bad)} (bisect stopped)`;
  return '';
}

export function regressionsPage(context: SiteContext, entries: readonly RegressedNight[]): string {
  const rows = entries
    .map(({ night, rows }) => {
      const list = rows
        .slice(0, 20)
        .map(
          (r) => `<li><code>${escapeHtml(r.name)}</code> <span class="slower">${formatPercent(r.change)}</span></li>`,
        )
        .join('');
      const more = rows.length > 20 ? `<li>and ${rows.length - 20} more</li>` : '';
      return (
        `<tr id="${night.from}..${night.to}"><td>${day(night.date)}</td><td><a href="${escapeHtml(compareUrl(context, night))}">${short(night.from)}..${short(night.to)}</a></td>` +
        `<td><ul>${list}${more}</ul></td><td><a class="issue" href="${escapeHtml(issueUrl(context, night))}">${issueText(night)}</a></td><td>${culpritHtml(context, night)}</td></tr>`
      );
    })
    .join('\n');
  const body =
    entries.length === 0
      ? '<p>No night regressed.</p>'
      : `<table><thead><tr><th>night</th><th>range</th><th>slower</th><th>issue</th><th>culprit</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(`${context.branch}: regressions`, 0, body, false);
}

/** An Atom feed (RFC 4287) of the regressed nights, newest first. */
export function regressionsFeed(context: SiteContext, entries: readonly RegressedNight[]): string {
  const updated = entries[0]?.night.date ?? context.generated;
  const items = entries.map(({ night, rows }) => {
    const title = `${rows.length} benchmark${rows.length === 1 ? '' : 's'} slower on ${context.branch} (${short(night.from).slice(0, 7)}..${short(night.to).slice(0, 7)})`;
    const summary = rows
      .slice(0, 20)
      .map((r) => `${r.name}: ${formatPercent(r.change)}`)
      .join('\n');
    const culprit = night.bisect?.culprit
      ? `\nculprit: ${night.bisect.culprit.sha} ${night.bisect.culprit.subject}`
      : '';
    return `<entry><id>urn:node-bench:regression:${night.from}..${night.to}</id><title>${escapeHtml(title)}</title><updated>${escapeHtml(night.date)}</updated>
<link href="${escapeHtml(issueUrl(context, night))}"/><summary>${escapeHtml(summary + culprit)}</summary></entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:node-bench:regressions:${escapeHtml(context.repoUrl)}:${escapeHtml(context.branch)}</id>
<title>${escapeHtml(`${context.branch}: performance regressions`)}</title><updated>${escapeHtml(updated)}</updated><author><name>node-benchmark-action</name></author>
<link href="${escapeHtml(context.repoUrl)}"/>
${items.join('\n')}
</feed>
`;
}
