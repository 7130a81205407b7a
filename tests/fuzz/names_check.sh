#!/usr/bin/env bash
# A fuzz group's program started by a name that is no target of it, with no SHARDMEM_FUZZ_TARGET or
# an unknown one, lists its targets and exits 2 (fuzz_main.cpp), before fuzzing anything.
#   tests/fuzz/names_check.sh PROGRAM TARGET   (TARGET: one of PROGRAM's targets)
set -uo pipefail
program=$1 target=$2
expect() {  # expect WHAT CODE OUTPUT PATTERN
  if [ "$2" -ne 2 ] || ! grep -q -- "$4" <<<"$3"; then
    echo "names_check: $1: exit $2, output: $3" >&2
    exit 1
  fi
}
out=$(env -u SHARDMEM_FUZZ_TARGET "$program" -runs=0 2>&1)
expect "no target named" $? "$out" "holds the fuzz targets .*$target.*: start it as fuzz_NAME"
out=$(SHARDMEM_FUZZ_TARGET=no_such_target "$program" -runs=0 2>&1)
expect "an unknown SHARDMEM_FUZZ_TARGET" $? "$out" "(SHARDMEM_FUZZ_TARGET=no_such_target is not one of them)"
echo "names_check: $(basename "$program") refuses a name it does not hold"
