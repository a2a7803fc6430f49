// T6 through a real GFM renderer: what the escaper lets through is rendered
// by cmark-gfm (GitHub's own markdown library, with its table and autolink
// extensions) and the HTML is checked for links, mentions, references,
// entities that decode to something active, invisible characters and a
// broken table. GitHub then links @mentions and #1/GH-1 in the HTML's text:
// the checks below look for exactly what that stage would link.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { buildReport } from '../../src/report/comment.ts';
import { escapeMarkdown } from '../../src/report/escape.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { analyze, type Analysis } from '../../src/stats/analyze.ts';
import type { Sample } from '../../src/stats/csv.ts';

const cmark = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' });
const noRenderer = cmark.error ? 'cmark-gfm is not installed' : false;

function render(markdown: string): string {
  const result = spawnSync(
    'cmark-gfm',
    ['--extension', 'table', '--extension', 'autolink', '--extension', 'strikethrough', '-t', 'html'],
    { input: markdown, encoding: 'utf8' },
  );
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

const HOSTILE = [
  'see https://evil.example/x',
  'www.evil.example',
  '_www.evil.example *www.evil.example (WWW.evil.example',
  'ftp://evil.example',
  'mailto:a@evil.example',
  'me@evil.example',
  '&#x40;nodejs/tsc',
  '&commat;nodejs/tsc',
  '&#64;nodejs/tsc',
  '@nodejs/tsc',
  'fixes #1',
  'fixes GH-2 and gh-3',
  'nodejs/node#4',
  'x|y',
  '`code`',
  '[link](http://x)',
  '![](http://t)',
  '<details><img src=x onerror=alert(1)>',
  '&lt;b&gt;',
  '**bold** ~~gone~~',
  'bidi \u202eevil\u202c isolate \u2066x\u2069',
  'zero\u200bwidth\u200c\u200d\u200e\u200f joiner\u2060 bom\ufeff soft\u00adhyphen',
  'line\nbreak\r\nmore\u2028sep',
];

function samples(filename: string, configuration: string, shift: number): Sample[] {
  return [1, 2, 3, 4].flatMap((i) => [
    { binary: 'old' as const, filename, configuration, rate: 100 + i, time: 1 },
    { binary: 'new' as const, filename, configuration, rate: 100 + i + shift, time: 1 },
  ]);
}

function hostileAnalysis(): Analysis {
  return analyze(HOSTILE.flatMap((name, i) => samples(`${name}.js`, `conf=${name}`, i % 2 === 0 ? -50 : 0)));
}

/** What GitHub's post-render filters would link: text (outside tags) with @user, #1, GH-1. */
function linkable(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ');
  return [...text.matchAll(/(?<![\w\u200b])@[A-Za-z0-9]|(?<![\w&\u200b])#\d|\bGH-\d/gi)].map((m) => m[0]);
}

describe('escapeMarkdown through cmark-gfm', { skip: noRenderer }, () => {
  it('renders every hostile name as inert text in an intact table', () => {
    const html = render(renderMarkdown(hostileAnalysis()));
    assert.doesNotMatch(html, /<a[\s>]/, 'no link');
    assert.deepEqual(linkable(html), [], 'nothing GitHub would turn into a mention or reference');
    assert.doesNotMatch(html, /&#(?:x40|64);|&commat;/i, 'no entity that decodes to @');
    // the only invisible character left is the zero-width space we put after @, # and GH-
    assert.doesNotMatch(html, /[\u00ad\u200c-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u2028]/);
    for (const match of html.matchAll(/\u200b/g)) {
      assert.match(
        html.slice(match.index - 4, match.index),
        /(@|#|gh-|&lt;|\])$/i,
        'a zero-width space only where we put it',
      );
    }
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
    // verdict tables (a header row each: the significant rows and one fold) and the statistics table
    assert.equal(rows.length, 2 * HOSTILE.length + 3, 'three header rows and each name twice');
    for (const row of rows) {
      assert.ok([5, 6].includes((row.match(/<t[dh][\s>]/g) ?? []).length), row);
      assert.doesNotMatch(row, /<(?!\/?(t[dh]|code)[\s>])/, 'no markup from data');
    }
    for (const name of ['evil.example/x', 'www.evil.example', 'x|y', '[link](http://x)', '&amp;lt;b&amp;gt;'])
      assert.ok(html.replace(/\u200b/g, '').includes(name), `${name} is shown as text`);
  });

  it('keeps the whole report inert, header included', () => {
    const hostile = 'www.evil.example @nodejs/tsc &#64;x GH-1 \u202e';
    const html = render(
      buildReport({
        analysis: hostileAnalysis(),
        old: { spec: hostile, version: hostile, sha: 'b'.repeat(40) },
        new: { spec: 'ref:pr', version: 'v20.0.1', sha: 'a'.repeat(40) },
        fingerprint: runnerFingerprint(undefined, { env: { RUNNER_NAME: hostile } }),
        runs: 4,
        durationMs: 1000,
        partial: false,
        failures: [{ filename: hostile, detail: hostile }],
        runUrl: 'https://github.com/nodejs/node/actions/runs/1',
      }),
    );
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(links, ['https://github.com/nodejs/node/actions/runs/1'], 'only our own link');
    assert.deepEqual(linkable(html), []);
    assert.doesNotMatch(html, /\u202e/);
  });
});

describe('escapeMarkdown', () => {
  it('escapes &, breaks autolinks and references, strips format characters', () => {
    assert.equal(escapeMarkdown('&#64;a &commat;b'), '&amp;#\u200b64;a &amp;commat;b');
    assert.equal(escapeMarkdown('https://x www.y mailto:z'), 'https\\://x www\\.y mailto\\:z');
    assert.equal(escapeMarkdown('GH-12 gh-3 GH-x'), 'GH-\u200b12 gh-\u200b3 GH-x');
    assert.equal(escapeMarkdown('a\u202eb\u2066c\u2069d\ufeffe\u00adf\u200bg'), 'abcdefg');
    assert.equal(escapeMarkdown('ref:main n=1:2'), 'ref:main n=1:2', 'a plain colon stays');
  });
});
