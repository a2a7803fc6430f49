import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-OOEOAVL7.js";
import "./chunks/chunk-T537J37D.js";
import "./chunks/chunk-2FWQEDII.js";
import "./chunks/chunk-3IMH5AXO.js";
import "./chunks/chunk-JMV4NU46.js";
import "./chunks/chunk-IQUB2J3P.js";
import "./chunks/chunk-5UFYZC3K.js";
import "./chunks/chunk-2NKTRLOZ.js";
import "./chunks/chunk-WEI2IXKL.js";
import "./chunks/chunk-UUCBSCLN.js";
import "./chunks/chunk-77SVILUT.js";
import "./chunks/chunk-GOVQOKJL.js";
import "./chunks/chunk-2PIIOTKJ.js";
import "./chunks/chunk-6UOW73PH.js";
import "./chunks/chunk-7AB6JDQZ.js";
import "./chunks/chunk-R2WWX3V3.js";
import "./chunks/chunk-HUCITX4Q.js";
import "./chunks/chunk-7TQ4KDBU.js";
import "./chunks/chunk-VHPF33GU.js";
import "./chunks/chunk-6GNYY2MZ.js";
import "./chunks/chunk-JRLE6ILY.js";
import "./chunks/chunk-ILDHKKTL.js";
import "./chunks/chunk-S77ZKJKL.js";
import "./chunks/chunk-PHDEEH6Z.js";

// src/index.ts
await run("root");
