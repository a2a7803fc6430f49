import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
} from "./chunk-4L72DCO3.js";
import "./chunk-FGYR2QZS.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-WLRBVBZV.js";
import "./chunk-3IMH5AXO.js";
import "./chunk-JMV4NU46.js";
import "./chunk-IQUB2J3P.js";
import "./chunk-5UFYZC3K.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-77SVILUT.js";
import "./chunk-GOVQOKJL.js";
import "./chunk-6UOW73PH.js";
import "./chunk-7AB6JDQZ.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-7TQ4KDBU.js";
import "./chunk-VHPF33GU.js";
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
