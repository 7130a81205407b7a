#!/bin/sh
# The pictures never change the verdict: `plan --json` with --html and --trace prints the same plan
# as without them (a pipeline whose axis is named `stage` was once planned as its first stage alone
# when the pictures were asked for). usage: check_pictures_keep_verdict.sh SHARDMEM [PLAN FLAGS...]
set -u
tool=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$tool" plan --json "$@" >"$dir/plain.json" || exit 1
"$tool" plan --json --html "$dir/page.html" --trace "$dir/trace.json" "$@" >"$dir/pictures.json" || exit 1
if ! cmp -s "$dir/plain.json" "$dir/pictures.json"; then
  echo "the plan with --html and --trace differs from the plan without them:" >&2
  diff "$dir/plain.json" "$dir/pictures.json" | head -20 >&2
  exit 1
fi
