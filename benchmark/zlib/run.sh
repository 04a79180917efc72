#!/bin/sh
# benchmark/zlib/run.sh: the zlib workloads on Node and minirt, interleaved (node, minirt,
# node, minirt, ...) so that machine noise hits both alike.
#   NODE=/path/to/node MINIRT=/path/to/minirt sh benchmark/zlib/run.sh [rounds]
# minirt needs MINIRT_JS_LIB_DIR only when running from a source tree.
set -e
dir=$(cd "$(dirname "$0")" && pwd)
NODE=${NODE:-node}
MINIRT=${MINIRT:-minirt}
rounds=${1:-2}
for work in "op=gzip mb=16 level=6" "op=gunzip mb=16" "op=brotli mb=1 quality=11" \
            "op=unbrotli mb=1" "op=gzip-stream mb=16" "op=gunzip-stream mb=16"; do
  i=0
  while [ "$i" -lt "$rounds" ]; do
    # shellcheck disable=SC2086
    "$NODE" "$dir/zlib.js" $work
    # shellcheck disable=SC2086
    "$MINIRT" "$dir/zlib.js" $work
    i=$((i + 1))
  done
done
