// The history site's model and pages on nights made here: chaining, the band, every kind of break, and the pages'
// links and escaping. (test/site/history-chromium.test.ts builds a site from real nightly scans.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSite } from '../../src/site/build.ts';
import { regressedNights, type SiteContext } from '../../src/site/pages.ts';
import { buildSeries, categoryOf, type NightRow, type SiteNight } from '../../src/site/series.ts';

const sha = (i: number) => i.toString(16).padStart(2, '0').repeat(20);
const row = (logRatio: number | null, variance: number | null = 0.0001, regressed = false, ran = 'own'): NightRow => ({
  logRatio,
  variance,
  regressed,
  ran,
});
function night(i: number, rows: Record<string, NightRow>, extra: Partial<SiteNight> = {}): SiteNight {
  return {
    date: `2026-01-${String(i + 1).padStart(2, '0')}T03:00:00.000Z`,
    from: sha(i),
    to: sha(i + 1),
    commits: 3,
    rewritten: false,
    runner: 'cpu × 4',
    rows: new Map(Object.entries(rows)),
    issue: null,
    bisect: null,
    source: `night-${i}`,
    ...extra,
  };
}
const A = 'buffers/a.js n=1';
const B = 'url/b.js n=2';

describe('buildSeries', () => {
  it('chains the nights: levels add up, variances add up, the band is 1.96·√Σvariance', () => {
    const nights = [0, 1, 2].map((i) => night(i, { [A]: row(0.1 * (i + 1), 0.0004 * (i + 1)) }));
    const [series] = buildSeries(nights);
    assert.equal(series!.name, A);
    assert.equal(series!.category, 'buffers');
    const levels = series!.points.map((p) => p.level);
    assert.deepEqual(
      levels.map((l) => Number(l.toFixed(10))),
      [0.1, 0.3, 0.6],
    );
    const expected = [0.0004, 0.0012, 0.0024].map((v) => 1.959963984540054 * Math.sqrt(v));
    series!.points.forEach((p, i) => assert.ok(Math.abs(p.halfWidth - expected[i]!) < 1e-12));
    assert.equal(series!.points[0]!.breakReason, 'start');
    assert.equal(series!.points[1]!.breakReason, undefined);
  });

  it('breaks a series at a gap, a force-push, another n, another runner, a missing row and an unknown variance', () => {
    const nights = [
      night(0, { [A]: row(0.1) }),
      night(2, { [A]: row(0.1) }), // from 2 != to 1: nights missing
      night(3, { [A]: row(0.1) }, { rewritten: true }),
      night(4, { [A]: row(0.1, 0.0001, false, 'n=250000') }), // sized: another n than the file's own
      night(5, { [A]: row(0.1, 0.0001, false, 'n=250000') }, { runner: 'other cpu' }),
      night(6, { [B]: row(0.1) }), // A not measured
      night(7, { [A]: row(0.1) }),
      night(8, { [A]: row(0.1, null) }), // no variance: ends here
      night(9, { [A]: row(0.1) }),
      night(10, { [A]: row(null) }), // failed
      night(11, { [A]: row(0.2) }),
      night(12, { [A]: row(0.3) }),
    ];
    const a = buildSeries(nights).find((s) => s.name === A)!;
    assert.deepEqual(
      a.points.map((p) => [p.night, p.breakReason ?? null]),
      [
        [0, 'start'],
        [1, 'gap'],
        [2, 'rewritten'],
        [3, 'n'],
        [4, 'runner'],
        [6, 'missing'],
        [8, 'unknown-variance'],
        [10, 'missing'],
        [11, null],
      ],
    );
    // a new segment starts at 0 again: its level is its own night's only
    assert.ok(Math.abs(a.points[7]!.level - 0.2) < 1e-12);
    assert.ok(Math.abs(a.points[8]!.level - 0.5) < 1e-12);
  });

  it('names a category by the benchmark file’s folder', () => {
    assert.equal(categoryOf('buffers/buffer-compare.js size=16'), 'buffers');
    assert.equal(categoryOf('top.js n=1'), '(top level)');
  });
});

describe('buildSite', () => {
  const context = (nights: SiteNight[], problems: string[] = []): SiteContext => ({
    repoUrl: 'https://github.com/nodejs/node',
    branch: 'main',
    nights,
    generated: '2026-02-01T00:00:00.000Z',
    problems,
  });

  it('links regressed nights to their issue and culprit, newest first, in the page, the table and the feed', () => {
    const nights = [
      night(0, { [A]: row(-0.5, 0.0001, true), [B]: row(0) }, { issue: 41 }),
      night(1, { [A]: row(0), [B]: row(0) }),
      night(
        2,
        { [A]: row(0), [B]: row(-0.3, 0.0001, true) },
        {
          bisect: { culprit: { sha: sha(77), subject: 'url: <slow> & co' }, good: sha(2), bad: sha(77) },
        },
      ),
    ];
    const files = new Map(
      buildSite(context(nights, ['result directory x: not JSON']), 'VEGA').map((f) => [f.path, f.content]),
    );
    assert.deepEqual([...files.keys()].sort(), [
      'assets/site.js',
      'assets/vega.min.js',
      'c/0-buffers.html',
      'c/1-url.html',
      'index.html',
      'regressions.atom',
      'regressions.html',
    ]);
    assert.equal(files.get('assets/vega.min.js'), 'VEGA');
    const buffers = files.get('c/0-buffers.html')!;
    assert.ok(buffers.includes('href="https://github.com/nodejs/node/issues/41"'), buffers);
    assert.ok(!buffers.includes('cdn') && !buffers.includes('src="http'), 'nothing loads from elsewhere');
    const url = files.get('c/1-url.html')!;
    assert.ok(url.includes(`href="https://github.com/nodejs/node/commit/${sha(77)}"`));
    assert.ok(url.includes('url: &lt;slow&gt; &amp; co'), 'the subject is escaped');
    assert.ok(url.includes('issues?q='), 'an unknown issue number links a search for the range');
    const table = files.get('regressions.html')!;
    assert.ok(table.indexOf(sha(2).slice(0, 10)) < table.indexOf(sha(0).slice(0, 10)), 'newest first');
    const feed = files.get('regressions.atom')!;
    assert.equal(feed.match(/<entry>/g)?.length, 2);
    assert.ok(
      feed.indexOf(`urn:node-bench:regression:${sha(2)}`) < feed.indexOf(`urn:node-bench:regression:${sha(0)}`),
    );
    assert.match(feed, /<updated>2026-01-03T03:00:00.000Z<\/updated>/);
    assert.ok(files.get('index.html')!.includes('result directory x: not JSON'), 'problems are listed');
    assert.equal(regressedNights(nights).length, 2);
  });

  it('escapes row names everywhere (a name cannot close the data script or a tag)', () => {
    const evil = 'x/</script><img src=x onerror=alert(1)>.js n=1';
    const files = buildSite(context([night(0, { [evil]: row(0.1) })]), '');
    const page = files.find((f) => f.path.startsWith('c/'))!;
    assert.ok(!page.content.includes('<img'), page.content);
    assert.equal(page.content.split('</script>').length - 1, 3, 'only the page’s own scripts close');
    assert.match(page.path, /^c\/0-x\.html$/);
  });
});
