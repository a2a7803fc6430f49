#!/usr/bin/env node
// Entry of the node-bench command line; everything else lives in commands/.
import module from 'node:module';

// Reuse V8's compiled code across runs where Node has a compile cache (>= 22.1);
// @types/node 20 does not declare it.
const { enableCompileCache } = module as { enableCompileCache?: () => unknown };
if (typeof enableCompileCache === 'function') enableCompileCache();

const { runCli } = await import('./commands/index.ts');
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
});
