#!/bin/bash
# The quiet parity recording's two outliers of ours against compare.js's engine (bench/data/parity-proof-quiet-whole.json),
# A/A on v20.0.0 at the file's own n: compare.js itself, ours (--child-time off) and compare.js's engine in ours
# (--engine compare.js), 6 runs a side, three rounds interleaved. Run pinned (taskset -c 1 ./probe.sh);
# NODE_CORE_SOURCE: a node v20 tree; OUT: where the CSVs go (default: here). `node scripts/warm-release-cache.mjs` first.
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
T=${NODE_CORE_SOURCE:?set NODE_CORE_SOURCE to a node v20 tree}
D=$(cd "${OUT:-$(dirname "$0")}" && pwd)
N=$ROOT/.cache/node-bench/releases/v20.0.0/node
unset NODE_EXTRA_CA_CERTS
for sel in "buffer-transcode.js|--set length=10 --set toEncoding=latin1 --set fromEncoding=utf8|buffers|bt" \
  "deflate.js|--set inputLen=1024 --set method=deflateSync|zlib|zd"; do
  IFS='|' read -r F SET CAT TAG <<< "$sel"
  for r in 1 2 3; do
    echo "$TAG round $r $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
    (cd "$T" && node benchmark/compare.js --old "$N" --new "$N" --runs 6 --filter $F $SET $CAT > "$D/$TAG-cjs-$r.csv")
    (cd "$ROOT" && node dist/cli.js compare --suite core --repo "$T" --old "$N" --new "$N" --runs 6 --child-time off --filter $F $SET --out "$D/$TAG-ours-$r.csv" --format json --quiet $CAT > /dev/null)
    (cd "$ROOT" && node dist/cli.js compare --suite core --repo "$T" --old "$N" --new "$N" --runs 6 --engine compare.js --filter $F $SET --out "$D/$TAG-engine-$r.csv" --format json --quiet $CAT > /dev/null)
  done
done
echo "done $(date -u +%T)"
