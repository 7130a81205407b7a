#!/bin/sh
# `plan --hlo-out` read back by `hlo`: the plan's argument, alias and temp bytes (memory_analysis)
# are the read-back's. usage: check_hlo_out.sh SHARDMEM [PLAN FLAGS...]
set -u
tool=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$tool" plan --json --hlo-out "$dir/step.hlo" "$@" >"$dir/plan.json" || exit 1
"$tool" hlo --json "$dir/step.hlo" >"$dir/hlo.json" || exit 1
# The first value of each field: the plan's per_device memory_analysis, the report's own.
field() { tr -d ' \n' <"$1" | grep -o "\"$2_size_in_bytes\":[0-9]*" | head -n 1; }
ok=0
for f in argument alias temp; do
  a=$(field "$dir/plan.json" "$f") b=$(field "$dir/hlo.json" "$f")
  if [ -z "$a" ] || [ "$a" != "$b" ]; then
    echo "$f: plan $a, read back $b" >&2
    ok=1
  fi
done
exit $ok
