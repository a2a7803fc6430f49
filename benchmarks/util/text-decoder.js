'use strict';

// Seed 000: TextDecoder#decode became ~4.6x faster from Node 16 to 18
// (simdutf for UTF-8) and ~25% faster again in Node 20. Decodes `len` bytes
// of valid text held in a Buffer or an ArrayBuffer. `n` is the number of
// decodes for len=256; longer inputs do proportionally fewer (at least one)
// so every configuration takes a similar time. The rate is decodes/second.
const common = require('../common.js');

const bench = common.createBenchmark(
  main,
  {
    encoding: ['utf-8', 'latin1'],
    content: ['ascii', 'mixed'],
    len: [256, 16 * 1024],
    type: ['buffer', 'arraybuffer'],
    n: [5e5],
  },
  {
    // 'mixed' only differs from 'ascii' for UTF-8.
    combinationFilter: (c) => c.encoding === 'utf-8' || c.content === 'ascii',
  },
);

function makeBytes(content, len, encoding) {
  let text;
  if (content === 'ascii') {
    text = 'hello world, node.js! '.repeat(Math.ceil(len / 22));
  } else if (encoding === 'utf-8') {
    text = 'héllo wörld ✓ ノード '.repeat(len);
  } else {
    text = 'héllo wörld çà '.repeat(len);
  }
  const bytes = Buffer.from(text, encoding === 'utf-8' ? 'utf8' : 'latin1');
  // Cut at a character boundary for UTF-8 so the input stays valid.
  let end = Math.min(len, bytes.length);
  if (encoding === 'utf-8') while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

function main({ encoding, content, len, type, n }) {
  const decoder = new TextDecoder(encoding);
  const bytes = makeBytes(content, len, encoding);
  let input;
  if (type === 'buffer') {
    input = Buffer.from(bytes);
  } else if (type === 'arraybuffer') {
    input = new Uint8Array(bytes).buffer;
  } else {
    throw new Error(`unknown type: ${type}`);
  }
  const iterations = Math.max(1, Math.floor((n * 256) / Math.max(len, 256)));
  let chars = 0;

  bench.start();
  for (let i = 0; i < iterations; i++) chars += decoder.decode(input).length;
  bench.end(iterations);
  common.sink(chars);
}
