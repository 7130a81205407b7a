#!/usr/bin/env bash
# The viewer's pages (view/html.hpp) in a real browser: Debian's chromium, headless. Writes five
# pages with the tool (a plan that fits, one that does not with its fix list, a pipeline plan, a
# compiled program, and `hlo diff` of two programs), loads each with `#hover-selftest`, which makes
# its script move a pointer over the timeline at the step the page opens at (a PointerEvent
# dispatched on the chart: the handler a user's mouse runs) and over the largest live buffer's row;
# then reads the DOM back and checks that the page loaded without a script error (the page writes
# them into #errors; the browser's console log is checked too), that the live table and the
# buffer's card filled, that no level's label lies on its line and no table cell wraps, and that
# the page that does not fit lists its fixes. Takes a screenshot of each in the same state.
# Usage: tests/browser/check_page.sh SHARDMEM_TOOL OUT_DIR   (writes NAME.html, NAME.dom.html, NAME.png)
set -euo pipefail
tool=$1 out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
data=$(cd "$(dirname "$0")/../data" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "check_page: no chromium on PATH (apt-get install chromium)" >&2
  exit 1
fi
"$tool" plan --model llama3.1-8b --mesh data=8 --html "$out/plan.html" >/dev/null
# Does not fit, placement-bound: the fix list, and the placement peak drawn as a labelled level.
"$tool" plan --model llama3.1-8b --zero 0 --mesh data=64 --devices-per-process 1 --placement checked \
  --html "$out/plan_nofit.html" >/dev/null || true
"$tool" plan --model llama3.1-8b --mesh data=2,stage=4 --batch 16 --html "$out/plan_pipeline.html" >/dev/null
"$tool" hlo "$data/jax/associative_scan/compiled.hlo" --html "$out/hlo.html" >/dev/null
"$tool" hlo diff "$data/jax/bias_relu_x8/compiled.hlo" "$data/jax/associative_scan/compiled.hlo" \
  --html "$out/hlo_diff.html" >/dev/null
# --no-sandbox: CI runs as root; --virtual-time-budget lets the page's script finish before the dump.
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --hide-scrollbars
       --window-size=1500,1100 --virtual-time-budget=5000 --enable-logging=stderr --v=0)
status=0
for name in plan plan_nofit plan_pipeline hlo hlo_diff; do
  url="file://$out/$name.html#hover-selftest"
  "$browser" "${flags[@]}" --dump-dom "$url" >"$out/$name.dom.html" 2>"$out/$name.console.log" || {
    echo "check_page: chromium failed to load $name.html; its log:" >&2
    cat "$out/$name.console.log" >&2
    status=1
    continue
  }
  if ! grep -q 'data-selftest="hover-ok"' "$out/$name.dom.html"; then
    echo "check_page: $name: the live table or the buffer's card stayed empty after the pointer moved" >&2
    status=1
  fi
  if ! grep -q 'data-layout="ok"' "$out/$name.dom.html"; then
    echo "check_page: $name: the layout check failed:" >&2
    grep -o 'data-layout="[^"]*"' "$out/$name.dom.html" >&2 || true
    status=1
  fi
  if ! grep -q '<div id="errors"></div>' "$out/$name.dom.html"; then
    echo "check_page: $name: the page reported script errors:" >&2
    grep -o '<div id="errors">[^<]*' "$out/$name.dom.html" >&2 || true
    status=1
  fi
  if grep -E 'Uncaught|CONSOLE\(' "$out/$name.console.log" >&2; then
    echo "check_page: $name: the browser's console shows the errors above" >&2
    status=1
  fi
  rows=$(grep -o '<tr class="buffer">' "$out/$name.dom.html" | wc -l)
  echo "check_page: $name loaded; the live table lists $rows buffers"
  "$browser" "${flags[@]}" --screenshot="$out/$name.png" "$url" 2>>"$out/$name.console.log" >/dev/null || status=1
  if [ ! -s "$out/$name.png" ]; then
    echo "check_page: $name: no screenshot" >&2
    status=1
  fi
done
if ! grep -q '<section id="fixes">' "$out/plan_nofit.dom.html" || ! grep -q '<tr class="fix">' "$out/plan_nofit.dom.html"; then
  echo "check_page: the page of a plan that does not fit lists no fix" >&2
  status=1
fi
if ! grep -q 'class="level-label"[^>]*>placement peak' "$out/plan_nofit.dom.html"; then
  echo "check_page: the placement-bound page draws no placement peak level" >&2
  status=1
fi
if grep -q '<section id="fixes">' "$out/plan.dom.html"; then
  echo "check_page: the page of a plan that fits lists fixes nobody asked for" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "check_page: 5 pages checked; screenshots in $out"
exit $status
