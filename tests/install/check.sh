#!/usr/bin/env bash
# Installs shardmem into a scratch prefix and uses it from outside as users do: a CMake project
# (find_package(shardmem), both imported targets) and a plain compile with pkg-config
# (shardmem-compiled), each building the README's embedder example (examples/embed_plan.cpp), whose output must be
# examples/expected/embed_plan.txt. Usage: tests/install/check.sh [WORKDIR] (default build-install).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(realpath -m "${1:-build-install}")
prefix=$work/prefix
rm -rf "$work"
meson setup "$work/build" --prefix "$prefix" --buildtype plain -Dtests=false -Dexamples=false -Dbench=false \
  -Dpython=disabled >/dev/null  # the C++ package only: CI's last stage installs the Python one
meson install -C "$work/build" >/dev/null
expected=$root/examples/expected/embed_plan.txt

cmake -S tests/install -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" \
  -DEMBED_PLAN_SOURCE="$root/examples/embed_plan.cpp" >/dev/null
cmake --build "$work/cmake" -j 2 >/dev/null
for exe in embed_plan_header_only embed_plan_compiled; do
  "$work/cmake/$exe" | diff -u "$expected" - || { echo "install: CMake $exe differs from $expected" >&2; exit 1; }
  echo "install: CMake find_package(shardmem), $exe: ok"
done

# pkg-config: the compiled library's file (shardmem.pc is the same less the library and the define).
pcdir=$(find "$prefix" -name shardmem-compiled.pc -printf '%h')
# shellcheck disable=SC2046  # the flags are words
${CXX:-g++} -o "$work/embed_plan_pc" examples/embed_plan.cpp $(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs shardmem-compiled)
"$work/embed_plan_pc" | diff -u "$expected" - || { echo "install: pkg-config build differs" >&2; exit 1; }
echo "install: pkg-config shardmem-compiled: ok"
