#!/usr/bin/env bash
# Runs every fuzz target of a -Dfuzz=true build for a bounded time on its seed corpus, one at a
# time, and fails on the first crash, leak, timeout or out-of-memory.
#   tests/fuzz/run.sh BUILD_DIR SECONDS [TARGET...]
# With SHARDMEM_FUZZ_DETERMINISTIC=1 (what CI sets) each target instead runs a fixed number of
# inputs from a fixed seed (about 15 s each on a 2-core machine under the sanitizers; SECONDS is then
# only a cap), so a run that passed here passes in CI: a new bug is found by fuzzing for longer on a
# developer's machine (SECONDS without the variable), not by chance in CI.
# New inputs go to BUILD_DIR/fuzz-corpus/<target>; crashing inputs to BUILD_DIR/fuzz-artifacts/.
# Each target's -max_len is max_len_of's (1 MiB for the text readers, so deep inputs are reached).
# Each run's log (with stat::number_of_executed_units) is BUILD_DIR/fuzz-logs/<target>/fuzz-0.log.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}" && pwd)
seconds=${2:?usage: run.sh BUILD_DIR SECONDS [TARGET...]}
shift 2
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(partition_spec mesh hlo_sharding core_text schedule_text graph_json model_json structured cli plan hlo_text buffer_assignment hlo_generated
    stablehlo_text)
fi
mkdir -p "$build/fuzz-artifacts" "$build/fuzz-logs"
# Inputs per target in deterministic mode: about 15 s each under ASan+UBSan on 2 cores.
runs_of() {
  case "$1" in
    partition_spec | hlo_sharding | core_text) echo 400000 ;;
    mesh) echo 50000 ;;
    graph_json) echo 40000 ;;
    schedule_text | model_json) echo 150000 ;;
    hlo_text) echo 100000 ;;
    stablehlo_text) echo 25000 ;;
    buffer_assignment) echo 200000 ;;
    hlo_generated) echo 2500 ;;
    structured) echo 8000 ;;
    cli) echo 2000 ;;
    plan) echo 1200 ;;
    *) echo 10000 ;;
  esac
}
# The longest input each target makes. libFuzzer's default (the longest seed, or 4 KB) never
# reaches the deep and wide inputs that once crashed the readers (regions, tuple types, call chains
# nested thousands deep), so the text readers take up to 1 MiB; the structure-aware targets and the
# tool read a few bytes of choices per input, and a longer input only slows them.
max_len_of() {
  case "$1" in
    structured | plan | cli | hlo_generated) echo 65536 ;;
    *) echo 1048576 ;;
  esac
}
status=0
for t in "${targets[@]}"; do
  exe="$build/tests/fuzz/fuzz_$t"
  [ -x "$exe" ] || { echo "fuzz: $exe is not built" >&2; exit 1; }
  mkdir -p "$build/fuzz-corpus/$t"
  dict=()
  [ -f "$here/dict/$t.dict" ] && dict=("-dict=$here/dict/$t.dict")
  # The tool prints its report or its error for every input: closed, so the log stays readable
  # (libFuzzer and the sanitizers keep their own copy of stderr).
  quiet=()
  [ "$t" = cli ] && quiet=(-close_fd_mask=3)
  # With -jobs=1 libFuzzer runs the target in one child process that writes fuzz-0.log in the
  # current directory: one directory per target keeps the logs apart.
  mkdir -p "$build/fuzz-logs/$t"
  log="$build/fuzz-logs/$t/fuzz-0.log"
  rm -f "$log"
  budget=(-max_total_time="$seconds")
  if [ "${SHARDMEM_FUZZ_DETERMINISTIC:-0}" = 1 ]; then
    budget=(-runs="$(runs_of "$t")" -seed=1 -max_total_time="$seconds")
    # Inputs found by an earlier run would change what this one tries: start from the seed corpus.
    rm -rf "${build:?}/fuzz-corpus/$t"
    mkdir -p "$build/fuzz-corpus/$t"
    echo "fuzz: $t, $(runs_of "$t") inputs from seed 1 (at most ${seconds}s)"
  else
    echo "fuzz: $t for ${seconds}s"
  fi
  if (cd "$build/fuzz-logs/$t" &&
      "$exe" "${budget[@]}" -max_len="$(max_len_of "$t")" -timeout=10 -rss_limit_mb=2048 -jobs=1 -workers=1 -print_final_stats=1 \
        "${quiet[@]}" "${dict[@]}" -artifact_prefix="$build/fuzz-artifacts/$t-" \
        "$build/fuzz-corpus/$t" "$here/corpus/$t" >"$build/fuzz-logs/$t/driver.log" 2>&1); then
    echo "fuzz: $t ok, $(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$') executions"
  else
    echo "fuzz: $t FAILED (log $log):" >&2
    grep -E -A30 'ERROR|fuzz invariant|runtime error|Test unit written' "$log" | head -60 >&2 || tail -40 "$log" >&2 || true
    status=1
  fi
done
exit $status
