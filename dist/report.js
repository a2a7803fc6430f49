import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-4TXM42VA.js";
import "./chunks/chunk-WR4ZPG2Z.js";
import "./chunks/chunk-C7SNXHNS.js";
import "./chunks/chunk-H6Y3JH6P.js";
import "./chunks/chunk-ZO3PEPSB.js";
import "./chunks/chunk-4KQZA5YD.js";
import "./chunks/chunk-Q5VWEKDA.js";
import "./chunks/chunk-2NKTRLOZ.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-UUCBSCLN.js";
import "./chunks/chunk-77SVILUT.js";
import "./chunks/chunk-GOVQOKJL.js";
import "./chunks/chunk-6RRDYEYU.js";
import "./chunks/chunk-DII36MK7.js";
import "./chunks/chunk-3M3QFY4B.js";
import "./chunks/chunk-R2WWX3V3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-L2HCFCR4.js";
import "./chunks/chunk-5XH5D3FM.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-JRLE6ILY.js";
import "./chunks/chunk-ILDHKKTL.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/report.ts
await run("report");
