'use strict';

// Seed 000: WHATWG URL parsing (new URL(input) and new URL(input, base))
// became several times faster with the Ada parser (Node 18 -> 20: up to
// ~400%). The URL kinds are the ones listed in the seed.
const common = require('../common.js');

const urls = {
  short: 'https://nodejs.org/en/blog/',
  long:
    'http://nodejs.org:89/docs/latest/api/foo/bar/qua/13949281/0f28b/' +
    '/5d49/b3020/url.html#test?payload1=true&payload2=false&test=1' +
    '&benchmark=3&foo=38.38.011.293&bar=1234834910480&test=19299&3992&' +
    'key=f5c65e1e98fe07e648249ad41e1cfdb0',
  idn: 'http://你好你好.在线',
  auth: 'https://user:pass@example.com/path?search=1',
  file: 'file:///foo/bar/test/node.js',
  ws: 'ws://localhost:9229/f46db715-70df-43ad-a359-7f9949f39868',
  javascript: 'javascript:alert("node is awesome");',
  percent: 'https://%E4%BD%A0/foo',
  dot: 'https://example.org/./a/../b/./c',
};

const bench = common.createBenchmark(main, {
  type: Object.keys(urls),
  withBase: ['false', 'true'],
  n: [3e5],
});

function main({ type, withBase, n }) {
  const input = urls[type];
  if (input === undefined) throw new Error(`unknown url type: ${type}`);
  let total = 0;

  if (withBase === 'true') {
    const base = 'about:blank';
    bench.start();
    for (let i = 0; i < n; i++) total += new URL(input, base).href.length;
    bench.end(n);
  } else {
    bench.start();
    for (let i = 0; i < n; i++) total += new URL(input).href.length;
    bench.end(n);
  }
  common.sink(total);
}
