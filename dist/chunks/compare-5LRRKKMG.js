import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
} from "./chunk-2AQ7DK6X.js";
import "./chunk-DRCX53X2.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-D4O6D7PS.js";
import "./chunk-QF2H7BPG.js";
import "./chunk-BDH5J6MR.js";
import "./chunk-RVSJXHR3.js";
import "./chunk-ZTQFCNNS.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-PBPCSM62.js";
import "./chunk-TZTHIB6T.js";
import "./chunk-2K4XEZYG.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-L2HCFCR4.js";
import "./chunk-5XH5D3FM.js";
import "./chunk-77SVILUT.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-FQ3KUZAN.js";
import "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
};
