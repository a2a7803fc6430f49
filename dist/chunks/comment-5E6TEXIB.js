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
  mostRowsThatFit,
  noteNewerAnswer,
  reportHeader,
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
} from "./chunk-C7NMIJ2O.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-OKLX6OW5.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-ILDHKKTL.js";
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
  mostRowsThatFit,
  noteNewerAnswer,
  reportHeader,
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
};
