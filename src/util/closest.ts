// "Did you mean …": the known name closest to a mistyped one, for options and benchmark groups alike.

/** The known name within two edits of `name` (or that `name` begins), the closest first; undefined when none is. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = candidate.startsWith(name) ? 1 : editDistance(name, candidate);
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** Levenshtein's distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
