import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  formatDuration,
  markReportStale,
  reportMarker,
  shellQuote
} from "./chunk-QLRWEQ2X.js";
import "./chunk-7TBZOMY4.js";
import "./chunk-E6PWX5NG.js";
import "./chunk-CRNYVKYJ.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  formatDuration,
  markReportStale,
  reportMarker,
  shellQuote
};
