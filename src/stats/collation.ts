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

/** where keys are built (a bigger one, not kept, for a longer name) */
const scratch = Buffer.allocUnsafe(4096);

/**
 * A string whose code-unit order is the collator's order of `text`, or null
 * if `text` has a character other than printable ASCII: the primary weights,
 * a 0, then the case of each character (lower before upper).
 */
export function asciiSortKey(text: string): string | null {
  const length = text.length;
  const size = 2 * length + 1;
  const key = size <= scratch.length ? scratch : Buffer.allocUnsafe(size);
  key[length] = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const weight = code < 128 ? PRIMARY[code]! : 0;
    if (weight === 0) return null;
    key[i] = weight;
    key[length + 1 + i] = code >= 65 && code <= 90 ? 2 : 1;
  }
  return key.toString('latin1', 0, size);
}

let collator: Intl.Collator | undefined;

/**
 * Sorts `items` by `name(item)` as localeCompare orders the names (stable).
 * Printable-ASCII names sort by their keys with the built-in string order
 * (no comparator calls into JavaScript), the item's index appended to the
 * key to keep equal names in their order.
 */
export function sortByName<T>(items: T[], name: (item: T) => string): void {
  const keys: string[] = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    const key = asciiSortKey(name(items[i]!));
    if (key === null) {
      collator ??= new Intl.Collator();
      const compare = collator.compare;
      items.sort((a, b) => compare(name(a), name(b)));
      return;
    }
    // Two 16-bit code units: the index, after the key's end (a 0 below every weight).
    keys[i] = key + String.fromCharCode(0, i >>> 16, i & 0xffff);
  }
  keys.sort();
  const unsorted = items.slice();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const length = key.length;
    items[i] = unsorted[(key.charCodeAt(length - 2) << 16) | key.charCodeAt(length - 1)]!;
  }
}
