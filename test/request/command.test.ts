// The `/benchmark` grammar: what is a command, what is ignored, what is refused (T2, T4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBenchmarkCommand, type CommandOptions, type CommandResult } from '../../src/request/command.ts';
import { ALLOWED_GROUPS, HEAD_SHA } from './support.ts';

const options: CommandOptions = { allowedGroups: ALLOWED_GROUPS };
const parse = (body: string, extra: Partial<CommandOptions> = {}) =>
  parseBenchmarkCommand(body, { ...options, ...extra });

function command(result: CommandResult) {
  assert.ok(result.ok, `expected a command, got ${JSON.stringify(result)}`);
  return result.command;
}

/** Refused (not ignored); returns the reason after checking it is printable and leaks none of `secret`. */
function refused(result: CommandResult, ...secret: string[]): string {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  assert.equal(result.ignored, false, `expected a refusal, not ignored: ${result.reason}`);
  // Our own words only: printable ASCII plus the ellipsis of the usage line.
  assert.match(result.reason, /^[\x20-\x7e…]+$/, `unprintable reason: ${JSON.stringify(result.reason)}`);
  for (const text of secret)
    assert.ok(!result.reason.includes(text), `reason echoes ${JSON.stringify(text)}: ${result.reason}`);
  return result.reason;
}

function ignored(result: CommandResult): string {
  assert.ok(!result.ok && result.ignored, `expected ignored, got ${JSON.stringify(result)}`);
  return result.reason;
}

describe('parseBenchmarkCommand: the grammar', () => {
  it('reads groups alone', () => {
    assert.deepEqual(command(parse('/benchmark buffers')), {
      groups: ['buffers'],
      auto: false,
      filter: [],
      exclude: [],
      set: {},
    });
  });

  it('reads every option, repeated where allowed', () => {
    const body = `/benchmark buffers url --filter tojson --filter from --exclude slice --set n=1000 --set n=10 --set type=a,b --runs 15 sha=${HEAD_SHA}`;
    assert.deepEqual(command(parse(body)), {
      groups: ['buffers', 'url'],
      auto: false,
      filter: ['tojson', 'from'],
      exclude: ['slice'],
      set: { n: ['1000', '10'], type: ['a,b'] },
      runs: 15,
      sha: HEAD_SHA,
    });
  });

  it('takes --option=value as well as --option value', () => {
    assert.deepEqual(command(parse('/benchmark fs --filter=readfile --exclude=sync --set=encoding=utf8 --runs=5')), {
      groups: ['fs'],
      auto: false,
      filter: ['readfile'],
      exclude: ['sync'],
      set: { encoding: ['utf8'] },
      runs: 5,
    });
  });

  it('reads only the first line; the rest of the comment is free text (CRLF as the web UI sends)', () => {
    const body = '/benchmark buffers --runs 10\r\n\r\n--runs 999 $(curl x) /benchmark http\r\nThanks!';
    assert.deepEqual(command(parse(body)), {
      groups: ['buffers'],
      auto: false,
      filter: [],
      exclude: [],
      set: {},
      runs: 10,
    });
  });

  it('a second /benchmark line right after a CRLF is text: only the first line is the command (issue 55.7)', () => {
    const first = command(parse('/benchmark buffers\r\n/benchmark http --runs 999'));
    assert.deepEqual([first.groups, first.runs], [['buffers'], undefined]);
  });

  it('accepts up to three leading spaces, tabs between arguments, and trailing blanks', () => {
    assert.deepEqual(command(parse('   /benchmark\tbuffers \t url  ')).groups, ['buffers', 'url']);
  });

  it('counts a group named twice once, and lowercases sha=', () => {
    const result = command(parse(`/benchmark url url sha=${HEAD_SHA.toUpperCase()}`));
    assert.deepEqual(result.groups, ['url']);
    assert.equal(result.sha, HEAD_SHA);
  });

  it('applies the default runs unless --runs is given', () => {
    assert.equal(command(parse('/benchmark url', { defaults: { runs: 30 } })).runs, 30);
    assert.equal(command(parse('/benchmark url --runs 7', { defaults: { runs: 30 } })).runs, 7);
    assert.equal(command(parse('/benchmark url')).runs, undefined);
  });

  it('takes --runs auto, --runs=auto and runs=auto (any case), once', () => {
    for (const line of ['/benchmark url --runs auto', '/benchmark url --runs=auto', '/benchmark url runs=AUTO']) {
      assert.equal(command(parse(line, { defaults: { runs: 30 } })).runs, 'auto', line);
    }
    assert.equal(command(parse('/benchmark url runs=12')).runs, 12);
    assert.equal(command(parse('/benchmark url --runs 7', { defaults: { runs: 'auto' } })).runs, 7);
    assert.equal(command(parse('/benchmark url', { defaults: { runs: 'auto' } })).runs, 'auto');
    assert.match(refused(parse('/benchmark url --runs auto runs=5')), /\/benchmark --runs is given twice/);
    assert.match(refused(parse('/benchmark url --runs sometimes')), /^\/benchmark --runs must be auto or an integer/);
    assert.match(refused(parse('/benchmark url runs=')), /--runs is empty/);
    // the cap of auto is max-runs, which a comment cannot set
    assert.match(refused(parse('/benchmark url --max-runs 500')), /unknown option `--max-runs`/);
    assert.match(refused(parse('/benchmark url --delta 50')), /unknown option `--delta`/);
  });

  it('accepts --runs up to maxRuns (200 at most, whatever maxRuns says)', () => {
    assert.equal(command(parse('/benchmark url --runs 200')).runs, 200);
    assert.match(
      refused(parse('/benchmark url --runs 51', { maxRuns: 50 })),
      /--runs must be "?auto"? or an integer from 1 to 50/,
    );
    assert.match(refused(parse('/benchmark url --runs 201', { maxRuns: 1000 })), /from 1 to 200/);
  });
});

describe('parseBenchmarkCommand: not a command at all (T2: ignored, nothing said)', () => {
  const cases: Record<string, string> = {
    'ordinary comment': 'LGTM, thanks!',
    empty: '',
    quoted: '> /benchmark buffers',
    'quoted reply with text': '> /benchmark buffers\r\n\r\nWhy is this slower?',
    'fenced code block': '```\n/benchmark buffers\n```',
    'fenced with language': '```console\r\n/benchmark buffers --runs 5\r\n```',
    'indented code block': '    /benchmark buffers',
    'tab-indented code block': '\t/benchmark buffers',
    'inline code': '`/benchmark buffers`',
    'inline code inside a sentence': 'You can run `/benchmark buffers` yourself.',
    'command on line 2': 'Could someone run this?\n/benchmark buffers',
    'command after a blank first line': '\r\n/benchmark buffers',
    'html comment': '<!-- /benchmark buffers -->',
    'another word': '/benchmarks buffers',
    'a hyphenated word': '/benchmark-all',
    'other case': '/Benchmark buffers',
    'zero-width space before it': '\u200B/benchmark buffers',
    'a huge comment that is not a command': 'x'.repeat(100_000),
  };
  for (const [name, body] of Object.entries(cases)) {
    it(name, () => {
      assert.match(ignored(parse(body)), /not a \/benchmark command/);
    });
  }

  it('a body that is not a string', () => {
    ignored(parseBenchmarkCommand(null as unknown as string, options));
  });
});

describe('parseBenchmarkCommand: hostile commands are refused without echoing them (T4)', () => {
  it('$(curl x)', () => {
    const reason = refused(parse('/benchmark buffers --filter $(curl x)'), '$(', 'curl');
    assert.match(
      reason,
      /^\/benchmark --filter may only contain letters, digits and _ \. , : = \/ - \(`\[A-Za-z0-9_\.,:=\/-\]`\)$/,
    );
  });

  it('; and a second command', () => {
    refused(parse('/benchmark buffers; rm -rf ~'), ';', 'rm -rf');
  });

  it('backticks', () => {
    refused(parse('/benchmark buffers --filter `id`'), '`id`');
  });

  it('${{ }} expressions', () => {
    refused(parse('/benchmark buffers --filter ${{ secrets.GITHUB_TOKEN }}'), '${{', 'secrets');
  });

  it('quotes are characters, not quoting', () => {
    refused(parse('/benchmark buffers --filter "a b"'), '"a');
    refused(parse("/benchmark buffers --set 'n=1 --runs=2'"), "'n");
  });

  it('a lone CR inside the first line', () => {
    assert.match(refused(parse('/benchmark buffers\r--runs 5'), '--runs 5'), /U\+000D/);
  });

  it('LF ends the first line: nothing after it is read', () => {
    assert.deepEqual(command(parse('/benchmark buffers\n$(curl x) --runs 200')), {
      groups: ['buffers'],
      auto: false,
      filter: [],
      exclude: [],
      set: {},
    });
  });

  it('NUL and other control characters', () => {
    assert.match(refused(parse('/benchmark buffers\u0000--runs 5')), /U\+0000/);
    assert.match(refused(parse('/benchmark buffers\u001b[2J')), /U\+001B/);
    assert.match(refused(parse('/benchmark buffers\u0085url')), /U\+0085/);
    assert.match(refused(parse('/benchmark buffers\u2028url')), /U\+2028/);
  });

  it('bidi overrides (U+202E) and isolates', () => {
    assert.match(
      refused(parse('/benchmark buffers --filter \u202Etxt.exe')),
      /invisible or control character \(U\+202E\)/,
    );
    assert.match(refused(parse('/benchmark \u2066buffers\u2069')), /U\+2066/);
  });

  it('zero-width characters (U+200B, U+200D, U+FEFF)', () => {
    assert.match(refused(parse('/benchmark buf\u200Bfers')), /U\+200B/);
    assert.match(refused(parse('/benchmark buffers\u200D')), /U\+200D/);
    assert.match(refused(parse('/benchmark buffers \uFEFF')), /U\+FEFF/);
  });

  it('non-ASCII look-alikes fail the alphabet', () => {
    refused(parse('/benchmark buffers \u2014filter x')); // em dash
    refused(parse('/benchmark bu\u0066\u0066ers\u00A0url')); // no-break space is not a separator
  });

  it('a 100 KB body', () => {
    const reason = refused(parse(`/benchmark buffers\n${'A'.repeat(100_000)}`), 'AAAA');
    assert.match(reason, /comment is 100019 characters long; .* at most 65536/);
  });

  it('1,000 arguments', () => {
    const reason = refused(parse(`/benchmark ${Array(1000).fill('url').join(' ')}`), 'url url');
    assert.match(reason, /command line is 4010 characters long; at most 500/);
  });

  it('more than 50 arguments within the line length', () => {
    assert.match(refused(parse(`/benchmark ${Array(60).fill('fs').join(' ')}`)), /61 arguments; at most 50/);
  });

  it('duplicate --runs and sha=', () => {
    assert.match(refused(parse('/benchmark url --runs 5 --runs 6')), /--runs is given twice/);
    assert.match(refused(parse('/benchmark url --runs=5 --runs 5')), /--runs is given twice/);
    assert.match(refused(parse(`/benchmark url sha=${HEAD_SHA} sha=${HEAD_SHA}`)), /sha= is given twice/);
  });

  it('unknown --output=/etc/x names the option, not the value', () => {
    const reason = refused(parse('/benchmark url --output=/etc/x'), '/etc/x');
    assert.match(reason, /unknown option `--output`; the options are --filter, --exclude, --set, --runs/);
  });

  it("compare.js's --analyze, --max-regression and --scale: one line on what does their job here", () => {
    assert.match(
      refused(parse('/benchmark url --analyze')),
      /^--analyze is compare\.js's own table without R; node-bench reads compare\.js's CSV and prints compare\.R's table itself/,
    );
    assert.match(
      refused(parse('/benchmark url --max-regression 5')),
      /^--max-regression gates on .*: use the Action's fail-on-regression input \(exit 2 on any row whose verdict is slower/,
    );
    assert.match(refused(parse('/benchmark url --max-regression=5')), /^--max-regression gates on/);
    assert.match(refused(parse('/benchmark url --scale 100')), /^--scale sets the histogram precision/);
  });

  it('an unknown option with a hostile name is not named', () => {
    const reason = refused(parse('/benchmark url --o$(id)=1'), '$(id)');
    assert.match(reason, /^unknown option; /);
    refused(parse('/benchmark url -rf'), '-rf');
  });

  it('../ and absolute paths in filters', () => {
    assert.match(refused(parse('/benchmark url --filter ../../etc/passwd')), /--filter cannot contain "\.\."/);
    assert.match(refused(parse('/benchmark url --exclude a/../b')), /--exclude cannot contain "\.\."/);
    assert.match(refused(parse('/benchmark url --filter /etc/passwd')), /--filter cannot start with "\/"/);
    assert.match(refused(parse('/benchmark ../url')), /cannot contain "\.\."/);
  });

  it('option-looking values (argv injection)', () => {
    assert.match(refused(parse('/benchmark url --filter -x')), /--filter cannot start with "-"/);
    assert.match(refused(parse('/benchmark url --filter --runs 5')), /--filter needs a value/);
    assert.match(refused(parse('/benchmark url --filter')), /--filter needs a value/);
    assert.match(refused(parse('/benchmark url --filter=')), /--filter is empty/);
  });

  it('values over 100 characters', () => {
    assert.match(
      refused(parse(`/benchmark url --filter ${'a'.repeat(101)}`)),
      /--filter is longer than 100 characters/,
    );
  });

  it('more than 20 filters or sets', () => {
    assert.match(
      refused(parse(`/benchmark url ${Array(21).fill('--filter a').join(' ')}`)),
      /^\/benchmark --filter has 21 entries; at most 20$/,
    );
    assert.match(
      refused(parse(`/benchmark url ${Array(21).fill('--set=n=1').join(' ')}`)),
      /^\/benchmark --set has 21 entries; at most 20$/,
    );
  });

  it('malformed --set', () => {
    assert.match(refused(parse('/benchmark url --set n')), /--set must be key=value/);
    assert.match(refused(parse('/benchmark url --set =1')), /--set must be key=value/);
    assert.match(refused(parse('/benchmark url --set 1n=2')), /--set key must be a letter or _/);
    assert.match(refused(parse('/benchmark url --set n=')), /--set value is empty/);
    assert.match(refused(parse('/benchmark url --set constructor=1')), /--set key "constructor" is reserved/);
    assert.match(refused(parse('/benchmark url --set __proto__=1')), /is reserved/);
  });

  it('--runs that is not an integer in range', () => {
    for (const runs of ['0', '201', '-1', '1.5', 'ten', '1e2', '0x10', '', '9999999']) {
      assert.match(
        refused(parse(`/benchmark url --runs=${runs}`)),
        /--runs (must be auto or an integer from 1 to 200|is empty)/,
        runs,
      );
    }
  });

  it('abbreviated, non-hex or over-long sha=', () => {
    for (const sha of [HEAD_SHA.slice(0, 7), 'z'.repeat(40), `${HEAD_SHA}0`, '']) {
      assert.match(refused(parse(`/benchmark url sha=${sha}`)), /sha= needs the full 40-character hex commit SHA/);
    }
  });

  it('/benchmark glued to something else', () => {
    assert.match(refused(parse('/benchmark:url')), /put a space after \/benchmark/);
  });
});

describe('parseBenchmarkCommand: groups and the allowlist', () => {
  it('names the allowed groups when a group is unknown', () => {
    const reason = refused(parse('/benchmark crypto'));
    assert.equal(reason, 'unknown benchmark group `crypto`; the groups are `buffers`, `url`, `http`, `fs`, `misc`');
  });

  it('a typo of an allowed group: did you mean it', () => {
    assert.equal(
      refused(parse('/benchmark bufers')),
      'unknown benchmark group `bufers` (did you mean `buffers`?); the groups are `buffers`, `url`, `http`, `fs`, `misc`',
    );
  });

  it('hints at --set for key=value words', () => {
    assert.match(
      refused(parse('/benchmark url n=100')),
      /unknown benchmark group `n=100` \(for a benchmark parameter write --set n=100\)/,
    );
  });

  it('a command without a group, or with the word auto, asks the gate to choose the groups', () => {
    assert.deepEqual(command(parse('/benchmark')), { groups: [], auto: true, filter: [], exclude: [], set: {} });
    assert.deepEqual(command(parse('/benchmark --runs 5')).auto, true);
    assert.deepEqual(command(parse('/benchmark auto --filter parse')).groups, []);
    assert.match(refused(parse('/benchmark auto url')), /name groups or write auto, not both/);
  });

  it('says so when no groups are configured, and never lists an unsafe configured name', () => {
    assert.match(refused(parse('/benchmark url', { allowedGroups: [] })), /no benchmark groups are configured/);
    const reason = refused(parse('/benchmark url', { allowedGroups: ['fs', 'a`b', '$(x)'] }), 'a`b', '$(x)');
    assert.match(reason, /the groups are `fs`$/);
  });
});

describe('parseBenchmarkCommand: /benchmark more', () => {
  it('reads the word alone, with the defaults of nothing: the table it runs again has the settings', () => {
    assert.deepEqual(command(parse('/benchmark more', { defaults: { runs: 'auto' } })), {
      groups: [],
      auto: false,
      filter: [],
      exclude: [],
      set: {},
      more: true,
    });
    assert.equal(command(parse('/benchmark more\nplease')).more, true);
  });

  it('takes sha= (the commit the table measured), lowercased, once', () => {
    assert.equal(command(parse(`/benchmark more sha=${HEAD_SHA.toUpperCase()}`)).sha, HEAD_SHA);
    assert.match(refused(parse(`/benchmark more sha=${HEAD_SHA} sha=${HEAD_SHA}`)), /sha= is given twice/);
    assert.match(refused(parse('/benchmark more sha=abc')), /sha= needs the full 40-character/);
  });

  it('refuses anything else in one line', () => {
    const line =
      "/benchmark more takes no other arguments: it runs the last table's open rows again, with its settings, for its commits";
    for (const body of [
      '/benchmark more buffers',
      '/benchmark more --runs 10',
      '/benchmark more runs=auto',
      '/benchmark more more',
    ])
      assert.equal(refused(parse(body)), line, body);
  });

  it('is a group where the allowlist names one `more`, and only as the first word', () => {
    const withMore = command(parse('/benchmark more', { allowedGroups: [...ALLOWED_GROUPS, 'more'] }));
    assert.deepEqual([withMore.groups, withMore.more], [['more'], undefined]);
    assert.match(refused(parse('/benchmark buffers more')), /unknown benchmark group `more`/);
  });
});
