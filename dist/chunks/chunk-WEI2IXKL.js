import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/artifact/runner-findings.ts
var CHECK_IDS = [
  "governor",
  "turbo",
  "smt",
  "thp",
  "aslr",
  "numa-balancing",
  "irqs",
  "swap",
  "load",
  "autogroup",
  "cgroup",
  "bubblewrap"
];
var FINDING_STATES = ["ok", "warn", "unknown"];
var FOUND_MAX = 300;

export {
  CHECK_IDS,
  FINDING_STATES,
  FOUND_MAX
};
