import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  shellQuote,
  spelledDuration
} from "./chunk-BQH4B2R5.js";
import "./chunk-6VZNKA4I.js";
import "./chunk-RFIQRXKT.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  shellQuote,
  spelledDuration
};
