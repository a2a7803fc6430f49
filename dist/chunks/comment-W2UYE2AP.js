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
  missingResultReport,
  reportMarker,
  shellQuote
} from "./chunk-RW5IBKZV.js";
import "./chunk-6VZNKA4I.js";
import "./chunk-RFIQRXKT.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  formatDuration,
  markReportStale,
  missingResultReport,
  reportMarker,
  shellQuote
};
