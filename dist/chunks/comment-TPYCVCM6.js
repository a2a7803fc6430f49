import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  describeFingerprint,
  isSuperseded,
  markReportStale,
  markReportSuperseded,
  missingResultReport,
  noteNewerAnswer,
  reportHeader,
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
} from "./chunk-SWVEG7K4.js";
import "./chunk-WMGDE3LN.js";
import "./chunk-K46OEXR6.js";
import "./chunk-4ZZT7LD6.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-22E2UFT6.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  describeFingerprint,
  isSuperseded,
  markReportStale,
  markReportSuperseded,
  missingResultReport,
  noteNewerAnswer,
  reportHeader,
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
};
