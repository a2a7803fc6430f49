// What a benchmark file loads: `require('node:url')`, `require('buffer')`,
// `require('internal/url')`, `import … from 'node:fs'`, `import('x')`. Read
// as text (never run): the base tree's files are data to the gate.
const LOADS =
  /\brequire\s*\(\s*(['"])([^'"\n]{1,200})\1\s*\)|\bfrom\s*(['"])([^'"\n]{1,200})\3|\bimport\s*\(\s*(['"])([^'"\n]{1,200})\5\s*\)/g;

/** The built-in module specifiers a benchmark's source loads (`node:` dropped), sorted, once each. */
export function loadsOf(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(LOADS)) {
    let specifier = match[2] ?? match[4] ?? match[6]!;
    if (specifier.startsWith('node:')) specifier = specifier.slice(5);
    // relative files (`../common.js`, fixtures) are the harness, not node
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
    found.add(specifier);
  }
  return [...found].sort();
}
