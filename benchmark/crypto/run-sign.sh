#!/bin/sh
# benchmark/crypto/run-sign.sh: sign.js for every key kind on Node and minirt, interleaved
# (node, minirt, node, minirt, ...) so that machine noise hits both alike.
#   NODE=/path/to/node MINIRT=/path/to/minirt sh benchmark/crypto/run-sign.sh [rounds]
# minirt needs MINIRT_JS_LIB_DIR only when running from a source tree.
set -e
dir=$(cd "$(dirname "$0")" && pwd)
NODE=${NODE:-node}
MINIRT=${MINIRT:-minirt}
rounds=${1:-1}
for alg in ed25519 ec-p256 ec-p384 rsa-2048 rsa-pss-2048; do
  i=0
  while [ "$i" -lt "$rounds" ]; do
    "$NODE" "$dir/sign.js" alg=$alg
    "$MINIRT" "$dir/sign.js" alg=$alg
    i=$((i + 1))
  done
done
