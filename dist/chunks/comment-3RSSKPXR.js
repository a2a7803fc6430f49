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
} from "./chunk-TKR6MMBS.js";
import "./chunk-OA6CB4QY.js";
import "./chunk-AGTNKV34.js";
import "./chunk-M4SBXJN7.js";
import "./chunk-NQJKXKG4.js";
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
