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
} from "./chunk-5SEFM5P7.js";
import "./chunk-SLMVDAD5.js";
import "./chunk-J4T5DWA2.js";
import "./chunk-BUIBXTCP.js";
import "./chunk-DDJDO7PT.js";
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
