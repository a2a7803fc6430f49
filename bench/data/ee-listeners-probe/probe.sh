#!/bin/bash
# events/ee-listeners.js raw=false listeners=5, v18.16.0 -> v20.0.0, on one quiet core (taskset -c 1):
# ours' default call (the bundle, --runs auto, --child-time 300ms, a fresh cache), compare.js at the file's own n run
# long (300 runs a side: the judge, on this machine), ours' default call again. Usage: probe.sh OUTDIR
set -e
OUT=${1:?OUTDIR}; mkdir -p "$OUT"
T=/work/trees/v20/node-v20.19.2
O=/root/.cache/node-bench/releases/v18.16.0/node; N=/root/.cache/node-bench/releases/v20.0.0/node
SEL="--filter ee-listeners.js --set raw=false --set listeners=5"
unset NODE_EXTRA_CA_CERTS
ours() {
  local cache; cache=$(mktemp -d)
  (cd /work/main && taskset -c 1 node dist/cli.js compare --suite core --repo $T --old $O --new $N $SEL \
    --cache-dir "$cache" --out "$OUT/ours-$1.csv" --format json --quiet events > "$OUT/ours-$1.json")
  rm -rf "$cache"
}
echo "ours 1 $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"; ours 1
echo "judge $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
(cd $T && taskset -c 1 node benchmark/compare.js --old $O --new $N --runs 300 $SEL events > "$OUT/judge.csv")
echo "ours 2 $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"; ours 2
echo "done $(date -u +%T)"
