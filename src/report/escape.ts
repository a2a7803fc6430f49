// Everything we print from benchmark data goes through here before it reaches
// GitHub markdown: a name must not break the table, inject HTML or links, or
// ping anyone.

const ZERO_WIDTH_SPACE = '\u200b';

const REPLACEMENTS: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '!': '&#33;',
  // A zero-width space after @ and # keeps GitHub from linking mentions and issue references.
  '@': `@${ZERO_WIDTH_SPACE}`,
  '#': `#${ZERO_WIDTH_SPACE}`,
};

export function escapeMarkdown(text: string): string {
  // One pass, so no replacement is itself rewritten by a later rule.
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[\\`*_~[\]|<>!@]|#(?=\d)/g, (char) => REPLACEMENTS[char] ?? `\\${char}`);
}
