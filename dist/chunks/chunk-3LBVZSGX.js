import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/runner-check/summary.ts
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
function describeFindings(findings) {
  const named = (state) => findings.filter((finding) => finding.state === state).map((finding) => finding.check);
  const warn = named("warn");
  const unknown = named("unknown");
  if (warn.length === 0 && unknown.length === 0) return "runner check: all ok";
  return [
    "runner check:",
    [warn.length > 0 ? `warn ${warn.join(", ")}` : "", unknown.length > 0 ? `unknown ${unknown.join(", ")}` : ""].filter(Boolean).join("; ")
  ].join(" ");
}

export {
  CHECK_IDS,
  FINDING_STATES,
  FOUND_MAX,
  describeFindings
};
