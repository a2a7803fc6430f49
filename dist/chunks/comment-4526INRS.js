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
} from "./chunk-DEHCUNZQ.js";
import "./chunk-PI4KB3OP.js";
import "./chunk-4RIE45GG.js";
import "./chunk-LFI4LSLP.js";
import "./chunk-K2S4NFR3.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-WJKD3C6M.js";
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
