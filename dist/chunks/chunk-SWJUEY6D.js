import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  renderText
} from "./chunk-UUCBSCLN.js";

// src/report/render.ts
async function render(analysis, format, context = { partial: false, failures: [] }, text = {}) {
  switch (format) {
    case "text":
      return renderText(analysis, text);
    case "markdown": {
      const { buildReport } = await import("./comment-5E6TEXIB.js");
      return buildReport({ ...context, analysis, marker: "", maxLength: Infinity }).trimEnd();
    }
    case "json": {
      const { renderJson } = await import("./json-TTYHRPEO.js");
      return renderJson(analysis);
    }
  }
}

export {
  render
};
