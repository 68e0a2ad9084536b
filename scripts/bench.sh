#!/usr/bin/env bash
# Builds release binaries, starts the emulator, and prints one Markdown table: each row a
# measurement of ytclone beside what it is compared with, taken side by side in this run
# (medians of several repetitions). docs/benchmarks.md keeps a recorded run.
#
# Usage: scripts/bench.sh [--runs N] [--comment-rows N] [--only GROUP,...]  (groups: scripts/bench/run.py)
# Exit status: 0 when every goal is met, 1 when one is missed (the table says which).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh
source scripts/lib/postgres.sh

ensure_swift
APT_PACKAGES+=(python3 python3-venv)
ensure_system_packages

# The build scripts/install.sh installs (see RELEASE_FLAGS in scripts/lib/common.sh).
flags=("${RELEASE_FLAGS[@]}")
link_static_libraries
say "building release binaries"
for product in ytclone yt-emulator yt-bench; do
  swift build "${flags[@]}" --product "$product" >&2
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

say "preparing the Python peer (google-api-python-client)"
python="$(scripts/bench/python-env.sh)"

# The PostgreSQL rows run against a throwaway cluster on a free loopback port, stopped by its PID.
trap stop_postgres EXIT
postgres=()
if start_postgres; then postgres=(--postgres "$YTCLONE_TEST_POSTGRES_URL"); fi

say "measuring on $(nproc) cores: $(uname -srm)"
python3 scripts/bench/run.py --bin "$bin" --python "$python" "${postgres[@]}" "$@"
