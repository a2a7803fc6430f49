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

let collator: Intl.Collator | undefined;

/** Sorts `items` by `name(item)` as localeCompare orders the names, stably. */
export function sortByName<T>(items: T[], name: (item: T) => string): void {
  const keys = items.map((item) => asciiSortKey(name(item)));
  if (keys.every((key) => key !== null)) {
    const order = items.map((_, i) => i);
    order.sort((a, b) => {
      const keyA = keys[a]!;
      const keyB = keys[b]!;
      return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
    });
    const sorted = order.map((i) => items[i]!);
    for (let i = 0; i < items.length; i++) items[i] = sorted[i]!;
    return;
  }
  collator ??= new Intl.Collator();
  const compare = collator.compare;
  items.sort((a, b) => compare(name(a), name(b)));
}
