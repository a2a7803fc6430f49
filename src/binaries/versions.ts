// How partial release versions pick the newest matching release. What a user
// may write for a release (--old/--new, the request JSON, workflow inputs) is
// options/binary-spec.ts's normalizeReleaseVersion.

/** True for a normalized version naming exactly one release (`20.0.0`). */
export function isExactVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

export type Triple = [number, number, number];

export function parseTriple(version: string): Triple | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compareTriples(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Does release `triple` match the partial version `20` / `20.1`? */
export function matchesPartial(triple: Triple, partial: string): boolean {
  const parts = partial.split('.').map(Number);
  return parts.every((part, i) => triple[i] === part);
}

export function newest<T>(items: T[], triple: (item: T) => Triple): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (best === undefined || compareTriples(triple(item), triple(best)) > 0) best = item;
  }
  return best;
}
