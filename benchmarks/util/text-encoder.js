'use strict';

// Seed 000: TextEncoder got faster in Node 18; encodeInto of a 256-char
// ASCII string improved by ~94% from Node 16 to 18. `n` is the number of
// encodes for len=256; longer strings do proportionally fewer (at least one)
// so every configuration takes a similar time. The rate is encodes/second.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  op: ['encode', 'encodeInto'],
  type: ['ascii', 'one-byte', 'two-byte'],
  len: [256, 8 * 1024],
  n: [1e6],
});

const bases = { ascii: 'a', 'one-byte': '\xff', 'two-byte': 'ğ' };

function main({ op, type, len, n }) {
  const base = bases[type];
  if (base === undefined) throw new Error(`unknown type: ${type}`);
  const input = base.repeat(len);
  const encoder = new TextEncoder();
  const expected = encoder.encode(input);
  const iterations = Math.max(1, Math.floor((n * 256) / Math.max(len, 256)));
  let bytes = 0;

  if (op === 'encode') {
    bench.start();
    for (let i = 0; i < iterations; i++) bytes += encoder.encode(input).length;
    bench.end(iterations);
  } else if (op === 'encodeInto') {
    const target = new Uint8Array(expected.length);
    bench.start();
    for (let i = 0; i < iterations; i++) bytes += encoder.encodeInto(input, target).written;
    bench.end(iterations);
    if (Buffer.compare(Buffer.from(target), Buffer.from(expected)) !== 0) {
      throw new Error('encodeInto wrote unexpected bytes');
    }
  } else {
    throw new Error(`unknown op: ${op}`);
  }
  if (bytes !== iterations * expected.length) throw new Error('wrong number of encoded bytes');
}
