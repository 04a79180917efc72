#!/usr/bin/env bash
# Compares the fs error snapshots with a real node: runs every test/snapshot/*.js under
# NODE (default: node on PATH) and under minirt (MINIRT, default target/debug/minirt with
# the js-lib from the work tree), and diffs each against the pinned snapshot body in
# test/tests/snapshots/. Exit status 1 if anything differs.
#   usage: tools/snapshot-diff.sh [/path/to/node] [/path/to/minirt]
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
node="${1:-${NODE:-node}}"
minirt="${2:-${MINIRT:-$root/target/debug/minirt}}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
cd "$root"
for script in test/snapshot/*.js; do
  name="$(basename "$script" .js)"
  case "$name" in _*) continue ;; esac
  snap="test/tests/snapshots/snapshots__$name.snap"
  # The pinned body: everything after the second '---' line of insta's header.
  awk 'n>=2 {print} /^---$/ {n++}' "$snap" > "$out/$name.pinned"
  "$node" "$script" > "$out/$name.node" 2>&1
  MINIRT_JS_LIB_DIR="$root/js-lib" "$minirt" "$script" > "$out/$name.minirt" 2>&1
  for who in node minirt; do
    if diff -u "$out/$name.pinned" "$out/$name.$who" > "$out/$name.$who.diff"; then
      echo "$name: $who matches"
    else
      echo "$name: $who DIFFERS"; cat "$out/$name.$who.diff"; status=1
    fi
  done
done
exit $status
