// Preloaded (node --import) into a measured process: reports its own peak RSS
// on stderr as it exits, so the bench sees the whole process's memory.
process.on('exit', () => {
  process.stderr.write(`\nmax-rss-kib=${process.resourceUsage().maxRSS}\n`);
});
