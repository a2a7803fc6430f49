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
} from "./chunk-43NNXM6B.js";
import "./chunk-3CFUYMB2.js";
import "./chunk-CGPGK25K.js";
import "./chunk-ZRDVXUNJ.js";
import "./chunk-B5P6XS2P.js";
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
