'use strict';

// Seed 003 (alinode vs node): the plain "hello world" http server under
// autocannon with 10 and 1,000 connections. Load comes from autocannon in
// the host node (bench.http); the rate is requests per second.
const common = require('../common.js');
const http = require('http');

const bench = common.createBenchmark(
  main,
  {
    c: [10, 1000],
    dur: [5],
  },
  { test: { c: 1 } },
);

function main({ c, dur }) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });

  server.listen(0, '127.0.0.1', () => {
    bench.http({ port: server.address().port, path: '/', connections: c, duration: dur }, () => server.close());
  });
}
