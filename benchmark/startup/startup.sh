#!/usr/bin/env bash
# Whole-process start-up time of `RUNTIME -e 0`, several runs each, interleaved.
# Usage: benchmark/startup/startup.sh [runs] RUNTIME [RUNTIME...]
# Prints one JSON line per runtime: median and min wall time in ms.
set -euo pipefail
runs=${1:-20}; shift
declare -A times
for ((i = 0; i < runs; i++)); do
  for rt in "$@"; do
    s=$(date +%s%N); "$rt" -e 0; e=$(date +%s%N)
    times[$rt]+="$(( (e - s) / 1000 )) "
  done
done
for rt in "$@"; do
  sorted=$(tr ' ' '\n' <<<"${times[$rt]}" | grep . | sort -n)
  n=$(wc -l <<<"$sorted")
  median=$(sed -n "$(( (n + 1) / 2 ))p" <<<"$sorted")
  min=$(head -1 <<<"$sorted")
  awk -v rt="$rt" -v n="$n" -v med="$median" -v min="$min" 'BEGIN {
    printf "{\"op\":\"startup\",\"runtime\":\"%s\",\"runs\":%d,\"median_ms\":%.2f,\"min_ms\":%.2f}\n", rt, n, med / 1000, min / 1000 }'
done
