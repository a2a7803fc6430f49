// Reading a failed child's stderr: the part worth keeping, and the line that
// says what went wrong.

/** The last `maxLines` lines of a stderr tail (trailing newlines dropped). */
export function lastLines(tail: string, maxLines = 20): string {
  const lines = tail.replace(/\n+$/, '').split('\n');
  return lines.slice(-maxLines).join('\n');
}

/**
 * The line of a benchmark child's stderr tail that best says what went
 * wrong: the error message of an uncaught exception, else the last line
 * (node's closing `Node.js v20...` banner aside).
 */
export function stderrHint(tail: string): string {
  const lines = tail
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^Node\.js v\d/.test(l));
  const error = lines.find((l) => /^([A-Z]\w*)?(Error|Exception)\b.*:/.test(l));
  const hint = error ?? lines.at(-1) ?? '';
  return hint.length > 200 ? `${hint.slice(0, 199)}…` : hint;
}

/** The last line of compare.js's stderr tail that names an error, if any. */
export function errorLine(stderrTail: string): string | null {
  const lines = stderrTail.split('\n').map((line) => line.trim());
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (/^([A-Za-z_$][\w$]*)?(Error|Exception)\b/.test(line) || /^(Uncaught|Fatal|FATAL)\b/.test(line)) {
      return line.length > 200 ? `${line.slice(0, 197)}...` : line;
    }
  }
  return null;
}
