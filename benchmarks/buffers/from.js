'use strict';

// Seed 000: Buffer.from() got faster in Node 20 over most of its sources.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  source: [
    'array',
    'arraybuffer',
    'arraybuffer-middle',
    'buffer',
    'uint8array',
    'uint16array',
    'string',
    'string-utf8',
    'string-base64',
    'object',
  ],
  len: [100, 2048],
  n: [8e5],
});

function main({ source, len, n }) {
  const array = new Array(len).fill(42);
  const arrayBuf = new ArrayBuffer(len);
  const str = 'a'.repeat(len);
  const buffer = Buffer.allocUnsafe(len).fill(7);
  const uint8array = new Uint8Array(len).fill(7);
  const uint16array = new Uint16Array(len).fill(7);
  const base64 = buffer.toString('base64');
  const obj = { length: null }; // Buffer.from(obj) reads obj.length: an empty buffer
  let bytes = 0;
  let i;

  switch (source) {
    case 'array':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(array).length;
      bench.end(n);
      break;
    case 'arraybuffer':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(arrayBuf).length;
      bench.end(n);
      break;
    case 'arraybuffer-middle': {
      const offset = len >> 2;
      const length = len >> 1;
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(arrayBuf, offset, length).length;
      bench.end(n);
      break;
    }
    case 'buffer':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(buffer).length;
      bench.end(n);
      break;
    case 'uint8array':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(uint8array).length;
      bench.end(n);
      break;
    case 'uint16array':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(uint16array).length;
      bench.end(n);
      break;
    case 'string':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(str).length;
      bench.end(n);
      break;
    case 'string-utf8':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(str, 'utf8').length;
      bench.end(n);
      break;
    case 'string-base64':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(base64, 'base64').length;
      bench.end(n);
      break;
    case 'object':
      bench.start();
      for (i = 0; i < n; i++) bytes += Buffer.from(obj).length + 1;
      bench.end(n);
      break;
    default:
      throw new Error(`unknown source: ${source}`);
  }
  common.sink(bytes);
}
