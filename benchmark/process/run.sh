#!/bin/sh
# benchmark/process/run.sh: process.js's workloads on Node and minirt, interleaved (node,
# minirt, node, minirt, ...) so that machine noise hits both alike.
#   NODE=/path/to/node MINIRT=/path/to/minirt sh benchmark/process/run.sh [rounds]
set -e
dir=$(cd "$(dirname "$0")" && pwd)
NODE=${NODE:-node}
MINIRT=${MINIRT:-minirt}
rounds=${1:-3}
for work in "op=spawn" "op=spawn-sync" "op=pipe mb=64" "op=tcp-echo size=1024"; do
  i=0
  while [ "$i" -lt "$rounds" ]; do
    # shellcheck disable=SC2086
    "$NODE" "$dir/process.js" $work
    # shellcheck disable=SC2086
    "$MINIRT" "$dir/process.js" $work
    i=$((i + 1))
  done
done
