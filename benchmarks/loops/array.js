'use strict';

// Seed 003 (alinode vs node): nine ways to walk a 100,000-element array
// (new Array(len).fill(1)). The seed ran them with empty bodies; here every
// loop sums the elements so the optimiser cannot drop it. Each configuration
// repeats full passes for `dur` seconds; the rate is passes per second.
//   for          for (let i = 0; i < arr.length; i++)
//   for-cached   for (let i = 0, len = arr.length; i < len; i++)
//   for-reverse  for (let i = arr.length; i--;)
//   for-in       for (const key in arr)
//   for-of       for (const item of arr)
//   map          arr.map(...)
//   foreach      arr.forEach(...)
//   while-cached let i = 0, len = arr.length; while (i < len) i++
//   while        let i = 0; while (i < arr.length) i++
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['for', 'for-cached', 'for-reverse', 'for-in', 'for-of', 'map', 'foreach', 'while-cached', 'while'],
  len: [1e5],
  dur: [1],
});

const passes = {
  for(arr) {
    let sum = 0;
    for (let i = 0; i < arr.length; i++) sum += arr[i];
    return sum;
  },
  'for-cached'(arr) {
    let sum = 0;
    for (let i = 0, len = arr.length; i < len; i++) sum += arr[i];
    return sum;
  },
  'for-reverse'(arr) {
    let sum = 0;
    for (let i = arr.length; i--;) sum += arr[i];
    return sum;
  },
  'for-in'(arr) {
    let sum = 0;
    for (const key in arr) sum += arr[key];
    return sum;
  },
  'for-of'(arr) {
    let sum = 0;
    for (const item of arr) sum += item;
    return sum;
  },
  map(arr) {
    let sum = 0;
    arr.map((item) => {
      sum += item;
      return item;
    });
    return sum;
  },
  foreach(arr) {
    let sum = 0;
    arr.forEach((item) => {
      sum += item;
    });
    return sum;
  },
  'while-cached'(arr) {
    let sum = 0;
    let i = 0;
    const len = arr.length;
    while (i < len) {
      sum += arr[i];
      i++;
    }
    return sum;
  },
  while(arr) {
    let sum = 0;
    let i = 0;
    while (i < arr.length) {
      sum += arr[i];
      i++;
    }
    return sum;
  },
};

function main({ method, len, dur }) {
  const pass = passes[method];
  if (!pass) throw new Error(`unknown method: ${method}`);
  const arr = new Array(len).fill(1);
  const endAt = Date.now() + dur * 1000;
  let rounds = 0;
  let total = 0;

  bench.start();
  do {
    total += pass(arr);
    rounds++;
  } while (Date.now() < endAt);
  bench.end(rounds);

  if (total !== rounds * len) throw new Error('a pass did not visit every element');
}
