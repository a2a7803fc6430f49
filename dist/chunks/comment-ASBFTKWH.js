import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  sizingDescription,
  spelledDuration
} from "./chunk-C6J7VE3W.js";
import "./chunk-D4MIC772.js";
import "./chunk-6P2IP4AD.js";
import "./chunk-D7NNUUOQ.js";
import "./chunk-ADJJEV2E.js";
import "./chunk-JNGJNHL4.js";
import "./chunk-27CU5ESO.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  sizingDescription,
  spelledDuration
};
