#!/bin/bash
# format-list.js type=and input=a,b,c,d, v18.16.0 -> v20.0.0: compare.js direct, ours at own n, ours --engine compare.js; rounds interleaved
T=/work/trees/v20/node-v20.19.2
O=/root/.cache/node-bench/releases/v18.16.0/node; N=/root/.cache/node-bench/releases/v20.0.0/node
SEL="--filter format-list.js --set type=and --set input=a,b,c,d"
unset NODE_EXTRA_CA_CERTS
for r in 1 2 3 4; do
  echo "round $r $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
  (cd $T && node benchmark/compare.js --old $O --new $N --runs 6 $SEL error > /tmp/s12/probe/cjs-$r.csv)
  (cd /work/main && node dist/cli.js compare --suite core --repo $T --old $O --new $N --runs 6 --child-time off $SEL --out /tmp/s12/probe/ours-$r.csv --format json --quiet error > /tmp/s12/probe/ours-$r.json)
  (cd /work/main && node dist/cli.js compare --suite core --repo $T --old $O --new $N --runs 6 --engine compare.js $SEL --out /tmp/s12/probe/engine-$r.csv --format json --quiet error > /tmp/s12/probe/engine-$r.json)
done
echo "done $(date -u +%T)"
