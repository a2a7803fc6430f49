'use strict';

// Seed 000 (nodejs-bench-operations, "Property access"): reading a property
// defined with Object.defineProperty (writable, non-enumerable,
// non-configurable) went from ~166M to ~857M ops/s in Node 20; getter and
// setter access and access after a shape transition improved as well.
//   kind=define      read a defineProperty data property
//   kind=getter      read a defineProperty accessor (getter)
//   kind=setter      write a defineProperty accessor (setter)
//   kind=transition  create a small object, add a property afterwards, read it
// Accesses rotate over a few objects of the same shape, so the optimiser
// cannot hoist a single load out of the loop.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  kind: ['define', 'getter', 'setter', 'transition'],
  n: [5e8],
});

function makeObjects(count, define) {
  const objects = [];
  for (let k = 0; k < count; k++) {
    const obj = { id: k };
    define(obj, k);
    objects.push(obj);
  }
  return objects;
}

function main({ kind, n }) {
  let sum = 0;

  if (kind === 'define') {
    const objects = makeObjects(4, (obj, k) => {
      Object.defineProperty(obj, 'test', {
        writable: true,
        value: 'Hello'.slice(0, k + 1),
        enumerable: false,
        configurable: false,
      });
    });
    bench.start();
    for (let i = 0; i < n; i++) sum += objects[i & 3].test.length;
    bench.end(n);
  } else if (kind === 'getter') {
    // One accessor function shared by every object keeps the access monomorphic.
    const descriptor = {
      get() {
        return this.id;
      },
    };
    const objects = makeObjects(4, (obj) => Object.defineProperty(obj, 'test', descriptor));
    bench.start();
    for (let i = 0; i < n; i++) sum += objects[i & 3].test;
    bench.end(n);
  } else if (kind === 'setter') {
    const descriptor = {
      set(value) {
        this.stored = value;
      },
    };
    const objects = makeObjects(4, (obj) => {
      obj.stored = 0;
      Object.defineProperty(obj, 'test', descriptor);
    });
    bench.start();
    for (let i = 0; i < n; i++) objects[i & 3].test = i;
    bench.end(n);
    for (const obj of objects) sum += obj.stored;
  } else if (kind === 'transition') {
    bench.start();
    for (let i = 0; i < n; i++) {
      const obj = { a: i, b: {}, c: '' };
      obj.d = i & 1;
      sum += obj.d;
    }
    bench.end(n);
  } else {
    throw new Error(`unknown kind: ${kind}`);
  }
  common.sink(sum);
}
