#!/bin/bash
# The environment reader process/bench-env.js (issue 53; util-extend-vs-object-assign.js takes 25 s a child), A/A on v24.21.0
# with node core's v24.21.0 tree: compare.js run from this shell (the runner's whole environment) against ours at its
# defaults (the environment of the runner's shape, secrets removed; sized where its proof allows) and ours at the
# file's own n; rounds interleaved. OUT: the folder for the CSVs.
set -u
OUT=${1:?usage: probe.sh OUT_DIR}
T=/work/trees/v24/node-v24.21.0
B=/work/main/.cache/node-bench/releases/v24.21.0/node
mkdir -p "$OUT"
unset NODE_EXTRA_CA_CERTS
for r in 1 2 3; do
  for f in process/bench-env.js; do
    dir=${f%%/*}; name=$(basename $f .js)
    echo "round $r $f $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
    (cd $T && node benchmark/compare.js --old $B --new $B --runs 6 --filter $name $dir > "$OUT/cjs-$name-$r.csv")
    (cd /work/main && node dist/cli.js compare --suite core --repo $T --old $B --new $B --runs 6 --filter $name \
      --out "$OUT/ours-$name-$r.csv" --format json --quiet $dir > "$OUT/ours-$name-$r.json")
    (cd /work/main && node dist/cli.js compare --suite core --repo $T --old $B --new $B --runs 6 --child-time off --filter $name \
      --out "$OUT/ownn-$name-$r.csv" --format json --quiet $dir > "$OUT/ownn-$name-$r.json")
  done
done
echo "done $(date -u +%T)"
