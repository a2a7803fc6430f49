import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-C3SD64OL.js";
import "./chunks/chunk-2FVEKWIJ.js";
import "./chunks/chunk-D7EWLMKZ.js";
import "./chunks/chunk-3YE6JUIB.js";
import "./chunks/chunk-KFR2WVS2.js";
import "./chunks/chunk-VHWC7AVS.js";
import "./chunks/chunk-5NOLPZO3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-5LQ2Z7MF.js";
import "./chunks/chunk-ZMMVC64T.js";
import "./chunks/chunk-H4XG5TG4.js";
import "./chunks/chunk-3XOBGGK4.js";
import "./chunks/chunk-X72RUJQB.js";
import "./chunks/chunk-ULCJ2M4Y.js";
import "./chunks/chunk-43J52PCU.js";
import "./chunks/chunk-DAWJJUUF.js";
import "./chunks/chunk-WJKD3C6M.js";
import "./chunks/chunk-TFIMPUZS.js";
import "./chunks/chunk-22E2UFT6.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/nightly.ts
await run("nightly");
