// compare.R's star scale: a p-value below 0.05, 0.01, 0.001 earns *, **, ***.
// Below analyze.ts and decision.ts, which both speak it.

export type Stars = '' | '*' | '**' | '***';
/** the significance levels of one, two and three stars (also the levels of a row's accuracy) */
export const ALPHAS = [0.05, 0.01, 0.001] as const;

export function starsFor(pValue: number): Stars {
  if (pValue < 0.001) return '***';
  if (pValue < 0.01) return '**';
  if (pValue < 0.05) return '*';
  return '';
}
