#!/bin/bash
# querystring-stringify.js type=multiprimitives, v18.16.0 -> v20.0.0, at the file's own n: compare.js itself, ours
# (--child-time off) and compare.js's engine in ours (--engine compare.js), 8 runs a side, four rounds interleaved.
# Run pinned (taskset -c 1 ./probe.sh); NODE_CORE_SOURCE: a node v20 tree; OUT: where the CSVs go (default: here).
# The binaries: `node scripts/warm-release-cache.mjs` puts them in .cache/node-bench.
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
T=${NODE_CORE_SOURCE:?set NODE_CORE_SOURCE to a node v20 tree}
D=$(cd "${OUT:-$(dirname "$0")}" && pwd)
O=$ROOT/.cache/node-bench/releases/v18.16.0/node; N=$ROOT/.cache/node-bench/releases/v20.0.0/node
SEL="--filter querystring-stringify.js --set type=multiprimitives"
unset NODE_EXTRA_CA_CERTS
for r in 1 2 3 4; do
  echo "round $r $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
  (cd "$T" && node benchmark/compare.js --old "$O" --new "$N" --runs 8 $SEL querystring > "$D/cjs-$r.csv")
  (cd "$ROOT" && node dist/cli.js compare --suite core --repo "$T" --old "$O" --new "$N" --runs 8 --child-time off $SEL --out "$D/ours-$r.csv" --format json --quiet querystring > "$D/ours-$r.json")
  (cd "$ROOT" && node dist/cli.js compare --suite core --repo "$T" --old "$O" --new "$N" --runs 8 --engine compare.js $SEL --out "$D/engine-$r.csv" --format json --quiet querystring > "$D/engine-$r.json")
done
echo "done $(date -u +%T)"
