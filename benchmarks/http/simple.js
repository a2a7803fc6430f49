'use strict';

// Seed 000: http.Server answering every request with `chunks` writes of
// `len` bytes of 'C' (Content-Length set), like node core's
// fixtures/simple-http-server.js. Load comes from autocannon running in the
// host node (bench.http), never in the node under test; the rate is
// requests per second. Node 16 -> 18: +8%, 18 -> 20: +9% with autocannon.
const common = require('../common.js');
const http = require('http');

const bench = common.createBenchmark(
  main,
  {
    chunks: [4],
    len: [256],
    c: [50, 500],
    dur: [5],
  },
  // --test keeps the response shape and uses one connection.
  { test: { c: 1, chunks: 4, len: 256 } },
);

function main({ chunks, len, c, dur }) {
  const body = 'C'.repeat(chunks * len);
  const headers = { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) };

  const server = http.createServer((req, res) => {
    res.writeHead(200, headers);
    for (let i = 0; i < chunks - 1; i++) res.write(body.slice(i * len, (i + 1) * len));
    res.end(body.slice((chunks - 1) * len));
  });

  server.listen(0, '127.0.0.1', () => {
    bench.http({ port: server.address().port, path: '/', connections: c, duration: dur }, () => server.close());
  });
}
