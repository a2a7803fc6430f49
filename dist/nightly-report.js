import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-MUADGM4C.js";
import "./chunks/chunk-OZJ5NBDC.js";
import "./chunks/chunk-KUIGYDWQ.js";
import "./chunks/chunk-CYYGDVSZ.js";
import "./chunks/chunk-62VBHQ3E.js";
import "./chunks/chunk-VKZDRFR7.js";
import "./chunks/chunk-G2YR6NH7.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-ESJSV4QM.js";
import "./chunks/chunk-3LBVZSGX.js";
import "./chunks/chunk-ZMMVC64T.js";
import "./chunks/chunk-H4XG5TG4.js";
import "./chunks/chunk-3XOBGGK4.js";
import "./chunks/chunk-G6SPRYOU.js";
import "./chunks/chunk-NCFGGZP3.js";
import "./chunks/chunk-43J52PCU.js";
import "./chunks/chunk-62RII4GV.js";
import "./chunks/chunk-WJKD3C6M.js";
import "./chunks/chunk-TFIMPUZS.js";
import "./chunks/chunk-22E2UFT6.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/nightly-report.ts
await run("nightly-report");
