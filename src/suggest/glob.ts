// Path globs of the suggestion rules (built-in and the workflow's own):
// `*` and `?` within a path segment, `**` across segments (`deps/v8/**`,
// `**/*.md`), `{a,b}` one of the words. Matched against the whole path.
const SPECIAL = /[\\^$.+()|[\]]/g;

export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        i++;
        // `**/` matches no directory or any number of them; a trailing `**` anything
        if (glob[i + 1] === '/') {
          i++;
          source += '(?:.*/)?';
        } else source += '.*';
      } else source += '[^/]*';
    } else if (c === '?') source += '[^/]';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      if (end === -1) throw new SyntaxError(`unclosed { in the glob ${JSON.stringify(glob)}`);
      const words = glob.slice(i + 1, end).split(',');
      source += `(?:${words.map((word) => word.replace(SPECIAL, '\\$&')).join('|')})`;
      i = end;
    } else source += c.replace(SPECIAL, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
