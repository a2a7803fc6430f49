import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/stats/run-numbers.ts
function ratesByRun(rates, missingRuns) {
  const skip = new Set(missingRuns);
  const byRun = /* @__PURE__ */ new Map();
  let run = 0;
  for (const rate of rates) {
    do
      run++;
    while (skip.has(run));
    byRun.set(run, rate);
  }
  return byRun;
}

export {
  ratesByRun
};
