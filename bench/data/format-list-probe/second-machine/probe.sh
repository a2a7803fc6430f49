#!/bin/bash
# error/format-list.js type=and input=a,b,c,d, v18.16.0 -> v20.0.0, compare.js at its own n: with and without the
# runner's NODE_EXTRA_CA_CERTS in its children's environment, rounds interleaved
T=/work/trees/v20/node-v20.19.2
O=/work/main/.cache/node-bench/releases/v18.16.0/node; N=/work/main/.cache/node-bench/releases/v20.0.0/node
SEL="--filter format-list.js --set type=and --set input=a,b,c,d"
OUT=${1:?out dir}; CA=${NODE_EXTRA_CA_CERTS:?set it to the runner CA bundle}
for r in 1 2 3; do
  echo "round $r $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
  (cd $T && env NODE_EXTRA_CA_CERTS=$CA node benchmark/compare.js --old $O --new $N --runs 10 $SEL error > $OUT/with-ca-$r.csv)
  (cd $T && env -u NODE_EXTRA_CA_CERTS node benchmark/compare.js --old $O --new $N --runs 10 $SEL error > $OUT/without-ca-$r.csv)
done
echo "done $(date -u +%T)"
