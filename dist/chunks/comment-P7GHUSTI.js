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
} from "./chunk-EZM54ZKP.js";
import "./chunk-HG5M66LG.js";
import "./chunk-F47XWU7C.js";
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
