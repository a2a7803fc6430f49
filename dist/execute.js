import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-BQOE5LUN.js";
import "./chunks/chunk-CQGPFIRZ.js";
import "./chunks/chunk-LMCOEKZG.js";
import "./chunks/chunk-3YE6JUIB.js";
import "./chunks/chunk-ZDUPMNL4.js";
import "./chunks/chunk-K2HDFBJO.js";
import "./chunks/chunk-5NOLPZO3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-JN37BRHR.js";
import "./chunks/chunk-ZMMVC64T.js";
import "./chunks/chunk-H4XG5TG4.js";
import "./chunks/chunk-3XOBGGK4.js";
import "./chunks/chunk-RQHJV5RB.js";
import "./chunks/chunk-5QNTMB6E.js";
import "./chunks/chunk-43J52PCU.js";
import "./chunks/chunk-UBPHYBOF.js";
import "./chunks/chunk-WJKD3C6M.js";
import "./chunks/chunk-TFIMPUZS.js";
import "./chunks/chunk-22E2UFT6.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/execute.ts
await run("execute");
