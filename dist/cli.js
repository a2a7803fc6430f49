#!/usr/bin/env node
import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/cli.ts
import module from "node:module";
var { enableCompileCache } = module;
if (typeof enableCompileCache === "function") enableCompileCache();
var { runCli } = await import("./chunks/commands-57WCAHGG.js");
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd()
});
