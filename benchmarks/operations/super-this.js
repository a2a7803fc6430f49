'use strict';

// Seed 000 (nodejs-bench-operations, "Super vs This"): calling an inherited
// method through this.foo() got ~5x faster in Node 20, super.foo() did not.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['super', 'this'],
  n: [5e8],
});

class Base {
  foo() {
    return 10 * 1e2;
  }
}

class WithSuper extends Base {
  bar() {
    const tmp = 20 * 23;
    return super.foo() + tmp;
  }
}

class WithThis extends Base {
  bar() {
    const tmp = 20 * 23;
    return this.foo() + tmp;
  }
}

function main({ method, n }) {
  let obj;
  if (method === 'super') obj = new WithSuper();
  else if (method === 'this') obj = new WithThis();
  else throw new Error(`unknown method: ${method}`);
  let sum = 0;

  bench.start();
  for (let i = 0; i < n; i++) sum += obj.bar();
  bench.end(n);
  if (sum !== n * 1460) throw new Error('unexpected result');
}
