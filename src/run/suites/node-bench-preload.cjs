// Preloaded (`node --require`) into a node:bench file measured by our engine
// (node-bench-files.ts): one configuration per process, like common.js's
// forks. node:bench selects by full name only (--bench-name-pattern), but
// node core's files declare one name many times with different `params`
// (one bench per configuration of the benchmark they port), so this keeps
// the declaration whose params are NODE_BENCH_PARAMS (JSON, keys sorted, as
// node:bench canonicalizes them) and declares every other one skipped.
// Declarations through the module's `bench` property are seen (`const
// { bench } = require('node:bench')`, `import { bench }`); a file that calls
// the module itself runs every variant of the name, and the runner then
// refuses the extra samples.
'use strict';

const wanted = process.env.NODE_BENCH_PARAMS;
const nodeBench = require('node:bench');
const declare = nodeBench.bench;

function paramsOf(name, options) {
  const holder = name !== null && typeof name === 'object' ? name : options;
  const params = holder !== null && typeof holder === 'object' ? holder.params : undefined;
  if (params === null || typeof params !== 'object') return '{}';
  const sorted = {};
  for (const key of Object.keys(params).sort()) sorted[key] = params[key];
  return JSON.stringify(sorted);
}

function selecting(kept) {
  return function bench(name, options, fn) {
    if (wanted === undefined || paramsOf(name, options) === wanted) return kept(name, options, fn);
    return declare.skip(name, options, fn);
  };
}

const bench = selecting(declare);
bench.skip = declare.skip;
bench.only = selecting(declare.only);
nodeBench.bench = bench;
