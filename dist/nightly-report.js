import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-YWO64YU7.js";
import "./chunks/chunk-LEGLANA3.js";
import "./chunks/chunk-2AOS5TNE.js";
import "./chunks/chunk-KKAIHL2A.js";
import "./chunks/chunk-DCQU2YBW.js";
import "./chunks/chunk-SWVEG7K4.js";
import "./chunks/chunk-7QWRRYZ3.js";
import "./chunks/chunk-6URMURHI.js";
import "./chunks/chunk-G2YR6NH7.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-WMGDE3LN.js";
import "./chunks/chunk-77SVILUT.js";
import "./chunks/chunk-YZ3ACDF7.js";
import "./chunks/chunk-K46OEXR6.js";
import "./chunks/chunk-WC7UP263.js";
import "./chunks/chunk-MZZEVUFO.js";
import "./chunks/chunk-43J52PCU.js";
import "./chunks/chunk-4ZZT7LD6.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-TFIMPUZS.js";
import "./chunks/chunk-22E2UFT6.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/nightly-report.ts
await run("nightly-report");
