// site.js, the one script of a category page: filters the rows by the search box and draws each row's chart
// (Vega, SVG renderer, from the page's own data) when it comes near the screen, so a page of a thousand rows
// opens as fast as one of ten. Plain browser JavaScript kept as text: the site is files, not a bundle.
export const SITE_JS = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('site-data').textContent);
  var box = document.getElementById('search');
  box.addEventListener('input', function () {
    var q = box.value.trim().toLowerCase();
    document.querySelectorAll('section.row').forEach(function (row) {
      row.hidden = q !== '' && row.dataset.name.toLowerCase().indexOf(q) < 0;
    });
  });
  var pct = function (v) { return (Math.exp(v / 1000) - 1) * 100; };
  // x: the nights in order, one step each (a night is a range of commits, not a moment: nights seconds or weeks
  // apart step alike); position s is the commit night s starts from, s + 1 the commit it ends at
  function fromOf(i) { return data.nights[i][3] || data.nights[i - 1][1]; }
  function values(segments) {
    var points = [];
    segments.forEach(function (segment, k) {
      // the commit a segment is relative to: its 0 %, where the line starts
      points.push({ x: segment.s, seg: k, change: 0, low: 0, high: 0, baseline: true, restart: k > 0, tip: 'baseline ' + fromOf(segment.s).slice(0, 10) });
      segment.l.forEach(function (level, j) {
        var night = data.nights[segment.s + j];
        points.push({
          x: segment.s + j + 1, seg: k, change: pct(level), low: pct(level - segment.h[j]), high: pct(level + segment.h[j]),
          regressed: segment.r.indexOf(j) >= 0,
          link: night[2], tip: night[0].slice(0, 10) + ' ' + night[1].slice(0, 10) + ': ' + pct(level).toFixed(1) + ' %'
        });
      });
    });
    return points;
  }
  // a few evenly spaced positions, each labelled with its night's date and commit on two lines
  function ticks(width) {
    var n = data.nights.length;
    var count = Math.max(2, Math.min(n + 1, Math.floor(width / 110)));
    var labels = {};
    for (var i = 0; i < count; i++) {
      var x = Math.round((i * n) / (count - 1));
      labels[x] = x === 0 ? ['', fromOf(0).slice(0, 7)] : [data.nights[x - 1][0].slice(0, 10), data.nights[x - 1][1].slice(0, 7)];
    }
    return labels;
  }
  function spec(points, width) {
    var x = { scale: 'x', field: 'x' };
    var labels = ticks(width);
    return {
      width: width, height: 150, padding: 4, autosize: { type: 'fit-x', contains: 'padding' },
      signals: [{ name: 'labels', value: labels }],
      data: [
        { name: 'points', values: points },
        { name: 'regressed', source: 'points', transform: [{ type: 'filter', expr: 'datum.regressed' }] },
        { name: 'restarts', source: 'points', transform: [{ type: 'filter', expr: 'datum.restart' }] },
        { name: 'baselines', source: 'points', transform: [{ type: 'filter', expr: 'datum.baseline' }] }
      ],
      scales: [
        { name: 'x', type: 'linear', domain: [0, data.nights.length], range: 'width', padding: 8, zero: false, nice: false },
        { name: 'y', type: 'linear', domain: { data: 'points', fields: ['low', 'high'] }, range: 'height', nice: true, zero: true }
      ],
      axes: [
        { orient: 'bottom', scale: 'x', values: Object.keys(labels).map(Number), labelFontSize: 12, labelOverlap: true, encode: { labels: { update: { text: { signal: 'labels[datum.value]' } } } } },
        { orient: 'left', scale: 'y', tickCount: 5, title: '% vs baseline', titleFontSize: 12, labelFontSize: 12, grid: true, gridOpacity: 0.3 }
      ],
      marks: [
        { type: 'rule', encode: { update: { x: { value: 0 }, x2: { signal: 'width' }, y: { scale: 'y', value: 0 }, stroke: { value: '#999' } } } },
        { type: 'rule', from: { data: 'restarts' }, encode: { update: { x: x, y: { value: 0 }, y2: { signal: 'height' }, stroke: { value: '#d08000' }, strokeDash: { value: [4, 3] }, description: { value: 'break' } } } },
        {
          type: 'group', from: { facet: { name: 'segment', data: 'points', groupby: 'seg' } },
          encode: { update: { width: { signal: 'width' }, height: { signal: 'height' } } },
          marks: [
            { type: 'area', from: { data: 'segment' }, encode: { update: { x: x, y: { scale: 'y', field: 'low' }, y2: { scale: 'y', field: 'high' }, fill: { value: '#1f77b4' }, fillOpacity: { value: 0.18 } } } },
            { type: 'line', from: { data: 'segment' }, encode: { update: { x: x, y: { scale: 'y', field: 'change' }, stroke: { value: '#1f77b4' }, strokeWidth: { value: 1.5 } } } }
          ]
        },
        { type: 'symbol', from: { data: 'baselines' }, encode: { update: { x: x, y: { scale: 'y', field: 'change' }, size: { value: 30 }, stroke: { value: '#1f77b4' }, fill: { value: '#fff' }, tooltip: { field: 'tip' }, description: { field: 'tip' } } } },
        {
          type: 'symbol', name: 'regressions', from: { data: 'regressed' },
          encode: { update: { x: x, y: { scale: 'y', field: 'change' }, shape: { value: 'triangle-down' }, size: { value: 90 }, fill: { value: '#c00000' }, href: { field: 'link' }, cursor: { value: 'pointer' }, tooltip: { signal: "'regressed ' + datum.tip" }, description: { signal: "'regressed ' + datum.tip" } } }
        }
      ]
    };
  }
  function draw(element) {
    var segments = data.rows[Number(element.dataset.row)];
    var width = Math.max(200, element.clientWidth - 60);
    var view = new vega.View(vega.parse(spec(values(segments), width)), { renderer: 'svg', container: element, hover: true });
    view.runAsync().then(function () {
      element.dataset.drawn = 'true';
      // the page's own clock of its load: the browser test's budget (docs/nightly.md)
      if (performance.getEntriesByName('first-chart').length === 0) performance.mark('first-chart');
    }, function (error) { element.textContent = 'chart failed: ' + error.message; });
  }
  var charts = document.querySelectorAll('.chart');
  if (!('IntersectionObserver' in window)) { charts.forEach(draw); return; }
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { observer.unobserve(entry.target); draw(entry.target); }
    });
  }, { rootMargin: '600px' });
  charts.forEach(function (chart) { observer.observe(chart); });
})();
`;
