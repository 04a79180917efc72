#!/bin/sh
# Differential fs fuzz: record the lines of Node for each seed, then check minirt against
# them. Usage: run.sh [--seed N]... [--calls M] [--node PATH] [--minirt PATH] [--keep DIR]
# Several --seed options run several seeds; prints identical/total per seed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
seeds=""
calls=5000
node=node
minirt=minirt
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seeds="$seeds $2"; shift 2 ;;
    --calls) calls=$2; shift 2 ;;
    --node) node=$2; shift 2 ;;
    --minirt) minirt=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$seeds" ] || seeds=1
work=${keep:-$(mktemp -d)}
mkdir -p "$work"
status=0
for seed in $seeds; do
  rec="$work/seed-$seed.txt"
  "$node" "$here/fuzz.js" record --seed "$seed" --calls "$calls" --out "$rec" 2>"$work/seed-$seed.node.err" || {
    echo "seed $seed: the reference run failed (see $work/seed-$seed.node.err)"; status=1; continue; }
  "$minirt" "$here/fuzz.js" check --file "$rec" --allow "$here/allow.txt" >"$work/seed-$seed.diff" 2>"$work/seed-$seed.minirt.err" || status=1
  tail -n 1 "$work/seed-$seed.diff"
done
[ -n "$keep" ] || rm -rf "$work"
[ -n "$keep" ] && echo "differences in $work/seed-*.diff"
exit $status
