// Screenshots of the report as a reader of a pull request sees it, for the
// README and docs/pr-bot.md: a big report (../shared/fixtures/compare-csv/big.csv, Holm) and a
// failed, stopped one. The markdown is the Action's comment (buildReport),
// rendered by cmark-gfm (GitHub's renderer) with a minimal GitHub-like
// stylesheet in a 900 px column, then shot with headless Chromium.
//
//   node --import tsx scripts/screenshot-report.ts [OUT_DIR]   (default docs/)
//   node --import tsx scripts/screenshot-report.ts --markdown FILE.md [--height PX] [--open]
//     (any report, e.g. a --format markdown run: FILE.png beside it; --open: every fold opened)
//
// Needs cmark-gfm and chromium on PATH. Every number is computed from the
// fixture; the header (versions, SHAs, runner) is a fixed example.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildReport } from '../src/report/comment.ts';
import type { ReportInput } from '../src/report/report-input.ts';
import type { RunnerFingerprint } from '../src/artifact/result-schema.ts';
import { analyze } from '../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../src/stats/csv.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const fixtures = join(root, '..', 'shared', 'fixtures', 'compare-csv');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    markdown: { type: 'string' },
    height: { type: 'string', default: '2400' },
    open: { type: 'boolean', default: false },
  },
});
const outDir = resolve(positionals[0] ?? join(root, 'docs'));
const WIDTH = 900;

const fingerprint: RunnerFingerprint = {
  cpuModel: 'AMD EPYC 7763 64-Core Processor',
  cores: 4,
  cpuset: '2-3',
  kernel: 'Linux 6.8.0-1021-azure',
  governor: 'performance',
  hostNode: 'v22.12.0',
  runnerName: 'bench-runner-1',
};

function header(): Omit<ReportInput, 'analysis'> {
  return {
    old: { spec: 'ref:main', version: 'v24.0.0-pre', sha: '3f1a9c0e6b2d4f8a1c7e5b9d0a2c4e6f8b1d3a5c' },
    new: { spec: 'ref:refs/pull/51234/head', version: 'v24.0.0-pre', sha: '9c2e4a6b8d0f1e3c5a7b9d1f3e5c7a9b0d2f4e6a' },
    fingerprint,
    runs: 30,
    durationMs: 2 * 3600_000 + 14 * 60_000,
    partial: false,
    failures: [],
    runUrl: 'https://github.com/nodejs/node/actions/runs/1234567890',
    repositoryUrl: 'https://github.com/nodejs/node',
    run: {
      groups: ['http'],
      filter: [],
      set: {},
      seed: 2_718_281_828,
      requestedBy: 'a-collaborator',
      trigger: 'issue_comment',
    },
    marker: '<!-- node-benchmark-action:report pr=51234 workflow=benchmark.yml -->',
  };
}

function bigReport(): string {
  const csv = readFileSync(join(fixtures, 'big.csv'), 'utf8');
  const analysis = analyze(parseCompareCsv(csv, 'big.csv'), { correction: 'holm' });
  return buildReport({ ...header(), analysis });
}

function failedReport(): string {
  // The confidence fixture, as if `new` crashed on one benchmark and the run hit its time limit.
  const csv = readFileSync(join(fixtures, 'confidence.csv'), 'utf8');
  const samples: Sample[] = parseCompareCsv(csv, 'confidence.csv');
  const crashed = samples.find((s) => s.binary === 'new')!;
  const kept = samples.filter(
    (s) => !(s.binary === 'new' && s.filename === crashed.filename && s.configuration === crashed.configuration),
  );
  const analysis = analyze(kept, { correction: 'holm' });
  const base = header();
  return buildReport({
    ...base,
    analysis,
    run: { ...base.run!, groups: ['util'] },
    durationMs: 45 * 60_000,
    partial: true,
    failures: [
      {
        filename: crashed.filename,
        configuration: crashed.configuration,
        binary: 'new',
        detail: 'exited with code 134: FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal',
      },
    ],
  });
}

// GitHub's alerts (`> [!WARNING]`) are a GitHub addition cmark-gfm leaves as a quote: styled here as GitHub shows them.
function alerts(html: string): string {
  return html.replace(
    /<blockquote>\n<p>\[!(NOTE|WARNING|CAUTION)\]\n?/g,
    (_, kind: string) =>
      `<blockquote class="alert alert-${kind.toLowerCase()}">\n<p class="alert-title">${kind[0]}${kind.slice(1).toLowerCase()}</p>\n<p>`,
  );
}

const STYLE = `
body { margin: 0; background: #fff; }
.comment { box-sizing: border-box; width: ${WIDTH}px; padding: 16px; border: 1px solid #d1d9e0; border-radius: 6px;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
h3 { font-size: 1.25em; font-weight: 600; margin: 0 0 16px; }
p, table, pre, details, blockquote { margin: 0 0 16px; }
a { color: #0969da; text-decoration: none; }
code { font: 85%/1.45 ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  background: rgba(129,139,152,.12); border-radius: 6px; padding: .2em .4em; white-space: break-spaces; }
pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; }
pre code { background: none; padding: 0; font-size: 85%; white-space: pre; }
table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
td, th { padding: 6px 13px; border: 1px solid #d1d9e0; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
summary { cursor: pointer; }
blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.alert { color: inherit; }
.alert-title { font-weight: 500; margin-bottom: 4px; }
.alert-warning { border-left-color: #9a6700; } .alert-warning .alert-title { color: #9a6700; }
.alert-caution { border-left-color: #d1242f; } .alert-caution .alert-title { color: #d1242f; }
.alert-note { border-left-color: #0969da; } .alert-note .alert-title { color: #0969da; }
`;

function toHtml(markdown: string): string {
  const result = spawnSync('cmark-gfm', ['--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink'], {
    input: markdown,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cmark-gfm failed: ${result.stderr}`);
  return `<!doctype html><meta charset="utf-8"><style>${STYLE}</style><div class="comment">${alerts(result.stdout)}</div>`;
}

function screenshot(html: string, png: string, height: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'report-shot-'));
  try {
    const page = join(dir, 'report.html');
    writeFileSync(page, html);
    const result = spawnSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--screenshot=${png}`,
        `--window-size=${WIDTH + 2},${height}`,
        `file://${page}`,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (result.status !== 0) throw new Error(`chromium failed (${result.status}): ${result.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (options.markdown !== undefined) {
  const file = resolve(options.markdown);
  const png = file.replace(/(\.md)?$/, '.png');
  const html = toHtml(readFileSync(file, 'utf8'));
  screenshot(options.open ? html.replace(/<details>/g, '<details open>') : html, png, Number(options.height));
  console.log(`${png}`);
} else {
  for (const [name, markdown, height] of [
    ['report-big', bigReport(), 2000],
    ['report-failed', failedReport(), 1000],
  ] as const) {
    const png = join(outDir, `${name}.png`);
    screenshot(toHtml(markdown), png, height);
    console.log(`${png}: ${markdown.length} characters of markdown`);
  }
}
