#!/bin/sh
# benchmark/crypto/run.sh: the crypto speed rows (sha256 and md5 of 1 KiB and 64 MiB,
# randomBytes(16), randomUUID) on Node and minirt, interleaved (node, minirt, node, ...)
# so that machine noise hits both alike. The zlib rows are benchmark/zlib/run.sh.
#   NODE=/path/to/node MINIRT=/path/to/minirt sh benchmark/crypto/run.sh [rounds]
set -e
dir=$(cd "$(dirname "$0")" && pwd)
NODE=${NODE:-node}
MINIRT=${MINIRT:-minirt}
rounds=${1:-3}
for work in "hash.js algo=sha256" "hash.js algo=md5" "random.js"; do
  i=0
  while [ "$i" -lt "$rounds" ]; do
    # shellcheck disable=SC2086
    "$NODE" "$dir"/$work
    # shellcheck disable=SC2086
    "$MINIRT" "$dir"/$work
    i=$((i + 1))
  done
done
