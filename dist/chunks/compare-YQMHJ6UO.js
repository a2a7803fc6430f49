import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  runInterruptible
} from "./chunk-FXRB74BE.js";
import "./chunk-2XNX6RE5.js";
import "./chunk-QWJHKUYG.js";
import "./chunk-WLRBVBZV.js";
import "./chunk-KKAIHL2A.js";
import "./chunk-DCQU2YBW.js";
import "./chunk-SWVEG7K4.js";
import "./chunk-7QWRRYZ3.js";
import "./chunk-6URMURHI.js";
import "./chunk-G2YR6NH7.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-WMGDE3LN.js";
import "./chunk-77SVILUT.js";
import "./chunk-YZ3ACDF7.js";
import "./chunk-K46OEXR6.js";
import "./chunk-MZZEVUFO.js";
import "./chunk-43J52PCU.js";
import "./chunk-4ZZT7LD6.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-TFIMPUZS.js";
import "./chunk-22E2UFT6.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";
export {
  COMPARE_USAGE,
  compareCommand,
  compareHelp,
  formatFailures,
  runInterruptible
};
