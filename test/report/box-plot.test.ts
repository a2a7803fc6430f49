// The box plots (--plot, the Action's plot.svg) from data: the order of the
// rows, and names from a pull request's benchmarks drawn as text, never markup.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renderBoxPlot } from '../../src/report/box-plot.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import { applyAdaptiveDecisions } from '../../src/stats/verdict.ts';

/** Ten runs a side of `configuration`, new at `factor` times old, with a little spread. */
function add(groups: SampleGroups, configuration: string, factor: number): void {
  for (let i = 0; i < 10; i++) {
    const rate = 1000 + (i % 5) * 10;
    groups.add({ binary: 'old', filename: 'a/x.js', configuration, rate, time: 1 });
    groups.add({ binary: 'new', filename: 'a/x.js', configuration, rate: rate * factor, time: 1 });
  }
}

test('slower rows first, then faster ones by size, then the rest; each labelled with its change and stars', async () => {
  const groups = new SampleGroups();
  add(groups, 'n=same', 1);
  add(groups, 'n=faster', 1.5);
  add(groups, 'n=slower', 0.8);
  add(groups, 'n=much-faster', 3);
  const { svg, rows } = await renderBoxPlot(groups, groups.analyze());
  assert.equal(rows, 4);
  const at = (label: string) => svg.indexOf(label);
  const order = [
    '\u221220.0 % ± 1.2 % ***  a/x.js n=slower',
    '3.0× faster (3.0–3.0×) ***  a/x.js n=much-faster',
    '+50.0 % ± 1.8 % ***  a/x.js n=faster',
  ];
  for (const label of order) assert.ok(at(label) > 0, `${label} in ${svg.slice(0, 200)}`);
  assert.ok(at(order[0]!) < at(order[1]!) && at(order[1]!) < at(order[2]!) && at(order[2]!) < at('a/x.js n=same'));
});

test("a configuration's name is text in the SVG, not markup (a pull request chooses it)", async () => {
  const groups = new SampleGroups();
  add(groups, 'n=<script>alert(1)</script> & "q" <a href="javascript:x">', 2);
  const { svg } = await renderBoxPlot(groups, groups.analyze());
  assert.doesNotMatch(svg, /<script|<a /);
  assert.match(
    svg,
    /n=&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;q&quot; &lt;a href=&quot;javascript:x&quot;&gt;/,
  );
});

test("after --runs auto, each row is labelled with its verdict's change and interval, and no stars are explained", async () => {
  const groups = new SampleGroups();
  add(groups, 'n=slower', 0.8);
  add(groups, 'n=faster', 1.5);
  const analysis = groups.analyze();
  // Welch calls both *** (-20 %, +50 %); the sequential run's verdicts and paired estimates differ
  applyAdaptiveDecisions(
    analysis,
    [
      { name: 'a/x.js n=slower', verdict: { outcome: 'unresolved', estimate: { change: -15, low: -30, high: 2 } } },
      { name: 'a/x.js n=faster', verdict: { outcome: 'improvement', estimate: { change: 48.5, low: 40, high: 57 } } },
    ],
    5,
  );
  const { svg } = await renderBoxPlot(groups, analysis);
  const first = svg.indexOf('+48.5 % ± 8.5 % faster  a/x.js n=faster');
  const second = svg.indexOf('\u221215.0 % ± 17.0 % not distinguishable  a/x.js n=slower');
  assert.ok(first > 0 && second > first, svg.slice(0, 400));
  assert.doesNotMatch(svg, /20\.0 %|\*\*\*/);
  // one source of the figure: each row's label carries the markdown table's change cell, character for character
  const table = renderMarkdown(analysis);
  for (const row of ['a/x.js n=faster', 'a/x.js n=slower']) {
    const cell = new RegExp(`\\| \`${row}\` \\| ([^|]+) \\|`).exec(table)![1]!.replace(/\u00a0/g, ' ');
    assert.ok(svg.includes(`${cell} `) && svg.includes(`  ${row}`), `${cell} in the plot`);
  }
  assert.match(svg, /rows the sequential test called slower or faster first/);
});
