#!/usr/bin/env bash
# The house rules a reader can check without compiling (issue 15's acceptance): every
# public header has a test file of its own (tests/<layer>/<name>_test.cpp for
# include/shardmem/<layer>/<name>.hpp; a -inl.hpp file is its header's definitions, tested with
# it), no public header is over 700 lines, no file of the tool (examples/shardmem) is over 400,
# and the examples and benches use the public API only (no detail::). Prints each breach and
# exits 1 when there is one.
#   tests/house_rules.sh [SOURCE_ROOT]   (default: the directory above this script's)
set -euo pipefail
shopt -s nullglob  # a folder without such files has nothing to check
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
status=0
breach() {
  echo "house rules: $*"
  status=1
}
for h in include/shardmem/*/*.hpp; do
  case "$h" in *-inl.hpp) continue ;; esac
  rel=${h#include/shardmem/}
  test_file="tests/${rel%.hpp}_test.cpp"
  [ -f "$test_file" ] || breach "$h has no test file of its own; add $test_file"
done
for h in include/shardmem/*.hpp include/shardmem/*/*.hpp; do
  n=$(wc -l <"$h")
  [ "$n" -le 700 ] || breach "$h has $n lines, past 700; split it by what each part answers"
done
for f in examples/shardmem/*; do
  n=$(wc -l <"$f")
  [ "$n" -le 400 ] || breach "$f has $n lines, past 400; move what it computes into the library"
done
if uses=$(grep -n "detail::" examples/*.cpp examples/shardmem/* bench/*.cpp bench/*.hpp /dev/null); then
  while IFS= read -r line; do breach "$line: detail:: outside the library; use the public API"; done <<<"$uses"
fi
[ "$status" -eq 0 ] && echo "house rules: kept (test files, header and tool file sizes, public API in examples and benches)"
exit "$status"
