import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
} from "./chunk-OPXRZ2E5.js";
import "./chunk-SWJUEY6D.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-D4O6D7PS.js";
import "./chunk-FEEC4AQF.js";
import "./chunk-OQS66D46.js";
import "./chunk-C7NMIJ2O.js";
import "./chunk-EKHJGHTL.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-X24E7EC6.js";
import "./chunk-HLTIGYLM.js";
import "./chunk-G2IUYMHM.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-OKLX6OW5.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-R6LVNVJH.js";
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
