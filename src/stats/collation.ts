// The order String#localeCompare gives (the reference sorts its table with
// it), without ICU when every name is printable ASCII: creating an
// Intl.Collator loads ICU's collation data, ~6 ms of a run that should take
// little more than Node's own start-up.
//
// ICU's root collation (CLDR), which the default locale's collator uses for
// ASCII, compares the characters' primary weights first (space, punctuation
// and symbols, digits, letters; case ignored), then case (lower before
// upper). The order below is that of ICU's, and a test checks it against
// Intl.Collator on every character and on random strings.

const PRIMARY_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
/** char code -> primary weight (1...), 0 for anything that is not printable ASCII */
const PRIMARY = new Uint8Array(128);
for (let i = 0; i < PRIMARY_ORDER.length; i++) {
  const code = PRIMARY_ORDER.charCodeAt(i);
  PRIMARY[code] = i + 1;
  if (code >= 97 && code <= 122) PRIMARY[code - 32] = i + 1; // the upper-case letter
}

/**
 * A string whose code-unit order is the collator's order of `text`, or null
 * if `text` has a character other than printable ASCII.
 */
export function asciiSortKey(text: string): string | null {
  let primary = '';
  let tertiary = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const weight = code < 128 ? PRIMARY[code]! : 0;
    if (weight === 0) return null;
    primary += String.fromCharCode(weight);
    tertiary += code >= 65 && code <= 90 ? '1' : '0';
  }
  return `${primary}\u0000${tertiary}`;
}

/**
 * The collator's comparison of two printable-ASCII strings: decided at the
 * first character that differs, unless only its case differs (then by the
 * sort keys).
 */
export function compareAscii(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === length) return a.length - b.length;
  const difference = PRIMARY[a.charCodeAt(i)]! - PRIMARY[b.charCodeAt(i)]!;
  if (difference !== 0) return difference;
  const keyA = asciiSortKey(a)!;
  const keyB = asciiSortKey(b)!;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
let collator: Intl.Collator | undefined;

/** Sorts `items` by `name(item)` as localeCompare orders the names (stable). */
export function sortByName<T>(items: T[], name: (item: T) => string): void {
  if (items.every((item) => PRINTABLE_ASCII.test(name(item)))) {
    items.sort((a, b) => compareAscii(name(a), name(b)));
    return;
  }
  collator ??= new Intl.Collator();
  const compare = collator.compare;
  items.sort((a, b) => compare(name(a), name(b)));
}
