// The release version grammar, once: what a user may write for a release
// (--old/--new, the request JSON, workflow inputs) and how partial versions
// pick the newest matching release.

/**
 * A release version as the user may write it, normalized: `20.0.0`
 * (a leading v dropped), `20` or `20.1` (newest matching release), `lts`
 * (newest LTS), `lts/<codename>` (newest of that LTS line, lowercased) or
 * `latest`. Returns undefined for anything else.
 */
export function normalizeReleaseVersion(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'latest' || t === 'current' || t === 'node') return 'latest';
  if (t === 'lts' || t === 'lts/*') return 'lts';
  const codename = /^lts\/([a-z]+)$/.exec(t);
  if (codename) return `lts/${codename[1]}`;
  const m = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?)?$/.exec(t);
  if (!m) return undefined;
  return [m[1], m[2], m[3]].filter((part) => part !== undefined).join('.');
}

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
