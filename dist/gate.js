import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-J5R54LKL.js";
import "./chunks/chunk-ISM3LZKS.js";
import "./chunks/chunk-Y4NU447O.js";
import "./chunks/chunk-FEEC4AQF.js";
import "./chunks/chunk-OQS66D46.js";
import "./chunks/chunk-C7NMIJ2O.js";
import "./chunks/chunk-EKHJGHTL.js";
import "./chunks/chunk-2NKTRLOZ.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-UUCBSCLN.js";
import "./chunks/chunk-X24E7EC6.js";
import "./chunks/chunk-JCBZSDOQ.js";
import "./chunks/chunk-HLTIGYLM.js";
import "./chunks/chunk-G2IUYMHM.js";
import "./chunks/chunk-R2WWX3V3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-OKLX6OW5.js";
import "./chunks/chunk-6AVMWGWR.js";
import "./chunks/chunk-XPXED6EU.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-R6LVNVJH.js";
import "./chunks/chunk-ILDHKKTL.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/jobs/gate.ts
await run("gate");
