import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/util/closest.ts
function closestName(name, known) {
  let best;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = candidate.startsWith(name) ? 1 : editDistance(name, candidate);
    if (distance <= 2 && (best === void 0 || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

export {
  closestName
};
