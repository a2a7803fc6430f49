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
} from "./chunk-LJETVPVM.js";
import "./chunk-AECAMMR5.js";
import "./chunk-BHNJV63R.js";
import "./chunk-DD2FT46J.js";
import "./chunk-I7FWWPP4.js";
import "./chunk-JNGJNHL4.js";
import "./chunk-27CU5ESO.js";
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
