import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  nothingMeasured,
  runInterruptible
} from "./chunk-5OGPPW6O.js";
import "./chunk-SWJUEY6D.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-D4O6D7PS.js";
import "./chunk-TGZIWWQ2.js";
import "./chunk-J5LVZ664.js";
import "./chunk-C7NMIJ2O.js";
import "./chunk-7VZZTDG3.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-PBPCSM62.js";
import "./chunk-O4LMD56P.js";
import "./chunk-V4XTNXLD.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-OKLX6OW5.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
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
