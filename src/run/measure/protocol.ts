// The IPC protocol between the runner and benchmarks/common.js.
//
// Listing: the benchmark file runs with NODE_BENCH_LIST_CONFIGS=1 and the
// --set overrides as `key=value` arguments, sends
//   {type: 'configs', name, configs: [{key: value}], flags: [node options]}
// and exits 0.
// Measuring: the binary runs `[...flags, file, key=value...]` with
// NODE_RUN_BENCHMARK_FN='' and NODE_BENCH_HOST_NODE=<runner's node>, sends
//   {type: 'report', name, conf, rate, time}
// (time: seconds as a decimal string) and exits. A child with no result to
// report may say why instead: {type: 'report', error: '<reason>'} (node:bench
// files' readers do, node-bench-files.ts).

import { inspect } from 'node:util';

// booleans: node:bench params, and node core's common.js from v24 on (`[true, false]` parameters)
export type ConfigValue = string | number | boolean;
export type Config = Record<string, ConfigValue>;

export interface ConfigsMessage {
  type: 'configs';
  configs: Config[];
  flags: string[];
}

export interface ReportMessage {
  type: 'report';
  conf: Config;
  rate: number;
  time: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isConfig(value: unknown): value is Config {
  return (
    isPlainObject(value) &&
    Object.values(value).every(
      (v) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v)),
    )
  );
}

/** The message as a configs listing, or a reason it is not a valid one. */
export function readConfigsMessage(message: unknown): ConfigsMessage | string | null {
  if (!isPlainObject(message) || message.type !== 'configs') return null;
  const { configs, flags = [] } = message;
  if (!Array.isArray(configs) || !configs.every(isConfig)) {
    return 'configs listing without a valid configs array (objects of string, number or boolean values)';
  }
  if (!Array.isArray(flags) || !flags.every((f) => typeof f === 'string')) {
    return 'configs listing with flags that are not an array of strings';
  }
  return { type: 'configs', configs, flags };
}

/** The message as a report, or a reason it is not a valid one, or null for other messages. */
export function readReportMessage(message: unknown): ReportMessage | string | null {
  if (!isPlainObject(message) || message.type !== 'report') return null;
  if (typeof message.error === 'string') return message.error;
  const { conf, rate, time } = message;
  if (!isConfig(conf)) return 'report without a valid conf object';
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return `report with rate ${String(rate)}`;
  const seconds = typeof time === 'string' || typeof time === 'number' ? Number(time) : NaN;
  if (!Number.isFinite(seconds)) return `report with time ${String(time)}`;
  return { type: 'report', conf, rate, time: seconds };
}

/**
 * The CSV configuration column exactly as compare.js builds it: keys in the
 * conf's order, `key=${util.inspect(value)}`, joined by one space (strings
 * come out single-quoted: `n=100 type='fast'`). Unescaped; the CSV writer
 * doubles the quotes.
 */
export function formatConfiguration(conf: Config): string {
  return Object.keys(conf)
    .map((key) => `${key}=${inspect(conf[key])}`)
    .join(' ');
}

/** Command-line arguments for a configuration, in its key order. */
export function configArgs(conf: Config): string[] {
  return Object.entries(conf).map(([key, value]) => `${key}=${value}`);
}
