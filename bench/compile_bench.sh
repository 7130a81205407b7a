#!/usr/bin/env bash
# compile_bench: what an embedder pays to compile one translation unit that plans, against a plain
# {fmt} translation unit compiled in the same run (the baseline). Compiles, at -O2, each of
#   fmt       #include <fmt/format.h> and one fmt::print (the baseline),
#   separate  examples/embed_plan.cpp with SHARDMEM_SEPARATE_COMPILATION (links libshardmem),
#   header    examples/embed_plan.cpp header-only,
# best of N runs by CPU time (user + system: steadier than wall time on a shared machine), and
# prints one line each, `compile TU cpu_s=X peak_rss_mib=M ratio=R`, then fails (exit 1) when the
# separate mode's ratio passes its goal (10). --quick (what CI runs) compiles each once and leaves
# out the header-only unit, which has no goal and takes most of the bench's time.
# Usage: bench/compile_bench.sh [--quick] [SOURCE_ROOT]   (CXX picks the compiler; default c++)
set -euo pipefail
runs=3 quick=0
if [ "${1:-}" = "--quick" ]; then runs=1 quick=1; shift; fi
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cxx=${CXX:-c++}
goal=10
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#include <fmt/format.h>\nint main() { fmt::print("{}\\n", 42); }\n' > "$work/fmt.cpp"

# best_of FILE FLAGS...: prints "cpu_seconds peak_rss_kib" of the fastest of $runs compiles.
best_of() {
  local src=$1; shift
  local best="" rss=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%U %S %M' -o "$work/time" "$cxx" -std=c++20 -O2 "$@" -c "$src" -o "$work/out.o"
    read -r user sys kib < "$work/time"
    local cpu
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$best" ] || awk -v a="$cpu" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$cpu rss=$kib; fi
  done
  echo "$best $rss"
}

read -r fmt_s fmt_kib < <(best_of "$work/fmt.cpp")
read -r sep_s sep_kib < <(best_of "$root/examples/embed_plan.cpp" -I"$root/include" -DSHARDMEM_SEPARATE_COMPILATION)
ratio() { awk -v a="$1" -v b="$fmt_s" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }'; }
echo "compile fmt cpu_s=$fmt_s peak_rss_mib=$((fmt_kib / 1024)) ratio=1.0 (the baseline: one fmt::print)"
echo "compile separate cpu_s=$sep_s peak_rss_mib=$((sep_kib / 1024)) ratio=$(ratio "$sep_s") goal=$goal (embed_plan.cpp, SHARDMEM_SEPARATE_COMPILATION)"
if [ "$quick" = 0 ]; then
  read -r hdr_s hdr_kib < <(best_of "$root/examples/embed_plan.cpp" -I"$root/include")
  echo "compile header cpu_s=$hdr_s peak_rss_mib=$((hdr_kib / 1024)) ratio=$(ratio "$hdr_s") (embed_plan.cpp, header-only; no goal)"
fi
if awk -v r="$(ratio "$sep_s")" -v g="$goal" 'BEGIN { exit !(r > g) }'; then
  echo "compile_bench: FAIL: the separate mode's ratio $(ratio "$sep_s") passes its goal $goal" >&2
  exit 1
fi
