#!/usr/bin/env bash
# house_rules.sh on a small tree that breaks each rule once: it must exit 1 and name each breach.
#   tests/house_rules_check.sh
set -uo pipefail
rules="$(cd "$(dirname "$0")" && pwd)/house_rules.sh"
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/include/shardmem/core" "$tree/tests/core" "$tree/examples/shardmem" "$tree/bench"
printf '#pragma once\n' >"$tree/include/shardmem/core/kept.hpp"
touch "$tree/tests/core/kept_test.cpp"
printf '#pragma once\n' >"$tree/include/shardmem/core/untested.hpp"
printf '#pragma once\n' >"$tree/include/shardmem/core/untested-inl.hpp"  # an -inl.hpp needs none
seq 701 >"$tree/include/shardmem/core/long.hpp"
touch "$tree/tests/core/long_test.cpp"
seq 401 >"$tree/examples/shardmem/tool.cpp"
printf 'int x = shardmem::detail::y;\n' >"$tree/bench/inside.cpp"
out=$(bash "$rules" "$tree" 2>&1)
code=$?
fail=0
for want in "include/shardmem/core/untested.hpp has no test file of its own; add tests/core/untested_test.cpp" \
  "include/shardmem/core/long.hpp has 701 lines, past 700" "examples/shardmem/tool.cpp has 401 lines, past 400" \
  "bench/inside.cpp:1:int x = shardmem::detail::y;: detail:: outside the library"; do
  grep -qF -- "$want" <<<"$out" || { echo "house_rules_check: missing: $want" >&2; fail=1; }
done
grep -q "untested-inl" <<<"$out" && { echo "house_rules_check: an -inl.hpp was asked for a test file" >&2; fail=1; }
[ "$code" -eq 1 ] || { echo "house_rules_check: exit $code, not 1" >&2; fail=1; }
[ "$(grep -c '^house rules: ' <<<"$out")" -eq 4 ] || { echo "house_rules_check: not four breaches: $out" >&2; fail=1; }
[ "$fail" -eq 0 ] && echo "house_rules_check: each breach named"
exit "$fail"
