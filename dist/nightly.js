import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-QZ6W3WUK.js";
import "./chunks/chunk-6LEXNFPM.js";
import "./chunks/chunk-NM35EDMN.js";
import "./chunks/chunk-HCIGQOOG.js";
import "./chunks/chunk-X4YA24OT.js";
import "./chunks/chunk-5ZPRRK3M.js";
import "./chunks/chunk-G2YR6NH7.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-V6S264PS.js";
import "./chunks/chunk-3LBVZSGX.js";
import "./chunks/chunk-ZMMVC64T.js";
import "./chunks/chunk-LNIO34R4.js";
import "./chunks/chunk-3XOBGGK4.js";
import "./chunks/chunk-F4IKCHFA.js";
import "./chunks/chunk-ER63U3MT.js";
import "./chunks/chunk-43J52PCU.js";
import "./chunks/chunk-Z2J5BIC5.js";
import "./chunks/chunk-WJKD3C6M.js";
import "./chunks/chunk-4JEOSXXE.js";
import "./chunks/chunk-22E2UFT6.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/nightly.ts
await run("nightly");
