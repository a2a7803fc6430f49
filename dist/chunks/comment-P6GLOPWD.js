import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  shellQuote,
  sizingDescription,
  spelledDuration
} from "./chunk-VTB5OKBC.js";
import "./chunk-ECXU24FS.js";
import "./chunk-ZNTJZVNH.js";
import "./chunk-T2WSRMIG.js";
import "./chunk-MDT4DVER.js";
import "./chunk-JNGJNHL4.js";
import "./chunk-27CU5ESO.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  compareCommand,
  describeFingerprint,
  markReportStale,
  missingResultReport,
  reportMarker,
  shellQuote,
  sizingDescription,
  spelledDuration
};
