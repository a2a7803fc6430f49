import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
} from "./chunk-LKVOQ7RK.js";
import "./chunk-7MLPNG35.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-D4O6D7PS.js";
import "./chunk-H6Y3JH6P.js";
import "./chunk-ZO3PEPSB.js";
import "./chunk-4KQZA5YD.js";
import "./chunk-Q5VWEKDA.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-77SVILUT.js";
import "./chunk-GOVQOKJL.js";
import "./chunk-DII36MK7.js";
import "./chunk-3M3QFY4B.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-L2HCFCR4.js";
import "./chunk-5XH5D3FM.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-JRLE6ILY.js";
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
