#!/usr/bin/env node
// Entry of the node-bench command line; everything else lives in commands/.
import module from 'node:module';

// Reuse V8's compiled code across runs where Node has a compile cache (>= 22.1);
// @types/node 20 does not declare it.
const { enableCompileCache } = module as { enableCompileCache?: () => unknown };
if (typeof enableCompileCache === 'function') enableCompileCache();

// A reader that stops early (`| head`) closes the pipe: the rest of the output has
// nowhere to go, but the command finishes what it measures and writes its files.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const argv = process.argv.slice(2);
const io = {
  stdout: process.stdout,
  stderr: process.stderr,
  // On first use only: creating process.stdin opens a handle that delays the exit by milliseconds.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  cwd: process.cwd(),
  system: { platform: process.platform, arch: process.arch },
};
// analyze loads as one module of its own (dist/analyze.js: see commands/analyze-cli.ts), the rest by the command table.
process.exitCode =
  argv[0] === 'analyze'
    ? await (await import('./commands/analyze-cli.ts')).runAnalyze(argv.slice(1), io)
    : await (await import('./commands/index.ts')).runCli(argv, io);
