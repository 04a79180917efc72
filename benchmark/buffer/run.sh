#!/bin/sh
# Runs every buffer benchmark (from/toString x utf8/latin1/base64/hex x 1 KiB/1 MiB) with
# each runtime given as NAME=BINARY (default: node and ./target/release/minirt), printing
# the JSON lines and then a table of ops/s with the minirt/node ratio.
# usage: benchmark/buffer/run.sh [node=/path/to/node] [minirt=/path/to/minirt] [duration=2]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
duration=2
runtimes=""
for arg in "$@"; do
  case "$arg" in
    duration=*) duration=${arg#duration=} ;;
    *=*) runtimes="$runtimes $arg" ;;
  esac
done
[ -n "$runtimes" ] || runtimes="node=$(command -v node) minirt=$here/../../target/release/minirt"
out=$(mktemp)
for script in from-string to-string; do
  for enc in utf8 latin1 base64 hex; do
    for size in 1024 1048576; do
      for rt in $runtimes; do
        name=${rt%%=*}
        bin=${rt#*=}
        line=$("$bin" "$here/$script.js" enc=$enc size=$size duration=$duration)
        echo "$line"
        echo "$script $enc $size $name $line" >> "$out"
      done
    done
  done
done
echo
printf '%-12s %-7s %8s' bench enc size
for rt in $runtimes; do printf ' %14s' "${rt%%=*}"; done
echo '   ratio(last/first)'
for script in from-string to-string; do
  for enc in utf8 latin1 base64 hex; do
    for size in 1024 1048576; do
      printf '%-12s %-7s %8s' "$script" "$enc" "$size"
      first=""
      last=""
      for rt in $runtimes; do
        v=$(grep "^$script $enc $size ${rt%%=*} " "$out" | sed 's/.*"ops_per_s":\([0-9]*\).*/\1/')
        printf ' %14s' "$v"
        [ -n "$first" ] || first=$v
        last=$v
      done
      awk -v a="$last" -v b="$first" 'BEGIN { printf "   %.3f\n", a / b }'
    done
  done
done
rm -f "$out"
