// GitHub's markdown renderer for the report tests: cmark-gfm (the library
// GitHub renders comments with) with its table, strikethrough and autolink
// extensions, and what its HTML holds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const version = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' });
/** A reason to skip, or false when cmark-gfm is installed. */
export const noRenderer: string | false = version.error ? 'cmark-gfm is not installed' : false;

/** Markdown to HTML as GitHub's first stage renders it (raw HTML kept: GitHub sanitizes after, we check before). */
export function renderGfm(markdown: string): string {
  const result = spawnSync('cmark-gfm', ['--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink'], {
    input: markdown,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

export interface HtmlTable {
  header: string[];
  rows: string[][];
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ')
    .trim();

/** Every table: header and body cells as text (tags stripped, entities decoded). */
export function tables(html: string): HtmlTable[] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table]) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(table!)?.[1] ?? '';
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table!)?.[1] ?? '';
    const cellsOf = (row: string) => [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((m) => decode(m[1]!));
    return {
      header: cellsOf(head),
      rows: [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => cellsOf(m[1]!)),
    };
  });
}

/** The text of every <strong> and <em> in the HTML, code blocks left out. */
export function emphasis(html: string): string[] {
  const outsideCode = html.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
  return [...outsideCode.matchAll(/<(strong|em)>([\s\S]*?)<\/\1>/g)].map((m) => `${m[1]}:${decode(m[2]!)}`);
}

/** What GitHub's post-render filters would link: text (outside tags) with @user, #1, GH-1. */
export function linkable(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ');
  return [...text.matchAll(/(?<![\w\u200b])@[A-Za-z0-9]|(?<![\w&\u200b])#\d|\bGH-\d/gi)].map((m) => m[0]);
}

/** The text of the <summary> of every <details>. */
export function foldTitles(html: string): string[] {
  return [...html.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((m) => decode(m[1]!));
}
