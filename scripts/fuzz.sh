#!/usr/bin/env bash
# Builds ytclone-fuzz with libFuzzer and runs each fuzz target for a bounded time, seeded with the
# recorded API responses (Tests/Fixtures/youtube-api/recorded) and Tests/PropertyTests/FuzzRegressions/<target>/.
# Prints one line per target: executions, inputs in the corpus, crashes and where their inputs went.
#
# Usage: scripts/fuzz.sh [TARGET…]     targets: wire google-error html subscriptions text image feed (default: all)
# Environment: FUZZ_SECONDS per target (default 60).
# Exit status: 0 when nothing crashed, 1 when a target crashed or broke an invariant. Replay a crash
# with `swift run ytclone-fuzz TARGET FILE`; once fixed, add FILE to FuzzRegressions/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

ensure_swift
ensure_system_packages

seconds=${FUZZ_SECONDS:-60}
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(wire google-error html subscriptions text image feed)
scratch=.build/fuzz
recorded=Tests/Fixtures/youtube-api/recorded

# Release: the targets' own string handling runs several times faster than in a debug build, and
# integer overflow and bounds checks still trap. FUZZING swaps replaying files for libFuzzer's driver.
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING)
say "building ytclone-fuzz with libFuzzer"
swift build "${flags[@]}" --product ytclone-fuzz >&2
fuzzer="$(swift build "${flags[@]}" --show-bin-path)/ytclone-fuzz"

printf '%-14s %8s %11s %8s %7s %8s  %s\n' target seconds executions exec/s corpus crashes artifacts
status=0
for target in "${targets[@]}"; do
  corpus=$scratch/corpus/$target
  artifacts=$scratch/artifacts/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  # Seeds: every recorded response (JSON holds URLs, HTML-escaped text and ids too) and the
  # regressions, copied so that libFuzzer's additions never land in either.
  [ -d "$recorded" ] || { echo "error: the recorded responses are missing: no folder $recorded" >&2; exit 1; }
  # (The image and feed targets are seeded by their regressions alone: pictures and XML, not JSON.)
  [ "$target" = image ] || [ "$target" = feed ] || find "$recorded" -name '*.json' -exec cp -f {} "$corpus/" \;
  cp -f "Tests/PropertyTests/FuzzRegressions/$target"/* "$corpus/"
  # Text fields are at most a few kilobytes; longer inputs only slow the text targets down.
  case $target in html | text) max_len=8192 ;; *) max_len=65536 ;; esac
  before=$(find "$artifacts" -type f | wc -l)
  code=0
  "$fuzzer" "$target" "$corpus" -max_total_time="$seconds" -print_final_stats=1 -max_len="$max_len" \
    -timeout=10 -rss_limit_mb=2048 -use_value_profile=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || code=$?
  executions=$(awk '/^stat::number_of_executed_units:/ { print $2 }' "$log")
  # A crash can end the run before the final statistics: fall back to the last status line (#N …).
  [ -n "$executions" ] || executions=$(awk '/^#[0-9]+/ { n = substr($1, 2) } END { print n + 0 }' "$log")
  rate=$(awk '/^stat::average_exec_per_sec:/ { print $2 }' "$log")
  crashes=$(( $(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l) - before ))
  where=-
  if [ "$crashes" -gt 0 ] || [ "$code" -ne 0 ]; then
    status=1
    [ "$crashes" -gt 0 ] || crashes="exit $code"
    where="$artifacts/ (log: $log)"
  fi
  printf '%-14s %8s %11s %8s %7s %8s  %s\n' "$target" "$seconds" "$executions" "${rate:--}" \
    "$(find "$corpus" -type f | wc -l)" "$crashes" "$where"
done
exit "$status"
