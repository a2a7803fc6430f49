#!/usr/bin/env node
import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/cli.ts
import module from "node:module";
var { enableCompileCache } = module;
if (typeof enableCompileCache === "function") enableCompileCache();
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
});
var argv = process.argv.slice(2);
var io = {
  stdout: process.stdout,
  stderr: process.stderr,
  // On first use only: creating process.stdin opens a handle that delays the exit by milliseconds.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  cwd: process.cwd(),
  system: { platform: process.platform, arch: process.arch }
};
process.exitCode = argv[0] === "analyze" ? await (await import("./analyze.js")).runAnalyze(argv.slice(1), io) : await (await import("./chunks/commands-GD5G3NCT.js")).runCli(argv, io);
