#!/bin/sh
# Runs a command and checks its exit status, its stdout against a file, and its stderr for a text.
# usage: check_output.sh [--status N] [--stdout FILE] [--stdout-has TEXT]... [--stdout-lacks TEXT]...
#                        [--stderr-has TEXT] [--stderr-lacks TEXT] [--stderr-lines N] -- CMD [ARGS...]
# Defaults: status 0, stdout and stderr unchecked. --stdout-has and --stdout-lacks may repeat (texts
# are kept one per line). --stderr-lines N: stderr is exactly N lines (an error is one). Prints a
# diff and exits 1 on any mismatch.
set -u
status=0 expected='' needle='' has='' lacks='' err_lacks='' err_lines=''
nl='
'
while [ $# -gt 0 ]; do
  case "$1" in
    --status) status=$2; shift 2 ;;
    --stdout) expected=$2; shift 2 ;;
    --stderr-has) needle=$2; shift 2 ;;
    --stderr-lacks) err_lacks=$2; shift 2 ;;
    --stderr-lines) err_lines=$2; shift 2 ;;
    --stdout-has) has="$has$2$nl"; shift 2 ;;
    --stdout-lacks) lacks="$lacks$2$nl"; shift 2 ;;
    --) shift; break ;;
    *) echo "check_output.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "check_output.sh: no command after --" >&2; exit 2; }
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$@" >"$out" 2>"$err"
rc=$?
ok=0
if [ "$rc" -ne "$status" ]; then
  echo "exit status $rc, expected $status; stderr:" >&2; cat "$err" >&2; ok=1
fi
if [ -n "$expected" ] && ! cmp -s "$expected" "$out"; then
  echo "stdout differs from $expected:" >&2
  diff -u "$expected" "$out" >&2 || true
  ok=1
fi
printf '%s' "$has" | while IFS= read -r text; do
  grep -qF -- "$text" "$out" || { echo "stdout lacks '$text'; it was:" >&2; cat "$out" >&2; exit 1; }
done || ok=1
printf '%s' "$lacks" | while IFS= read -r text; do
  ! grep -qF -- "$text" "$out" || { echo "stdout has '$text', which it must not; it was:" >&2; cat "$out" >&2; exit 1; }
done || ok=1
if [ -n "$needle" ] && ! grep -qF -- "$needle" "$err"; then
  echo "stderr lacks '$needle'; it was:" >&2; cat "$err" >&2; ok=1
fi
if [ -n "$err_lacks" ] && grep -qF -- "$err_lacks" "$err"; then
  echo "stderr has '$err_lacks', which it must not; it was:" >&2; cat "$err" >&2; ok=1
fi
if [ -n "$err_lines" ] && [ "$(wc -l <"$err")" -ne "$err_lines" ]; then
  echo "stderr has $(wc -l <"$err") lines, expected $err_lines; it was:" >&2; cat "$err" >&2; ok=1
fi
exit $ok
