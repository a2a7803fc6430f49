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
} from "./chunk-NYZOAKHW.js";
import "./chunk-7TBZOMY4.js";
import "./chunk-7NT3BXBL.js";
import "./chunk-ZPW32CLV.js";
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
