// The exact double of a plain decimal read straight from bytes, for the CSV
// reader: `Number(string)` would need a string per number. compare.js prints
// rates with up to 17 significant digits (shortest round-trip form), beyond
// the 15 that the classic fast path (Clinger: integer / exact power of ten)
// covers; those are divided in double-double arithmetic and rounded once,
// and the rare value too close to a rounding midpoint to decide is left to
// the caller (NaN), who falls back to Number(). Result: always the double
// Number() gives for the same text.

/** 10^0 .. 10^22, every one exact in a double */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
const SPLITTER = 134217729; // 2^27 + 1, Dekker's split
const MARGIN = 2 ** -90; // far above the double-double error (~2^-100 relative), far below half an ulp

// Reading a double's exponent bits, to know its ulp exactly.
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0; // the high word's index (endianness)

/**
 * The value of `bytes[start, end)` when it is `[+-]digits[.digits]` (digits
 * on at least one side of the point, no exponent, no blanks) with at most
 * 19 significant digits and 22 decimals, exactly as Number() reads it;
 * NaN for anything else and for the rare undecidable rounding: the caller
 * then uses Number() on the text.
 */
export function parseDecimal(bytes: Uint8Array, start: number, end: number): number {
  const value = parseDecimalPrefix(bytes, start, end);
  return prefixEnd === end ? value : NaN;
}

/** Where the last parseDecimalPrefix stopped: the first byte that is not part of the number. */
export let prefixEnd = 0;

/**
 * parseDecimal of the longest `[+-]digits[.digits]` at `start` (one pass, no
 * string: the per-row cost of a large CSV); prefixEnd tells where it ends.
 */
export function parseDecimalPrefix(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  let negative = false;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) negative = bytes[i++] === 45;
  const first = i;
  // The digits in small integers (9, 6 and 4 digits: each fits V8's small
  // integers, so code that is not optimized yet allocates no number per digit).
  let lead = 0; // significant digits 1-9
  let middle = 0; // 10-15
  let low = 0; // 16-19
  let digits = 0;
  let point = -1; // where the decimals start, once the point is read
  for (; i < end; i++) {
    const d = bytes[i]! - 48;
    if (d >>> 0 > 9) {
      if (d !== 46 - 48 || point >= 0) break;
      point = i + 1;
      continue;
    }
    if (digits === 0 && d === 0) continue; // a zero before the first significant digit
    if (digits < 9) lead = lead * 10 + d;
    else if (digits < 15) middle = middle * 10 + d;
    else low = low * 10 + d;
    digits++;
  }
  const decimals = point < 0 ? 0 : i - point;
  // at least one digit besides the point
  const any = i - first > (point < 0 ? 0 : 1);
  prefixEnd = i;
  if (!any || digits > 19 || decimals > 22) return NaN;
  // The first 15 significant digits, exactly (< 2^53)
  const high = digits <= 9 ? lead : lead * POW10[Math.min(digits, 15) - 9]! + middle;
  const value = digits <= 15 ? high / POW10[decimals]! : wide(high, low, digits - 15, decimals);
  return negative ? -value : value;
}

/** (high * 10^lowDigits + low) / 10^decimals correctly rounded, or NaN when too close to a midpoint to tell. */
function wide(high: number, low: number, lowDigits: number, decimals: number): number {
  // The integer of all digits, exactly, as a pair: high * 10^lowDigits by Dekker's product, plus low.
  const scale = POW10[lowDigits]!;
  const product = high * scale;
  const productError = twoProductError(high, scale, product);
  const sum = product + low;
  const sumError = product - (sum - (sum - product)) + (low - (sum - product)); // TwoSum, exact
  const tail = sumError + productError; // small integers: exact
  const mantissa = sum + tail;
  const mantissaLow = tail - (mantissa - sum);
  if (decimals === 0) return mantissa; // one rounding of the exact integer
  // Divided by an exact power of ten in double-double.
  const divisor = POW10[decimals]!;
  const q1 = mantissa / divisor;
  const p = q1 * divisor;
  const pError = twoProductError(q1, divisor, p);
  const q2 = (mantissa - p - pError + mantissaLow) / divisor; // mantissa - p is exact (Sterbenz)
  const rounded = q1 + q2;
  const residual = q2 - (rounded - q1); // exact: |q2| is far below |q1|
  // The true quotient is within MARGIN * |rounded| of rounded + residual; it rounds to
  // `rounded` unless that is close to half an ulp (or `rounded` is a power of two, whose
  // lower neighbour is nearer: left to Number()).
  bits[0] = rounded;
  const high32 = words[HIGH]!;
  const exponent = (high32 >>> 20) & 0x7ff;
  if (exponent < 60 || exponent > 2000 || ((high32 & 0xfffff) === 0 && words[1 - HIGH] === 0)) return NaN;
  // 2^(exponent - 1023 - 53), half the ulp of `rounded`, built from its bits (Math.pow costs more than the rest)
  words[HIGH] = (exponent - 53) << 20;
  words[1 - HIGH] = 0;
  const halfUlp = bits[0]!;
  if (halfUlp - Math.abs(residual) <= Math.abs(rounded) * MARGIN) return NaN;
  return rounded;
}

/** a * b - product exactly, product being the double a * b (Dekker, no fma). */
function twoProductError(a: number, b: number, product: number): number {
  let c = SPLITTER * a;
  const aHigh = c - (c - a);
  const aLow = a - aHigh;
  c = SPLITTER * b;
  const bHigh = c - (c - b);
  const bLow = b - bHigh;
  return aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
}
