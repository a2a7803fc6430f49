#!/usr/bin/env node
// Entry of the node-bench command line; everything else lives in commands/.
import { runCli } from './commands/index.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
});
