#!/bin/sh
# Runs the classroom example and compares its output with the expected text kept beside it.
# Usage: check_classroom.sh EXECUTABLE EXPECTED_OUTPUT SVG_PATH
set -eu
exe=$1
expected=$2
svg=$3
"$exe" "$svg" > "$svg.out"
diff -u "$expected" "$svg.out"
grep -q '</svg>' "$svg"
