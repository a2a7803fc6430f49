import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-I77BL6SN.js";
import "./chunks/chunk-YXJKVBDQ.js";
import "./chunks/chunk-4C6BS52M.js";
import "./chunks/chunk-3YE6JUIB.js";
import "./chunks/chunk-P2ZUUQLU.js";
import "./chunks/chunk-7LIA6MLW.js";
import "./chunks/chunk-5NOLPZO3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-ESJSV4QM.js";
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

// src/jobs/execute.ts
await run("execute");
