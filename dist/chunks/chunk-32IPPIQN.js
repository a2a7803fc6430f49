import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/binaries/cache-dir.ts
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
function defaultCacheDir(env) {
  const own = env.NODE_BENCH_CACHE_DIR;
  if (own !== void 0 && own !== "") return resolve(own);
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== void 0 && xdg !== "" && isAbsolute(xdg)) return join(xdg, "node-bench");
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  return join(home, ".cache", "node-bench");
}

export {
  defaultCacheDir
};
