#!/usr/bin/env bash
# The plan page (`shardmem plan --html`, plan/html.hpp) in a real browser: Debian's chromium,
# headless. Loads the page with `#hover-selftest`, which makes its script move a pointer over the
# timeline at the peak's op (a PointerEvent dispatched on the chart: the handler a user's mouse
# runs); then reads the DOM back and checks that the page loaded without a script error (the page
# writes them into #errors; the browser's console log is checked too) and that the hover panel
# lists buffers. Takes a screenshot of the same state.
# Usage: tests/browser/check_page.sh SHARDMEM_TOOL OUT_DIR   (writes plan.html, dom.html, plan.png)
set -euo pipefail
tool=$1 out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "check_page: no chromium on PATH (apt-get install chromium)" >&2
  exit 1
fi
"$tool" plan --model llama3.1-8b --mesh data=8 --html "$out/plan.html" >/dev/null
url="file://$out/plan.html#hover-selftest"
# --no-sandbox: CI runs as root; --virtual-time-budget lets the page's script finish before the dump.
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --hide-scrollbars
       --window-size=1500,1100 --virtual-time-budget=5000 --enable-logging=stderr --v=0)
"$browser" "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/console.log" || {
  echo "check_page: chromium failed to load the page; its log:" >&2
  cat "$out/console.log" >&2
  exit 1
}
status=0
if ! grep -q 'data-selftest="hover-ok"' "$out/dom.html"; then
  echo "check_page: the hover panel listed no buffers after the pointer moved over the timeline" >&2
  status=1
fi
if ! grep -q '<div id="errors"></div>' "$out/dom.html"; then
  echo "check_page: the page reported script errors:" >&2
  grep -o '<div id="errors">[^<]*' "$out/dom.html" >&2 || true
  status=1
fi
if grep -E 'Uncaught|CONSOLE\(' "$out/console.log" >&2; then
  echo "check_page: the browser's console shows the errors above" >&2
  status=1
fi
rows=$(grep -o '<tr class="buffer">' "$out/dom.html" | wc -l)
echo "check_page: loaded; hover at the peak lists $rows buffers"
"$browser" "${flags[@]}" --screenshot="$out/plan.png" "$url" 2>>"$out/console.log" >/dev/null || status=1
if [ ! -s "$out/plan.png" ]; then
  echo "check_page: no screenshot" >&2
  status=1
else
  echo "check_page: screenshot $out/plan.png"
fi
exit $status
