import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-VXM67QAE.js";
import "./chunks/chunk-ISM3LZKS.js";
import "./chunks/chunk-Y4NU447O.js";
import "./chunks/chunk-XW7B5PAA.js";
import "./chunks/chunk-HU3FQ7GX.js";
import "./chunks/chunk-C7NMIJ2O.js";
import "./chunks/chunk-GDGMYEWS.js";
import "./chunks/chunk-2NKTRLOZ.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-UUCBSCLN.js";
import "./chunks/chunk-PBPCSM62.js";
import "./chunks/chunk-Z3ANONTO.js";
import "./chunks/chunk-WHBAFMOT.js";
import "./chunks/chunk-JXLZHZMT.js";
import "./chunks/chunk-R2WWX3V3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-OKLX6OW5.js";
import "./chunks/chunk-6AVMWGWR.js";
import "./chunks/chunk-XPXED6EU.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-FQ3KUZAN.js";
import "./chunks/chunk-ILDHKKTL.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/nightly-report.ts
await run("nightly-report");
