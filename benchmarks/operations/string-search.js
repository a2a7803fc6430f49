'use strict';

// Seed 000 (nodejs-bench-operations, "String searching"): on Node 16
// String.prototype.includes was about as slow as a RegExp test; fixed in 18.
// Looks for 'application/json' in an Accept header value.
//   method=includes  text.includes('application/json')
//   method=regexp    /application\/json/.test(text) (literal in the loop)
//   method=cached    the same RegExp object reused
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['includes', 'regexp', 'cached'],
  n: [1e7],
});

function main({ method, n }) {
  const texts = [
    'text/html,application/xhtml+xml,application/xml;application/json;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  ];
  let found = 0;

  if (method === 'includes') {
    bench.start();
    for (let i = 0; i < n; i++) if (texts[i & 1].includes('application/json')) found++;
    bench.end(n);
  } else if (method === 'regexp') {
    bench.start();
    for (let i = 0; i < n; i++) if (/application\/json/.test(texts[i & 1])) found++;
    bench.end(n);
  } else if (method === 'cached') {
    const re = /application\/json/;
    bench.start();
    for (let i = 0; i < n; i++) if (re.test(texts[i & 1])) found++;
    bench.end(n);
  } else {
    throw new Error(`unknown method: ${method}`);
  }
  if (found !== Math.ceil(n / 2)) throw new Error(`found ${found} matches, expected ${Math.ceil(n / 2)}`);
}
