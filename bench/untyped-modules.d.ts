// The anchor's building blocks ship no types; the bench uses a handful of their methods.
declare module 'summary' {
  export default class Summary {
    constructor(values: number[]);
    mean(): number;
    size(): number;
  }
}
declare module 'ttest' {
  interface TestResult {
    pValue(): number;
    confidence(): [number, number];
  }
  export default function ttest(a: unknown, b: unknown, options: { varEqual: boolean }): TestResult;
}
