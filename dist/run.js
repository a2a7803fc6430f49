import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-OXFQAS2K.js";
import "./chunks/chunk-YVKPJPQI.js";
import "./chunks/chunk-KYSAOG7Q.js";
import "./chunks/chunk-QF2H7BPG.js";
import "./chunks/chunk-BDH5J6MR.js";
import "./chunks/chunk-RVSJXHR3.js";
import "./chunks/chunk-ZTQFCNNS.js";
import "./chunks/chunk-2NKTRLOZ.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-UUCBSCLN.js";
import "./chunks/chunk-PBPCSM62.js";
import "./chunks/chunk-RASG4TDE.js";
import "./chunks/chunk-TZTHIB6T.js";
import "./chunks/chunk-2K4XEZYG.js";
import "./chunks/chunk-R2WWX3V3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-L2HCFCR4.js";
import "./chunks/chunk-5XH5D3FM.js";
import "./chunks/chunk-77SVILUT.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-FQ3KUZAN.js";
import "./chunks/chunk-ILDHKKTL.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/run.ts
await run("run");
