#!/bin/bash
# error/format-list.js type=and input=a,b,c,d, v18.16.0 -> v20.0.0 on this machine: compare.js and ours (the bundle) at
# the file's own n, neither with the runner's CA in its children's environment, rounds interleaved
T=/work/trees/v20/node-v20.19.2
O=/work/main/.cache/node-bench/releases/v18.16.0/node; N=/work/main/.cache/node-bench/releases/v20.0.0/node
SEL="--filter format-list.js --set type=and --set input=a,b,c,d"
OUT=${1:?out dir}
unset NODE_EXTRA_CA_CERTS
for r in 1 2; do
  echo "round $r $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
  (cd $T && node benchmark/compare.js --old $O --new $N --runs 10 $SEL error > $OUT/cjs-$r.csv)
  (cd /work/main && node dist/cli.js compare --suite core --repo $T --old $O --new $N --runs 10 --child-time off $SEL --out $OUT/ours-$r.csv --format json --quiet error > $OUT/ours-$r.json)
done
echo "done $(date -u +%T)"
