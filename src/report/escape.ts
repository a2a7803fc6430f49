// Everything we print from benchmark data goes through here before it reaches
// GitHub markdown: a name must not break the table, inject HTML, entities or
// links, ping anyone, reference an issue, or hide text behind bidi controls.
//
// GitHub renders in two stages: cmark-gfm (markdown, tables, autolinks), then
// filters on the resulting HTML text (@mentions, #123 / GH-123 references).
// Backslash escapes stop the first stage only, so references and mentions are
// broken with a zero-width space, which the second stage does not link across.

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Invisible or reordering characters: every Unicode format character (Cf:
 * soft hyphen, zero-width and joiners U+200B–U+200F, bidi embeddings and
 * isolates U+202A–U+202E and U+2066–U+2069, word joiner and invisible
 * operators U+2060–U+2064, BOM U+FEFF, tags…), plus the other control
 * characters a line cannot hold.
 */
const INVISIBLE = /\p{Cf}/gu;
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const BREAKS = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const REPLACEMENTS: Record<string, string> = {
  // `&` first of all: no entity (&#64; &commat; &#x40;) survives to be decoded into a mention or tag.
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '!': '&#33;',
  // A zero-width space after @ and # keeps GitHub from linking mentions, emails and issue references.
  '@': `@${ZERO_WIDTH_SPACE}`,
  '#': `#${ZERO_WIDTH_SPACE}`,
};

/**
 * The active spots, matched in one pass so no replacement is itself rewritten:
 * markdown punctuation; `&<>!@`; `#` and `GH-` before a digit (references);
 * `:` that starts a URL's `//` or follows mailto/xmpp, and the dot of `www.`
 * (GFM's autolinks).
 */
// No word boundaries: `_www.x` links too (GFM allows `_*~(` before www), so any www. is broken.
const ACTIVE = /[\\`*_~[\]|&<>!@]|#(?=\d)|(?<=gh-)(?=\d)|:(?=\/)|(?<=mailto|xmpp):|(?<=www)\./gi;

export function escapeMarkdown(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(BREAKS, ' ')
    .replace(ACTIVE, (match) => (match === '' ? ZERO_WIDTH_SPACE : (REPLACEMENTS[match] ?? `\\${match}`)));
}

/** Text with nothing invisible and on one line, for code blocks (where markdown is not parsed). */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, '').replace(BREAKS, ' ');
}

/**
 * A zero-width space after every @, # and `<`, GH- before a digit, and
 * between `](`: nothing GitHub would link or ping, and even where markup is
 * literal (code) no text that a plain search takes for our report marker
 * (`<!-- node-benchmark-action… -->`), a tag or a link.
 */
export function breakReferences(text: string): string {
  return text
    .replace(/[@#](?=\S)/g, (match) => `${match}${ZERO_WIDTH_SPACE}`)
    .replace(/(?<=gh-)(?=\d)|(?<=<)|(?<=\])(?=\()/gi, ZERO_WIDTH_SPACE);
}

/**
 * Text as a code span: shown verbatim (no markdown, HTML or entities inside),
 * with a fence longer than any backtick run in it. Mentions and references
 * are broken as in escapeMarkdown; in a table cell (the default) `|` is
 * escaped, which GFM undoes before the span is parsed.
 */
export function codeSpan(text: string, options: { inTable?: boolean } = {}): string {
  let body = breakReferences(plainText(text));
  if (options.inTable ?? true) body = body.replace(/\|/g, '\\|');
  if (body.trim() === '') return '` `';
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || (body.startsWith(' ') && body.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * Lines of plain text as one markdown paragraph that keeps its line breaks
 * (hard breaks) and its leading indentation (no-break spaces), every line
 * escaped.
 */
export function escapeMultiline(lines: readonly string[]): string {
  return lines
    .map((line) =>
      escapeMarkdown(line)
        .replace(/^ +/, (spaces) => '&nbsp;'.repeat(spaces.length))
        .replace(/ {2,}/g, (spaces) => `${'&nbsp;'.repeat(spaces.length - 1)} `),
    )
    .join('\\\n');
}
