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
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
} from "./chunk-ZDUPMNL4.js";
import "./chunk-JN37BRHR.js";
import "./chunk-3XOBGGK4.js";
import "./chunk-UBPHYBOF.js";
import "./chunk-WJKD3C6M.js";
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
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
};
